// Word-level comparisons of caption texts. Recognition revises punctuation, case and a few words,
// so texts are compared on normalized words, and only by cheap counts.

/** How many leading words decide whether two texts start alike. */
const OPENING_WORDS = 6;
/** A restart is only believed in a long block: short blocks are revised wholesale all the time. */
const RESTART_MIN_WORDS = 20;
/** Fewer repeated words than this is coincidence, not a restart that kept the tail. */
const MIN_REPEATED_WORDS = 2;
/** Caps the repeated-tail search, which only runs when a block restarts. */
const MAX_REPEATED_WORDS = 200;

export function toWords(text: string): string[] {
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/);
}

export function normalizeWord(word: string): string {
  return word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

export function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((word, i) => word === b[i]);
}

/** Both texts begin with mostly the same words (revisions may touch some of them). */
export function sharesOpening(a: readonly string[], b: readonly string[]): boolean {
  const n = Math.min(OPENING_WORDS, a.length, b.length);
  if (n === 0) return false;
  // A couple of extra words absorb a word split or merged by a revision.
  const opening = new Set(a.slice(0, n + 2).map(normalizeWord));
  let hits = 0;
  for (let i = 0; i < n; i++) if (opening.has(normalizeWord(b[i]!))) hits++;
  return hits * 2 >= n;
}

/** `next` shows (a revision of) all of `shown`, maybe grown: what a re-rendered block looks like. */
export function showsSameWords(shown: readonly string[], next: readonly string[]): boolean {
  if (shown.length === 0 || next.length < shown.length * 0.8 || !sharesOpening(shown, next)) return false;
  const remaining = new Map<string, number>();
  for (const word of next) {
    const key = normalizeWord(word);
    remaining.set(key, (remaining.get(key) ?? 0) + 1);
  }
  let hits = 0;
  for (const word of shown) {
    const key = normalizeWord(word);
    const count = remaining.get(key) ?? 0;
    if (count > 0) {
      hits++;
      remaining.set(key, count - 1);
    }
  }
  return hits >= shown.length * 0.75;
}

/** The block dropped what it showed and started over (Meet does this in very long monologues). */
export function isRestart(previous: readonly string[], next: readonly string[]): boolean {
  return previous.length >= RESTART_MIN_WORDS && next.length * 2 <= previous.length && !sharesOpening(previous, next);
}

/** How many leading words of `next` repeat the end of `previous` (0 when fewer than a couple). */
export function repeatedTailLength(previous: readonly string[], next: readonly string[]): number {
  const max = Math.min(previous.length, next.length, MAX_REPEATED_WORDS);
  const tail = previous.slice(previous.length - max).map(normalizeWord);
  const head = next.slice(0, max).map(normalizeWord);
  for (let length = max; length >= MIN_REPEATED_WORDS; length--) {
    let matches = true;
    for (let i = 0; i < length && matches; i++) matches = tail[max - length + i] === head[i];
    if (matches) return length;
  }
  return 0;
}
