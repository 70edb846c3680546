import { describe, expect, it } from 'vitest';
import type { Recap } from '../../../lib/api/recap.ts';
import { quantile, sumTallies, tallyRecap } from '../../../bench/recap-scoring.ts';

const lines = ['Hi all.', "I'll send it by Friday.", 'Does it work offline?', "Let's go with annual.", 'Ok.'];
const empty: Recap = { summary: [], decisions: [], nextSteps: [], openQuestions: [], objections: [] };

describe('tallyRecap', () => {
  it('finds a labelled line by the item that quotes it, and checks owner and date loosely', () => {
    const recap: Recap = {
      ...empty,
      nextSteps: [{ text: 'send', quote: lines[1]!, owner: 'dana', due: 'by Friday' }],
      decisions: [{ text: 'annual', quote: lines[3]! }],
    };
    const tally = tallyRecap(
      lines,
      {
        nextSteps: [{ line: 1, owner: 'Dana', due: 'Friday' }],
        openQuestions: [{ line: 2 }],
        decisions: [{ line: 3 }],
      },
      recap,
    );
    expect(tally.byKind.nextSteps).toEqual({ labelled: 1, found: 1, unlabelled: 0 });
    expect(tally.byKind.openQuestions).toEqual({ labelled: 1, found: 0, unlabelled: 0 });
    expect(tally.byKind.decisions).toEqual({ labelled: 1, found: 1, unlabelled: 0 });
    expect(tally.owners).toEqual({ labelled: 1, right: 1 });
    expect(tally.dues).toEqual({ labelled: 1, right: 1 });
    expect(tally.invented).toBe(0);
  });

  it('counts items at unlabelled lines, items of the wrong section, and invented quotes in any section', () => {
    const recap: Recap = {
      ...empty,
      nextSteps: [{ text: 'x', quote: lines[0]! }],
      decisions: [{ text: 'send', quote: lines[1]! }],
      objections: [
        { text: 'p', quote: 'Too expensive.', kind: 'price', speakerName: 'B', answered: true, answerQuote: lines[4]! },
      ],
    };
    const tally = tallyRecap(
      lines,
      { nextSteps: [{ line: 1, owner: 'Dana' }], openQuestions: [], decisions: [] },
      recap,
    );
    expect(tally.byKind.nextSteps).toEqual({ labelled: 1, found: 0, unlabelled: 1 });
    expect(tally.byKind.decisions.unlabelled).toBe(1);
    expect(tally.owners).toEqual({ labelled: 0, right: 0 });
    expect(tally.invented).toBe(1);
  });

  it('sums tallies and reads quantiles', () => {
    const one = tallyRecap(lines, { nextSteps: [{ line: 1 }], openQuestions: [], decisions: [] }, empty);
    expect(sumTallies([one, one]).byKind.nextSteps).toEqual({ labelled: 2, found: 0, unlabelled: 0 });
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(3);
    expect(quantile([], 0.95)).toBe(0);
  });
});
