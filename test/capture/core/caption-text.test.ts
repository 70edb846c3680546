import { describe, expect, it } from 'vitest';
import {
  isRestart,
  repeatedTailLength,
  sharesOpening,
  showsSameWords,
  toWords,
} from '../../../lib/capture/core/caption-text';

const words = (text: string) => toWords(text);
const long =
  'we finally reconcile everything by hand on friday afternoon after the regional leads send their sheets over and somebody merges them';

describe('caption text comparisons', () => {
  it('sees revised punctuation, case and a changed first word as the same opening', () => {
    expect(sharesOpening(words('so what does the'), words('So, what does that cost'))).toBe(true);
    expect(sharesOpening(words('so yeah'), words('Oh yeah, I think'))).toBe(true);
    expect(sharesOpening(words('Honestly the price'), words('Can we talk timing'))).toBe(false);
  });

  it('recognises a re-rendered block and rejects a new one that only starts alike', () => {
    expect(showsSameWords(words('We looked at two vendors'), words('We looked at two vendors, last year'))).toBe(true);
    expect(showsSameWords(words('Yeah, we looked at two vendors'), words('Yeah.'))).toBe(false);
  });

  it('takes only a long block that starts over for a restart', () => {
    expect(isRestart(words(long), words('them so the real problem'))).toBe(true);
    expect(isRestart(words(long), words(`${long} too`))).toBe(false);
    expect(isRestart(words('I I I think that'), words('I think'))).toBe(false);
  });

  it('measures how many repeated words a restarted text begins with', () => {
    expect(repeatedTailLength(words(long), words('somebody merges them. So the real problem'))).toBe(3);
    expect(repeatedTailLength(words(long), words('them so the real problem'))).toBe(0); // one word is coincidence
  });
});
