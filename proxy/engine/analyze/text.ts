// Small text helpers shared by the analysis rules. Word scanning is a hand-written loop over
// char codes: an hour-long transcript has tens of thousands of words, and a Unicode-property
// regex per message was most of the analysis time.
import type { TranscriptMessage } from '../../../lib/api/contract.ts';

/** Up to and with its end marks: Latin ones, or Japanese 。！？, which no space follows. */
const SENTENCE = /[^.!?。！？]+[.!?。！？]*/g;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const RIGHT_SINGLE_QUOTE = 0x2019;
/** ASCII word characters: letters, digits, apostrophe and hyphen. */
const ASCII_WORD = new Uint8Array(128);
for (const char of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'-")
  ASCII_WORD[char.charCodeAt(0)] = 1;

/** Width in UTF-16 units of the word character at `index`, or 0 when it is not one. */
function wordCharWidth(text: string, index: number): number {
  const code = text.charCodeAt(index);
  if (code < 128) return ASCII_WORD[code]!;
  if (code === RIGHT_SINGLE_QUOTE) return 1;
  const point = text.codePointAt(index)!;
  const width = point > 0xffff ? 2 : 1;
  return LETTER_OR_DIGIT.test(String.fromCodePoint(point)) ? width : 0;
}

/**
 * Calls `visit(start, end)` for each word: a run of letters, digits, apostrophes and hyphens.
 * Returns the number of words.
 */
export function scanWords(text: string, visit?: (start: number, end: number) => void): number {
  let count = 0;
  let start = -1;
  let index = 0;
  while (index < text.length) {
    const width = wordCharWidth(text, index);
    if (width === 0) {
      if (start >= 0) {
        count += 1;
        visit?.(start, index);
        start = -1;
      }
      index += 1;
    } else {
      if (start < 0) start = index;
      index += width;
    }
  }
  if (start >= 0) {
    count += 1;
    visit?.(start, text.length);
  }
  return count;
}

export function countWords(text: string): number {
  return scanWords(text);
}

/** Kana and kanji: scripts written without spaces, where a run of letters is a clause, not a word. */
export const NO_SPACE_SCRIPT = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
/** ICU's word boundaries for Japanese, which marks none with spaces. */
export const japaneseWords = new Intl.Segmenter('ja', { granularity: 'word' });

/** Words in any script: ICU's word boundaries where the text holds Japanese, else `countWords`. */
export function countWordsInAnyScript(text: string): number {
  if (!NO_SPACE_SCRIPT.test(text)) return scanWords(text);
  let count = 0;
  for (const segment of japaneseWords.segment(text)) if (segment.isWordLike) count += 1;
  return count;
}

/** Each word, lower-cased with typographic apostrophes made plain, for word-list lookups. */
export function forEachWord(text: string, visit: (word: string) => void): void {
  const lower = text.toLowerCase();
  scanWords(lower, (start, end) => {
    const word = lower.slice(start, end);
    visit(word.includes('’') ? word.replaceAll('’', "'") : word);
  });
}

export function sentences(text: string): string[] {
  return (text.match(SENTENCE) ?? []).map((s) => s.trim()).filter(Boolean);
}

/** Only participants' messages are dialogue; assistant messages are earlier guidance. */
export function dialogue(transcript: readonly TranscriptMessage[]): TranscriptMessage[] {
  return transcript.filter((m) => m.speakerRole === 'user');
}

export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
