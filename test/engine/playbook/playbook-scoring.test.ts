import { describe, expect, it } from 'vitest';
import { sum, tally } from '../../../bench/playbook-scoring.ts';

const typeOf = (id: string) =>
  (({ 'price-budget': 'objection', beacon: 'competitor', refund: 'procedure' }) as const)[id as 'beacon'];

describe('playbook bench scoring', () => {
  // Line 1 expects a price objection and Beacon's first mention; line 3 a refund; line 4 nothing.
  const lines = [
    { expect: [], covers: [] },
    { expect: ['price-budget', 'beacon'], covers: ['competition'] },
    { expect: [], covers: ['metrics'] },
    { expect: ['refund'], covers: [] },
    { expect: [], covers: [] },
  ];
  const cards = [
    { id: 'beacon', type: 'competitor' as const, line: 1 },
    { id: 'price-budget', type: 'objection' as const, line: 2 },
    { id: 'price-budget', type: 'objection' as const, line: 3 },
    { id: 'beacon', type: 'competitor' as const, line: 4 },
  ];
  const result = tally(
    lines,
    cards,
    new Map([
      ['competition', 1],
      ['metrics', 4],
    ]),
    typeOf,
  );

  it('counts a moment right only for its entry at its line', () => {
    expect(result).toMatchObject({ moments: 3, right: 1 });
    expect(result.byType).toEqual({
      objection: { moments: 1, right: 0 },
      competitor: { moments: 1, right: 1 },
      procedure: { moments: 1, right: 0 },
    });
  });

  it('tells a wrong entry at a labelled line from a card no moment explains', () => {
    expect(result).toMatchObject({ wrong: 1, unexplained: 2 });
  });

  it('counts checklist items covered at a labelled line apart from the others', () => {
    expect(result).toMatchObject({ coversFound: 1, coversFalse: 1, coversLabelled: 2 });
    expect(sum([result, result])).toMatchObject({ moments: 6, right: 2, wrong: 2, coversFound: 2 });
  });

  it('names a label that is no entry of the playbook', () => {
    expect(() => tally([{ expect: ['nope'], covers: [] }], [], new Map(), typeOf)).toThrow(
      'The label "nope" at line 1 names no entry of the playbook.',
    );
  });
});
