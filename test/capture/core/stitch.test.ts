import { describe, expect, it } from 'vitest';
import { CaptionStitcher, stitchCaption } from '../../../lib/capture/core/stitch';

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

const VOCABULARY =
  'we could start the pilot next quarter with twenty seats and then grow it if your team likes the reports'.split(' ');

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
    expect(
      stitchAll(['We want to', 'We want two seats', 'want two seats, maybe', 'want two seats, maybe three.']),
    ).toBe('We want two seats, maybe three.');
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
    for (let shown = 1; shown <= length; shown += 1 + Math.floor(next() * 3))
      views.push(tail(words.slice(0, shown), window));
    views.push(tail(words, window));
    expect(stitchAll(views)).toBe(words.join(' '));
  });
});

/**
 * A caption played as Zoom's page shows it: `words` said one by one (1–3 per view), a new last word
 * sometimes misheard until the next view fixes it, the view keeping its last `window` words.
 */
function zoomViews(words: readonly string[], window: number, next: () => number): string[] {
  const views: string[] = [];
  const heard: string[] = [];
  while (heard.length < words.length) {
    if (heard.length > 0) heard[heard.length - 1] = words[heard.length - 1]!; // the misheard word fixed
    for (let n = 1 + Math.floor(next() * 3); n > 0 && heard.length < words.length; n--)
      heard.push(words[heard.length]!);
    if (next() < 0.2) heard[heard.length - 1] = `${heard.at(-1)}s`;
    views.push(tail(heard, window));
  }
  views.push(tail(words, window));
  return views;
}

/**
 * A call's stock phrases, sharing no word and each four words or more: a word comes back only with its
 * whole phrase, and never within the three words a view drops at most (a caption saying "no no no no"
 * cannot be told from one saying "no no no").
 */
const PHRASES = [
  'spend a lot of time on',
  'the security review most weeks.',
  'our drivers keep asking about',
  'NetSuite integration every Friday.',
  'how does route planning work for you today?',
  'we have been struggling with',
  'what would it take to sort out',
];

describe('CaptionStitcher', () => {
  const stitchViews = (views: readonly string[]) => {
    const caption = new CaptionStitcher();
    for (const view of views) caption.show(view);
    return caption.text;
  };

  // Property: a caption made of stock phrases, the same phrase often said again a few words later,
  // comes back whole and each word once, whatever the window and the growth. Taking the earliest
  // place a view's words were seen (a search over everything stitched) cuts out a phrase said twice.
  it('gives back the whole caption from every view, phrases said twice included (500 random calls)', () => {
    const next = random(42);
    for (let run = 0; run < 500; run++) {
      const words: string[] = [];
      let phrase = -1;
      for (let phrases = 2 + Math.floor(next() * 14); phrases > 0; phrases--) {
        phrase = (phrase + 1 + Math.floor(next() * (PHRASES.length - 1))) % PHRASES.length; // never the same twice in a row
        words.push(...PHRASES[phrase]!.split(' '));
      }
      const window = 6 + Math.floor(next() * 12);
      const views = zoomViews(words, window, next);
      expect(stitchViews(views), `run ${run}: ${JSON.stringify(views)}`).toBe(words.join(' '));
    }
  });

  // Property: reading the page only now and then (the views between offered, as the Zoom adapter does
  // on each change) gives the same whole caption as reading every view, even when the page showed
  // more views between two reads than it keeps words (some views must then be stitched in turn).
  it('gives back the same caption when only some views are read and the rest offered (500 random calls)', () => {
    const next = random(7);
    for (let run = 0; run < 500; run++) {
      const words: string[] = [];
      let phrase = -1;
      for (let phrases = 2 + Math.floor(next() * 14); phrases > 0; phrases--) {
        phrase = (phrase + 1 + Math.floor(next() * (PHRASES.length - 1))) % PHRASES.length;
        words.push(...PHRASES[phrase]!.split(' '));
      }
      const views = zoomViews(words, 6 + Math.floor(next() * 12), next);
      const caption = new CaptionStitcher();
      const readEvery = 1 + Math.floor(next() * 12);
      views.forEach((view, i) => {
        if (i % readEvery === readEvery - 1 || i === views.length - 1) caption.show(view);
        else caption.offer(view);
      });
      expect(caption.text, `run ${run}, read every ${readEvery}: ${JSON.stringify(views)}`).toBe(words.join(' '));
    }
  });

  it('keeps offered views until a view is shown, and stitches them when too many wait', () => {
    const caption = new CaptionStitcher();
    caption.show('we could start');
    caption.offer('we could start the pilot');
    expect(caption.text).toBe('we could start');
    // A page read seldom (a background tab) shows far more views than a window holds between reads.
    const words = Array.from({ length: 200 }, (_, i) => `word${i}`);
    for (let shown = 1; shown <= words.length; shown++) caption.offer(tail(words.slice(0, shown), 5));
    caption.show(tail(words, 5));
    expect(caption.text).toBe(words.join(' '));
  });

  it('places a view that starts with a phrase said twice at its second saying', () => {
    const views = [
      'how does route planning work',
      'route planning work for you today? we have',
      'today? we have been struggling with how does',
      'been struggling with how does route planning work',
      'with how does route planning work for you',
      'how does route planning work for you today?',
      'route planning work for you today? the security',
    ];
    const said =
      'how does route planning work for you today? we have been struggling with how does route planning work for you today? the security';
    // (Searching everything stitched so far for the view's words finds the first saying, and cuts
    // out the words between.)
    expect(stitchViews(views)).toBe(said);
  });

  it('takes revisions, shrinking views and rewrites as stitchCaption does', () => {
    expect(
      stitchViews(['We want to', 'We want two seats', 'want two seats, maybe', 'want two seats, maybe three.']),
    ).toBe('We want two seats, maybe three.');
    expect(stitchViews(['so the price is', 'the price is fine for', 'Their price is fine for us.'])).toBe(
      'so Their price is fine for us.',
    );
    expect(stitchViews(['a long time ago we', 'time ago we met', 'time ago'])).toBe('a long time ago');
    expect(stitchViews(['Hello there friend', 'there friend of mine', 'Thanks for joining'])).toBe(
      'Thanks for joining',
    );
    expect(stitchViews(['some words here ', '  '])).toBe('');
  });
});
