import { describe, expect, it } from 'vitest';
import { countWords, forEachWord, sentences } from '../../proxy/engine/analyze/text.ts';

describe('engine text helpers', () => {
  it('counts words made of letters, digits, apostrophes and hyphens in any script', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  ...  ')).toBe(0);
    expect(countWords("We can't go--well, maybe 2 follow-ups.")).toBe(6);
    expect(countWords('Grüße aus Zürich, 東京 と ok')).toBe(6);
    expect(countWords('ok 👍 fine')).toBe(2);
    expect(countWords('𝐁𝐨𝐥𝐝 text')).toBe(2); // letters outside the 16-bit range
  });

  it('lower-cases words and makes typographic apostrophes plain', () => {
    const seen: string[] = [];
    forEachWord('I DON’T think so—Really', (word) => seen.push(word));
    expect(seen).toEqual(['i', "don't", 'think', 'so', 'really']);
  });

  it('splits sentences on their end marks', () => {
    expect(sentences('Hi. How long does it take?  Fine!')).toEqual(['Hi.', 'How long does it take?', 'Fine!']);
  });
});
