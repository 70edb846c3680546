// Spoken English made regular for the recap's rules, keeping names: lower case, plain apostrophes and
// contractions spelled out. (The analysis rules' plain() marks names as "zname"; an owner needs the name.)
import { spelledOut } from '../analyze/cues.ts';

/** Captions drop apostrophes ("ill send it", "im on it", "lets go with"): put back before spelling out. */
const CAPTION_CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bill\b/g, "i'll"],
  [/\bim\b/g, "i'm"],
  [/\bid (?=rather|like|love|need|have|say|be|want)/g, "i'd "],
  [/\blemme\b/g, 'let me'],
  [/\bwell (?=take|do it|go with|send|start|keep|stick|have to)/g, "we'll "],
  [/\bive\b/g, "i've"],
  [/\b(do|does|did|is|are|was|were|have|has|had|could|would|should|can)nt\b/g, "$1n't"],
  [/\bdont\b/g, "don't"],
  [/\bcant\b/g, "can't"],
  [/\bthats\b/g, "that's"],
  [
    /\blets (?=go|do|start|stick|move|keep|leave|renew|use|try|book|schedule|set|plan|take|make|say|not|just|offer|pilot|include|add|get|put|lock|sign|skip|drop|hold|switch|pick|run|see|hope)/g,
    "let's ",
  ],
];

export function spoken(sentence: string): string {
  let text = sentence.replace(/[\u2018\u2019\u02bc`´]/g, "'").toLowerCase();
  for (const [pattern, replacement] of CAPTION_CONTRACTIONS) text = text.replace(pattern, replacement);
  return spelledOut(text).replace(/\s+/g, ' ').trim();
}
