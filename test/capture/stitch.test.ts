import { describe, expect, it } from 'vitest';
import { stitchCaption } from '../../lib/capture/stitch';

/** Successive views of one caption stitched in order, as the Zoom adapter does. */
const stitchAll = (views: readonly string[]) => views.reduce((stitched, view) => stitchCaption(stitched, view), '');

/** Zoom's view of a growing caption: only its last `window` words. */
const tail = (words: readonly string[], window: number) => words.slice(Math.max(0, words.length - window)).join(' ');

/** Deterministic pseudo-random numbers (mulberry32), so a failing case can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const VOCABULARY = 'we could start the pilot next quarter with twenty seats and then grow it if your team likes the reports'.split(' ');

describe('stitchCaption', () => {
  it('keeps the words a long caption dropped from its front', () => {
    expect(
      stitchAll([
        'So the main thing',
        'So the main thing for us is',
        'main thing for us is the onboarding',
        'for us is the onboarding time and the price',
      ]),
    ).toBe('So the main thing for us is the onboarding time and the price');
  });

  it('takes the newest wording of the words a view still shows', () => {
    expect(stitchAll(['We want to', 'We want two seats', 'want two seats, maybe', 'want two seats, maybe three.'])).toBe(
      'We want two seats, maybe three.',
    );
  });

  it('takes a revision of the first word a view shows', () => {
    expect(stitchAll(['so the price is', 'the price is fine for', 'Their price is fine for us.'])).toBe(
      'so Their price is fine for us.',
    );
  });

  it('starts over when the view shares nothing with what was stitched (a new caption or a rewrite)', () => {
    expect(stitchAll(['Hello there', 'Thanks for joining'])).toBe('Thanks for joining');
  });

  it('does not splice on a single common word', () => {
    expect(stitchCaption('I think the price is fine', 'the weather today')).toBe('the weather today');
  });

  it('keeps repeated words that were really said', () => {
    expect(stitchAll(['no no', 'no no no', 'no no no wait'])).toBe('no no no wait');
  });

  it('an empty view empties the caption', () => {
    expect(stitchCaption('some words', '  ')).toBe('');
  });

  // Property: for any sentence without word repeats close together, any window size and any growth
  // steps, stitching the tails Zoom shows gives back the whole sentence, each word once.
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])('gives back the whole sentence from its tails (seed %i)', (seed) => {
    const next = random(seed);
    const length = 10 + Math.floor(next() * 60);
    const words: string[] = [];
    for (let i = 0; i < length; i++) words.push(`${VOCABULARY[Math.floor(next() * VOCABULARY.length)]}${i}`);
    const window = 4 + Math.floor(next() * 12);
    const views: string[] = [];
    for (let shown = 1; shown <= length; shown += 1 + Math.floor(next() * 3)) views.push(tail(words.slice(0, shown), window));
    views.push(tail(words, window));
    expect(stitchAll(views)).toBe(words.join(' '));
  });
});
