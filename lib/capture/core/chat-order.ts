// Times for chat messages such that ordering by time is page order. The background inserts each new
// utterance by its `at` and keeps that `at` on later upserts, so the time a message first gets decides
// its place for good. Pure.

/**
 * Times for a run of messages new to us that sit next to each other on the page, between the nearest
 * earlier message we know (`lower`) and the nearest later one (`upper`), either possibly absent.
 * A page time is kept when it falls in order; otherwise, and for messages the page gives no time,
 * the run is spread evenly over the gap left, so a long run of older history loaded above still fits.
 * Live messages without a page time (nothing known after them) get `now`.
 */
export function placeInPageOrder(
  pageTimes: readonly (number | undefined)[],
  lower: number | undefined,
  upper: number | undefined,
  now: number,
): number[] {
  const placed: number[] = [];
  let previous = lower;
  for (let i = 0; i < pageTimes.length; i++) {
    const remaining = pageTimes.length - i;
    const candidate = pageTimes[i] ?? (upper === undefined ? now : undefined);
    const fits =
      candidate !== undefined &&
      (previous === undefined || candidate > previous) &&
      (upper === undefined || candidate < upper);
    let at: number;
    if (fits) at = candidate;
    else if (upper === undefined)
      at = (previous as number) + 1; // defined: without both bounds every candidate fits
    else if (previous === undefined) at = upper - remaining;
    else at = previous + (upper - previous) / (remaining + 1);
    placed.push(at);
    previous = at;
  }
  return placed;
}
