import { describe, expect, it } from 'vitest';
import { placeInPageOrder } from '../../../lib/capture/core/chat-order';

const increasing = (times: number[]) => times.every((t, i) => i === 0 || t > times[i - 1]!);

describe('placeInPageOrder', () => {
  it('keeps page times that are in order', () => {
    expect(placeInPageOrder([10, 20, 30], 5, 40, 100)).toEqual([10, 20, 30]);
  });

  it('gives live messages without a page time the current time, after what is known', () => {
    expect(placeInPageOrder([undefined, undefined], 50, undefined, 100)).toEqual([100, 101]);
    expect(placeInPageOrder([undefined], 200, undefined, 100)).toEqual([201]);
  });

  it('places older history without times before the first known message, in page order', () => {
    const times = placeInPageOrder([undefined, undefined, undefined], undefined, 1_000, 5_000);
    expect(increasing([...times, 1_000])).toBe(true);
  });

  it('spreads a long run between two known messages without running out of room', () => {
    const times = placeInPageOrder(Array<undefined>(1_000).fill(undefined), 1_000, 1_001, 5_000);
    expect(increasing([1_000, ...times, 1_001])).toBe(true);
  });

  it('moves a page time that would break page order into its place', () => {
    const times = placeInPageOrder([30, 10, undefined], 5, 40, 100);
    expect(times[0]).toBe(30);
    expect(increasing([5, ...times, 40])).toBe(true);
  });
});
