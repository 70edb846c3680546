import { describe, expect, it } from 'vitest';
import { cardLatencies, percentile, type CardLatencyInput } from '../../bench/card-latency.ts';

/** Two utterances u1 (final at 1_000) and u2 (final at 5_000); the page changed them last 1.5 s earlier. */
function input(overrides: Partial<CardLatencyInput>): CardLatencyInput {
  return {
    minIntervalMs: 2_000,
    utteranceOrder: ['u1', 'u2', 'u3'],
    finalAt: new Map([
      ['u1', 1_000],
      ['u2', 5_000],
    ]),
    pageFinalAt: new Map([
      ['u1', -500],
      ['u2', 3_500],
    ]),
    guidance: [],
    calls: [],
    cardAt: [],
    ...overrides,
  };
}

describe('final caption → guidance card', () => {
  it('times each card from the last caption its request carried that was final when the request started', () => {
    const result = cardLatencies(
      input({
        // The second request ends with u3, still being said: the latest final caption before it is u2.
        guidance: [
          { lastUtteranceId: 'u1', repeat: false },
          { lastUtteranceId: 'u3', repeat: false },
        ],
        calls: [
          { start: 1_010, end: 1_020 },
          { start: 5_010, end: 5_030 },
        ],
        cardAt: [1_100, 5_120],
      }),
    );
    expect(result.fromFinal).toEqual([100, 120]);
    expect(result.fromPageFinal).toEqual([1_600, 1_620]);
    expect(result.waitedForInterval).toBe(0);
  });

  it('leaves out requests the minimum interval held back, and repeats, which have no card', () => {
    const result = cardLatencies(
      input({
        guidance: [
          { lastUtteranceId: 'u1', repeat: false },
          { lastUtteranceId: 'u1', repeat: true },
          { lastUtteranceId: 'u2', repeat: false },
        ],
        // The third: u2 turned final at 5_000, only 1 s after the previous request started at 4_000,
        // so it waited until 6_000.
        calls: [
          { start: 1_010, end: 1_020 },
          { start: 4_000, end: 4_010 },
          { start: 6_000, end: 6_010 },
        ],
        // Cards are the shown guidance only: the repeat has none, so the third guidance is card 1.
        cardAt: [1_100, 6_100],
      }),
    );
    expect(result.fromFinal).toEqual([100]);
    expect(result.repeats).toBe(1);
    expect(result.waitedForInterval).toBe(1);
  });

  it('does not count a caption that turned final after the request started, nor a card never seen', () => {
    const result = cardLatencies(
      input({
        guidance: [
          { lastUtteranceId: 'u2', repeat: false },
          { lastUtteranceId: 'u2', repeat: false },
        ],
        // The first request started before anything was final; the second card never appeared.
        calls: [
          { start: 900, end: 910 },
          { start: 5_010, end: 5_020 },
        ],
        cardAt: [1_000],
      }),
    );
    expect(result.fromFinal).toEqual([]);
    expect(result.unmatched).toBe(2);
  });

  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});
