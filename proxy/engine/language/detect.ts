// The language a conversation is held in, so guidance, recap and outreach can be written in it.
// Detection is eld's n-gram model limited to Sidecue's six languages (chosen by
// `npm run bench:language`; figures in docs/benchmarks.md). One line says little: "ok", "super" or
// "merci" belong to several languages. So a conversation's language is a vote over the coached
// person's recent lines, weighed by length and recency, and a setting the user chose wins outright.
import { eld } from 'eld/small';
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import { type Language, languages } from '../../../lib/api/language.ts';

eld.setLanguageSubset([...languages]);

const isOurs = (code: string): code is Language => (languages as readonly string[]).includes(code);

/** The language of one line, or undefined when it is too short or too even between languages to tell. */
export function languageOfText(text: string): Language | undefined {
  const result = eld.detect(text);
  return result.isReliable() && isOurs(result.language) ? result.language : undefined;
}

/** Letters of text a vote needs before it decides: a few sentences, not a greeting. */
const ENOUGH_LETTERS = 40;
/** Letters read per speaker group: the newest lines; bounds the work on an hour-long call. */
const READ_LETTERS = 1_500;
/** Each older line counts this much less than the one after it, so a switch of language carries. */
const DECAY = 0.85;
/** A long line counts no more than this many letters, so one pasted paragraph does not outvote a call. */
const LINE_CAP = 200;

/** Letters and Japanese characters, the measure of how much a line says. */
function letters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/** The weighed vote of `lines`, newest first; undefined when they hold too little text. */
function vote(lines: readonly TranscriptMessage[]): Language | undefined {
  const score = new Map<Language, number>();
  let counted = 0;
  let read = 0;
  let weight = 1;
  for (let i = lines.length - 1; i >= 0 && read < READ_LETTERS; i -= 1) {
    const text = lines[i]!.content;
    const size = Math.min(letters(text), LINE_CAP);
    read += size;
    const language = languageOfText(text);
    if (language === undefined) continue;
    // Japanese says in one character what a European language says in three or four.
    const amount = language === 'ja' ? size * 3 : size;
    score.set(language, (score.get(language) ?? 0) + amount * weight);
    counted += amount;
    weight *= DECAY;
  }
  if (counted < ENOUGH_LETTERS) return undefined;
  let best: Language | undefined;
  for (const [language, value] of score) if (best === undefined || value > score.get(best)!) best = language;
  return best;
}

/**
 * The conversation's language: `fixed` (the user's setting) when given; otherwise the coached
 * person's own lines, then the other participants' lines, then English.
 */
export function conversationLanguage(
  transcript: readonly TranscriptMessage[],
  coached: string,
  fixed?: Language,
): Language {
  if (fixed !== undefined) return fixed;
  const dialogue = transcript.filter((m) => m.speakerRole === 'user');
  return (
    vote(dialogue.filter((m) => m.speakerName === coached)) ??
    vote(dialogue.filter((m) => m.speakerName !== coached)) ??
    'en'
  );
}
