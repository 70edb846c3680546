// Zoom shows only the tail of a long caption: as the speaker goes on, words drop off the front.
// The whole sentence is stitched from successive views. No DOM: stitchCaption is pure, and a
// CaptionStitcher keeps one caption's state.
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
 * Offered views kept at most before they are stitched anyway: a tab in the background reads seldom
 * (its timers are slowed), and the views kept stay few.
 */
const MAX_OFFERED_VIEWS = 32;

/**
 * The whole text after `view` was shown, given the whole text stitched from earlier views of the same
 * caption. The view is the newest wording of its words (recognition revises them), so it replaces
 * what it overlaps; the earlier words it no longer shows are kept in front of it. A view that
 * overlaps nothing is a new caption (or a wholesale rewrite) and stands alone: no draft debris.
 */
export function stitchCaption(stitched: string, view: string): string {
  const before = toWords(stitched);
  const shown = toWords(view);
  const kept = wordsBefore(before, shown);
  return kept === undefined ? shown.join(' ') : [...before.slice(0, kept), ...shown].join(' ');
}

/**
 * How many of the words stitched so far stay in front of `shown` (the words it no longer shows), or
 * undefined when the view overlaps nothing and stands alone. Only the last `shown.length +
 * SEARCH_SLACK_WORDS` words of `before` are searched.
 */
function wordsBefore(before: readonly string[], shown: readonly string[]): number | undefined {
  if (before.length === 0 || shown.length === 0) return undefined;
  const from = Math.max(0, before.length - shown.length - SEARCH_SLACK_WORDS);
  const searched = before.slice(from).map(normalizeWord);
  const normalized = shown.map(normalizeWord);
  for (let skip = 0; skip <= MAX_REVISED_LEADING_WORDS && skip < shown.length; skip++) {
    const start = overlapStart(searched, normalized.slice(skip));
    // The `skip` words before the overlap are the view's revision of the words before it in `before`.
    if (start !== undefined && start >= skip) return from + start - skip;
  }
  return undefined;
}

/**
 * One caption stitched view by view, as the page changes it. Each view is matched against the one
 * before it only: a view that starts some words into the previous one and repeats the rest of it
 * (all but its last word, which recognition may still fix) dropped those words from its front. That
 * check costs the same for every view however long the caption grows, and a phrase said twice in one
 * caption cannot be mistaken for the place the view starts. Any other change (a revision inside the
 * view, a rewrite) falls back to stitchCaption's search over the last words.
 */
export class CaptionStitcher {
  /** The words the page no longer shows: they do not change again. */
  private head = '';
  /** The newest view stitched, trimmed. */
  private view = '';
  /** Views offered since the last one stitched, oldest first. */
  private offered: string[] = [];

  /** The whole caption as of the last view shown (offered views count once a view is shown). */
  get text(): string {
    return this.head && this.view ? `${this.head} ${this.view}` : this.view;
  }

  /**
   * Keeps a view the page showed between two reads, for the next `show`. A view that begins with the
   * same word as the one offered just before it dropped nothing from its front (one change of the
   * page adds a word or a few, far fewer than a view shows), so it replaces that one: only the views
   * that words dropped out of are stitched, one by one, and a caption that only grows costs one
   * stitch per read instead of one per change of the page.
   */
  offer(shown: string): void {
    const last = this.offered.length - 1;
    if (last >= 0 && sameFirstWord(this.offered[last]!, shown)) this.offered[last] = shown;
    else if (this.offered.push(shown) >= MAX_OFFERED_VIEWS) this.settle();
  }

  /** Takes the page's newest view of the caption, after the views offered before it. */
  show(shown: string): void {
    this.offer(shown);
    this.settle();
  }

  private settle(): void {
    for (const view of this.offered) this.stitch(view);
    this.offered.length = 0;
  }

  private stitch(shown: string): void {
    // Trimmed as every adapter reads text; the page puts single spaces between words.
    const view = shown.trim();
    if (view === this.view) return;
    const start = view === '' ? -1 : startInPrevious(this.view, view);
    if (start >= 0) this.take(view, start);
    // Otherwise search, unless there is one word or none so far: no word could stay in front then.
    else {
      if (this.head !== '' || this.view.includes(' ')) this.restitch(view);
      this.view = view;
    }
  }

  /** `view` begins `start` characters into the last view stitched: the words before that stay in front. */
  private take(view: string, start: number): void {
    if (start > 0) {
      const dropped = this.view.slice(0, start - 1);
      this.head = this.head ? `${this.head} ${dropped}` : dropped;
    }
    this.view = view;
  }

  private restitch(view: string): void {
    const shown = toWords(view);
    // The search reaches back no further than this: the words before it stay as they are.
    const [front, tail] = splitLastWords(this.text, shown.length + SEARCH_SLACK_WORDS);
    const before = toWords(tail);
    const kept = wordsBefore(before, shown);
    if (kept === undefined) {
      this.head = '';
      return;
    }
    const back = before.slice(0, kept).join(' ');
    this.head = front && back ? `${front} ${back}` : front || back;
  }
}

/**
 * Where (a character offset) `view` begins in `previous`, words split at single spaces, when it
 * shows the rest of `previous` but its last word: 0 when nothing was dropped; -1 when it does not.
 * The earliest such start is taken (the fewest words dropped).
 */
function startInPrevious(previous: string, view: string): number {
  const lastWord = previous.lastIndexOf(' ') + 1;
  for (let start = 0; start < lastWord; start = previous.indexOf(' ', start) + 1) {
    const repeated = lastWord - 1 - start;
    // Dropping words needs two repeated (MIN_ANCHOR_WORDS): fewer remain from here on.
    if (start > 0 && previous.indexOf(' ', start) >= lastWord - 1) return -1;
    if (
      beginsWith(view, previous, start, repeated) &&
      (view.length === repeated || view.charCodeAt(repeated) === SPACE)
    )
      return start;
  }
  return -1;
}

/** `text` begins with the `length` characters of `source` from `from`, compared in place (no substring per try). */
function beginsWith(text: string, source: string, from: number, length: number): boolean {
  if (text.length < length) return false;
  for (let i = 0; i < length; i++) if (text.charCodeAt(i) !== source.charCodeAt(from + i)) return false;
  return true;
}

const SPACE = 32;

/** Both texts begin with the same word (leading spaces aside); compared in place, as it runs per change. */
function sameFirstWord(a: string, b: string): boolean {
  const aFrom = firstNonSpace(a);
  const bFrom = firstNonSpace(b);
  for (let i = 0; ; i++) {
    // The end of a text ends its first word as a space does.
    const aChar = aFrom + i < a.length ? a.charCodeAt(aFrom + i) : SPACE;
    const bChar = bFrom + i < b.length ? b.charCodeAt(bFrom + i) : SPACE;
    if (aChar !== bChar) return false;
    if (aChar <= SPACE) return i > 0;
  }
}

function firstNonSpace(text: string): number {
  let at = 0;
  while (at < text.length && text.charCodeAt(at) <= SPACE) at++;
  return at;
}

/** `text` cut before its last `count` space-separated words. */
function splitLastWords(text: string, count: number): [front: string, tail: string] {
  let at = text.length;
  for (let i = 0; i < count; i++) {
    at = text.lastIndexOf(' ', at - 1);
    if (at < 0) return ['', text];
  }
  return [text.slice(0, at), text.slice(at + 1)];
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
    while (start + length < before.length && length < shown.length && before[start + length] === shown[length])
      length++;
    const needed = Math.min(MIN_ANCHOR_WORDS, before.length - start, shown.length);
    if (length >= needed && length > bestLength) {
      best = start;
      bestLength = length;
    }
  }
  return best;
}
