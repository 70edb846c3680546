// Shorten under fast-check: any text of whole words (any letters, punctuation, links, emoji) and any
// limit: the answer is never over the limit and holds only whole words of the input, in their order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortenText } from '../../proxy/engine/outreach/shorten.ts';

const word = fc.oneof(
  fc.stringMatching(/^[A-Za-zÀ-ÿ'’-]{1,14}[.,!?]?$/),
  fc.constantFrom(
    '3.5%',
    'e.g.',
    'https://acme.example/a.b?c=d',
    '🚚',
    'U.S.',
    'Would',
    'you',
    'be',
    'open',
    'to',
    'a',
    'call?',
  ),
);
const text = fc
  .array(fc.tuple(word, fc.constantFrom(' ', ' ', ' ', '\n', '\n\n')), { minLength: 1, maxLength: 80 })
  .map((parts) =>
    parts
      .map(([w, s]) => w + s)
      .join('')
      .trim(),
  );

describe('shorten, property-based (fast-check)', () => {
  it('never goes over the limit and never cuts a word in half', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 600 }), (input, limit) => {
        const out = shortenText(input, limit);
        expect(out.length).toBeLessThanOrEqual(limit);
        const words = new Set(input.split(/\s+/));
        for (const w of out.split(/\s+/).filter(Boolean)) expect(words.has(w), w).toBe(true);
        if (input.length <= limit) expect(out).toBe(input);
      }),
      { numRuns: 1_000, seed: 20_261_123 },
    );
  });
});
