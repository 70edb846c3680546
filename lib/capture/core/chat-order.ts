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

/**
 * Where a row shows in its thread, as the page tells it. Lists that recycle row elements keep them
 * where they are in the DOM and move them on screen, so element order says nothing there.
 */
export interface ShownPlace {
  /** The row's position in the whole thread as the page numbers it (aria-posinset, aria-rowindex). */
  index?: number | undefined;
  /** The row's top on screen in px: comparable only between rows measured at the same moment. */
  top?: number | undefined;
  /** Epoch ms the message shows (or was given earlier): clock times tie within a minute. */
  at?: number | undefined;
}

/**
 * The order (as positions in `rows`, which come in element order) in which the thread shows its rows.
 * One measure orders them all or none does: the page's numbering, else the tops on screen, else the
 * times; a tie falls to the next measure, and element order decides only when the page gives none.
 * Mixing measures between rows would compare a numbering with pixels.
 */
export function orderAsShown(rows: readonly ShownPlace[]): number[] {
  const positions = rows.map((_, i) => i);
  const all = (key: keyof ShownPlace) => rows.every((row) => row[key] !== undefined);
  const keys = (['index', 'top', 'at'] as const).filter(all);
  if (keys.length === 0) return positions;
  return positions.sort((a, b) => {
    for (const key of keys) {
      const difference = (rows[a]![key] as number) - (rows[b]![key] as number);
      if (difference !== 0) return difference;
    }
    return a - b;
  });
}
