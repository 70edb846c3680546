// How faithfully a platform's capture kept the call: what the practice page said, against what the
// extension stored. Pure, so the bench's judgement is tested on its own.

export interface Line {
  speakerName: string;
  text: string;
}

export interface TranscriptQuality {
  /** Lines the page said that were stored word for word under the right name. */
  turnsCaptured: number;
  expected: number;
  /** Stored lines that repeat an earlier stored line exactly. */
  duplicates: number;
  /** Stored lines whose words are no line the page said: drafts, pieces, or lines run together. */
  fragments: number;
  /** Stored lines with the words of a line said, and of those, how many carry the right name. */
  namesRight: number;
  withKnownWords: number;
}

export function transcriptQuality(said: readonly Line[], stored: readonly Line[]): TranscriptQuality {
  const key = (line: Line) => `${line.speakerName}\u0000${line.text}`;
  const speakersOfText = new Map<string, Set<string>>();
  for (const line of said) {
    const speakers = speakersOfText.get(line.text) ?? new Set<string>();
    speakers.add(line.speakerName);
    speakersOfText.set(line.text, speakers);
  }
  // Each line said can be matched once: a line said twice must be stored twice.
  const unmatched = new Map<string, number>();
  for (const line of said) unmatched.set(key(line), (unmatched.get(key(line)) ?? 0) + 1);

  let turnsCaptured = 0;
  let duplicates = 0;
  let fragments = 0;
  let namesRight = 0;
  let withKnownWords = 0;
  const storedBefore = new Set<string>();
  for (const line of stored) {
    const left = unmatched.get(key(line)) ?? 0;
    if (left > 0) {
      unmatched.set(key(line), left - 1);
      turnsCaptured += 1;
    } else if (storedBefore.has(key(line))) {
      duplicates += 1;
    }
    storedBefore.add(key(line));
    const speakers = speakersOfText.get(line.text);
    if (!speakers) {
      fragments += 1;
      continue;
    }
    withKnownWords += 1;
    if (speakers.has(line.speakerName)) namesRight += 1;
  }
  return { turnsCaptured, expected: said.length, duplicates, fragments, namesRight, withKnownWords };
}
