// Shortens copy to a character limit: never over it, never cut inside a word; the greeting and
// the call to action are kept while they fit, and the least important sentences go first.
const GREETING = /^(hi|hello|hey|dear|good (morning|afternoon|evening))\b[^\n]*[,!]?$/i;
const CTA = /(\?|\b(book|reply|let me know|call|chat|meet|schedule|open to|interested)\b)/i;
const FILLER = /\b(just|really|very|actually|basically|honestly|simply|quite|truly)\b\s*/gi;

interface Piece {
  text: string;
  keep: number; // higher is kept longer
}

function split(input: string): Piece[] {
  const lines = input.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  const pieces: Piece[] = [];
  lines.forEach((line, lineIndex) => {
    if (lineIndex === 0 && GREETING.test(line)) {
      pieces.push({ text: line, keep: 3 });
      return;
    }
    const sentences = line.match(/[^.!?]+[.!?]*/g) ?? [line];
    for (const sentence of sentences) pieces.push({ text: sentence.trim(), keep: 1 });
  });
  const ctaIndex = pieces.map((p) => CTA.test(p.text) && p.keep < 3).lastIndexOf(true);
  if (ctaIndex >= 0) pieces[ctaIndex]!.keep = 2;
  return pieces.filter((p) => p.text);
}

function join(pieces: Piece[]): string {
  return pieces.map((p) => p.text).join(' ').replace(/\s+/g, ' ').trim();
}

/** As many whole words from the start as fit. */
function wholeWords(text: string, limit: number): string {
  let out = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > limit) break;
    out = next;
  }
  return out;
}

export function shortenText(input: string, limit: number): string {
  const whole = input.replace(/[ \t]+/g, ' ').trim();
  if (whole.length <= limit) return whole;
  const pieces = split(whole).map((p) => ({ ...p, text: p.text.replace(FILLER, '').trim() }));
  let text = join(pieces);
  // Drop ordinary sentences from the middle outwards (the opening line after the greeting last).
  while (text.length > limit) {
    const droppable = pieces.map((p, i) => (p.keep === 1 ? i : -1)).filter((i) => i >= 0);
    if (droppable.length === 0) break;
    const middle = droppable[Math.floor(droppable.length / 2)]!;
    pieces.splice(droppable.length > 1 ? middle : droppable[0]!, 1);
    text = join(pieces);
  }
  if (text.length <= limit) return text;
  const byImportance = [...pieces].sort((a, b) => b.keep - a.keep);
  while (byImportance.length > 1 && join(pieces.filter((p) => byImportance.includes(p))).length > limit) byImportance.pop();
  text = join(pieces.filter((p) => byImportance.includes(p)));
  return text.length <= limit ? text : wholeWords(text, limit);
}
