import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderAsShown, placeInPageOrder } from '../../../lib/capture/core/chat-order';

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

describe('orderAsShown', () => {
  // Distinct places in any order: the element order a recycling list left its rows in.
  const elementOrders = fc.uniqueArray(fc.integer({ min: -5_000, max: 5_000 }), { minLength: 1, maxLength: 30 });
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

  it('orders by the page numbering whatever the element order', () => {
    fc.assert(
      fc.property(elementOrders, (elementOrder) => {
        const rows = elementOrder.map((index) => ({ index, top: 0 }));
        expect(orderAsShown(rows).map((i) => rows[i]!.index)).toEqual(sorted(elementOrder));
      }),
    );
  });

  it('orders by the top on screen whatever the element order', () => {
    fc.assert(
      fc.property(elementOrders, (elementOrder) => {
        const rows = elementOrder.map((top) => ({ top }));
        expect(orderAsShown(rows).map((i) => rows[i]!.top)).toEqual(sorted(elementOrder));
      }),
    );
  });

  it('orders by page times when nothing shows a place, and keeps element order between equal times', () => {
    const rows = [{ at: 300 }, { at: 100 }, { at: 200 }, { at: 100 }];
    expect(orderAsShown(rows)).toEqual([1, 3, 2, 0]);
  });

  it('breaks ties of one measure by the next', () => {
    expect(
      orderAsShown([
        { index: 2, top: 50 },
        { index: 2, top: 10 },
        { index: 1, top: 90 },
      ]),
    ).toEqual([2, 1, 0]);
  });

  it('does not compare a numbering with pixels: a measure counts only when every row has it', () => {
    // The second row has no numbering (a spacer row, say): tops decide for all.
    expect(orderAsShown([{ index: 1, top: 80 }, { top: 0 }, { index: 3, top: 40 }])).toEqual([1, 2, 0]);
  });

  it('keeps element order when the page gives no place and no time', () => {
    expect(orderAsShown([{}, { at: 5 }, {}])).toEqual([0, 1, 2]);
  });
});
