// Property: the window sent for a long call is the call's most recent part, in order, within both
// bounds, and holds a message of the coached person whenever the call has one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { windowTranscript } from '../../lib/analysis/window';
import type { TranscriptMessage } from '../../lib/api/contract';

const NAMES = ['Alex', 'Jordan', 'Sam'];
const message = fc.record({
  speakerRole: fc.constantFrom<'user' | 'assistant'>('user', 'user', 'user', 'assistant'),
  speakerName: fc.constantFrom(...NAMES),
  content: fc.string({ minLength: 1, maxLength: 80 }),
  // Numbered below so each message can be found again by its content.
});
const transcript = fc
  .array(message, { maxLength: 60 })
  .map((messages) => messages.map((m, i) => ({ ...m, content: `${i}:${m.content}` })));
const bounds = fc.record({
  maxMessages: fc.integer({ min: 1, max: 30 }),
  maxChars: fc.integer({ min: 1, max: 2_000 }),
});

const isCoached = (m: TranscriptMessage, name: string) => m.speakerRole === 'user' && m.speakerName === name;

describe('transcript windowing, property-based', () => {
  it('keeps the newest messages in order within the bounds, and the coached person always', () => {
    fc.assert(
      fc.property(transcript, bounds, fc.constantFrom(...NAMES), (messages, limit, coached) => {
        const { messages: kept, total, windowed } = windowTranscript(messages, coached, limit);
        expect(total).toBe(messages.length);
        expect(kept.length).toBeLessThanOrEqual(limit.maxMessages);
        expect(windowed).toBe(kept.length < messages.length);
        // In call order: each kept message is a message of the call, later than the one before it.
        const positions = kept.map((m) => messages.findIndex((original) => original.content === m.content));
        expect(positions.every((p, i) => p >= 0 && (i === 0 || p > positions[i - 1]!))).toBe(true);
        // At most one earlier message of the coached person is brought in front; the rest is the
        // call's newest messages, with none left out between them, within the character bound.
        const newestWithinBounds = (ps: number[]) =>
          ps.every((p, i) => p === messages.length - ps.length + i) &&
          (ps.length <= 1 || ps.reduce((sum, p) => sum + messages[p]!.content.length, 0) <= limit.maxChars);
        expect(
          newestWithinBounds(positions) || (isCoached(kept[0]!, coached) && newestWithinBounds(positions.slice(1))),
        ).toBe(true);
        if (messages.length > 0) expect(kept.length).toBeGreaterThan(0);
        if (messages.some((m) => isCoached(m, coached))) expect(kept.some((m) => isCoached(m, coached))).toBe(true);
      }),
      { numRuns: 500, seed: 20_261_123 },
    );
  });
});
