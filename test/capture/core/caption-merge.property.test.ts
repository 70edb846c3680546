// Property: whatever order of growth, rewrites of the last word, and blocks removed and put back while
// re-rendering Meet shows, the merger ends with exactly one final utterance per turn, in its final
// wording and order, under its speaker.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CAPTION_TIMING } from '../../../lib/capture/core/caption-merge';
import type { MeetOp } from '../platforms/meet/sequences';
import { replayOnMerger } from '../support/caption-model';

const SPEAKERS = ['Jordan Lee', 'You', 'Sam Ortiz'];
const word = fc.stringMatching(/^[a-z]{2,9}$/);

const turn = fc.record({
  speaker: fc.integer({ min: 0, max: SPEAKERS.length - 1 }),
  words: fc.uniqueArray(word, { minLength: 2, maxLength: 14 }),
  /** Words added per step, cycled. */
  steps: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 4 }),
  /** Step gaps in ms, cycled. */
  gaps: fc.array(fc.integer({ min: 80, max: 700 }), { minLength: 1, maxLength: 4 }),
  /** At these steps the newest word is first shown wrong, then corrected at the next step. */
  misheard: fc.uniqueArray(fc.nat(6), { maxLength: 2 }),
  /** At these steps the block is removed and put back (a re-render) before the next step. */
  rerenders: fc.uniqueArray(fc.nat(6), { maxLength: 2 }),
  pauseAfter: fc.integer({ min: 50, max: 2_500 }),
});

/** Consecutive turns by different speakers: one block each. */
const call = fc
  .array(turn, { minLength: 1, maxLength: 6 })
  .map((turns) =>
    turns.map((t, i) =>
      i > 0 && t.speaker === turns[i - 1]!.speaker ? { ...t, speaker: (t.speaker + 1) % SPEAKERS.length } : t,
    ),
  );

type Turn = typeof turn extends fc.Arbitrary<infer T> ? T : never;

function opsOf(turns: Turn[]): MeetOp[] {
  const ops: MeetOp[] = [];
  let at = 0;
  turns.forEach((t, index) => {
    const block = `b${index}`;
    let shown = 0;
    for (let step = 0; shown < t.words.length; step++) {
      shown = Math.min(t.words.length, shown + t.steps[step % t.steps.length]!);
      const words = t.words.slice(0, shown);
      const wrong =
        t.misheard.includes(step) && shown < t.words.length ? [...words.slice(0, -1), `${words.at(-1)}x`] : words;
      ops.push(
        step === 0
          ? { at, op: 'add', block, speaker: SPEAKERS[t.speaker]!, text: wrong.join(' ') }
          : { at, op: 'say', block, text: wrong.join(' ') },
      );
      const gap = t.gaps[step % t.gaps.length]!;
      if (t.rerenders.includes(step)) {
        ops.push({ at: at + Math.floor(gap / 3), op: 'remove', block });
        ops.push({ at: at + Math.floor((2 * gap) / 3), op: 'reinsert', block });
      }
      at += gap;
    }
    at += t.pauseAfter;
  });
  return ops;
}

describe('caption merging, property-based', () => {
  it('converges to one final utterance per turn, in its final words, with no duplicate', () => {
    fc.assert(
      fc.property(call, (turns) => {
        const ops = opsOf(turns);
        const end = ops.at(-1)!.at + DEFAULT_CAPTION_TIMING.quietMs + DEFAULT_CAPTION_TIMING.graceMs + 1_000;
        const { transcript } = replayOnMerger(ops, end);
        expect(transcript.map((u) => [u.speakerName, u.text])).toEqual(
          turns.map((t) => [SPEAKERS[t.speaker], t.words.join(' ')]),
        );
        expect(transcript.every((u) => u.final)).toBe(true);
        expect(new Set(transcript.map((u) => u.id)).size).toBe(transcript.length);
      }),
      { numRuns: 300, seed: 20_261_123 },
    );
  });
});
