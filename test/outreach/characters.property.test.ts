// LinkedIn's count (HTML maxlength: UTF-16 units, a line break one) under fast-check.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkedinLength } from '../../lib/api/characters.ts';
import { characterCount } from '../../lib/outreach/limits.ts';

/** Text of every kind: ASCII, accents, kana and kanji, emoji (surrogate pairs), and all three line breaks. */
const piece = fc.constantFrom('a', 'Ü', 'ç', 'ñ', 'あ', 'カ', '漢', '🚚', '👩‍💻', ' ', '\n', '\r\n', '\r', '。', '¿');
const text = fc.array(piece, { maxLength: 60 }).map((parts) => parts.join(''));

describe('linkedinLength', () => {
  it('counts as a textarea with maxlength does: CRLF one, emoji two, kana one', () => {
    expect(linkedinLength('Hi\r\nDana')).toBe(7);
    expect(linkedinLength('a\rb\nc')).toBe(5);
    expect(linkedinLength('🚚')).toBe(2);
    expect(linkedinLength('こんにちは')).toBe(5);
    expect(linkedinLength('')).toBe(0);
  });

  it('adds up over a split that does not fall between a CR and its LF', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        fc.pre(!(a.endsWith('\r') && b.startsWith('\n')));
        expect(linkedinLength(a + b)).toBe(linkedinLength(a) + linkedinLength(b));
      }),
    );
  });

  it('is the length of the text with every line break made one "\\n"', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(linkedinLength(t)).toBe(t.replace(/\r\n?/g, '\n').length);
      }),
    );
  });

  it('is what the live count under the draft shows', () => {
    expect(characterCount('Hallo\r\nAnna', 10).over).toBe(false);
    expect(characterCount('🚚'.repeat(6), 11).over).toBe(true);
  });
});
