// Zoom shows only the tail of a long caption: as the speaker goes on, words drop off the front.
// The whole sentence is stitched from successive views. Pure: the caller keeps what was stitched so far.
import { normalizeWord, toWords } from './caption-text';

/** Fewer shared words than this is coincidence (a common word), not the same stretch of speech. */
const MIN_ANCHOR_WORDS = 2;
/** The view's first words may themselves be revised: the overlap may begin this many words into it. */
const MAX_REVISED_LEADING_WORDS = 2;
/**
 * A view begins within the previous view, which ended where the stitched text ends: only the view's
 * length plus this many words are searched, so stitching costs the same late in a long turn as early.
 */
const SEARCH_SLACK_WORDS = 30;

/**
 * The whole text after `view` was shown, given the whole text stitched from earlier views of the same
 * caption. The view is the newest wording of its words (recognition revises them), so it replaces
 * what it overlaps; the earlier words it no longer shows are kept in front of it. A view that
 * overlaps nothing is a new caption (or a wholesale rewrite) and stands alone: no draft debris.
 */
export function stitchCaption(stitched: string, view: string): string {
  const before = toWords(stitched);
  const shown = toWords(view);
  if (before.length === 0 || shown.length === 0) return shown.join(' ');
  const from = Math.max(0, before.length - shown.length - SEARCH_SLACK_WORDS);
  const searched = before.slice(from).map(normalizeWord);
  const normalized = shown.map(normalizeWord);
  for (let skip = 0; skip <= MAX_REVISED_LEADING_WORDS && skip < shown.length; skip++) {
    const start = overlapStart(searched, normalized.slice(skip));
    // The `skip` words before the overlap are the view's revision of the words before it in `before`.
    if (start !== undefined && start >= skip) return [...before.slice(0, from + start - skip), ...shown].join(' ');
  }
  return shown.join(' ');
}

/**
 * Where in `before` the view begins: the position from which the most of the view's leading words
 * match, the earliest on a tie (a view that was not cut keeps all its words). Needs MIN_ANCHOR_WORDS
 * in a row, or every remaining word of `before` when fewer remain.
 */
function overlapStart(before: readonly string[], shown: readonly string[]): number | undefined {
  let best: number | undefined;
  let bestLength = 0;
  for (let start = 0; start < before.length; start++) {
    let length = 0;
    while (start + length < before.length && length < shown.length && before[start + length] === shown[length]) length++;
    const needed = Math.min(MIN_ANCHOR_WORDS, before.length - start, shown.length);
    if (length >= needed && length > bestLength) {
      best = start;
      bestLength = length;
    }
  }
  return best;
}
