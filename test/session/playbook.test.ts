import { describe, expect, it } from 'vitest';
import type { Guidance } from '../../lib/api/contract';
import type { ChecklistState, PlaybookMatch } from '../../lib/api/playbook';
import { type CardDismissal, cardDismissed, cardRestored, dismissalCounts } from '../../lib/session/dismissals';
import { checklistSoFar, matchedEntries } from '../../lib/session/playbook';

const match = (id: string, quote: string): PlaybookMatch => ({
  id,
  type: 'objection',
  title: id,
  answer: 'a',
  speakerName: 'Jo',
  quote,
});
const answer = (fields: Partial<Guidance>): Guidance => ({ elaboration: '', isSame: false, ...fields });
const checklist = (items: [string, boolean, string?][], framework = 'MEDDICC'): ChecklistState => ({
  framework,
  items: items.map(([id, covered, quote]) => ({ id, label: id, ask: `ask ${id}`, covered, ...(quote && { quote }) })),
});

describe('a conversation from its playbook', () => {
  it('keeps each matched entry once, its first match, in order of first match', () => {
    const answers = [
      answer({ playbook: [match('price', 'first')] }),
      answer({}),
      answer({ playbook: [match('rival', 'r'), match('price', 'later')] }),
    ];
    expect(matchedEntries(answers).map((m) => [m.id, m.quote])).toEqual([
      ['price', 'first'],
      ['rival', 'r'],
    ]);
  });

  it("takes the latest checklist's items, each covered earlier staying covered with its latest line", () => {
    const answers = [
      answer({
        checklist: checklist([
          ['metrics', true, 'early line'],
          ['buyer', false],
        ]),
      }),
      answer({
        checklist: checklist([
          ['metrics', true, 'later line'],
          ['buyer', true],
        ]),
      }),
      answer({}),
      answer({
        checklist: checklist(
          [
            ['metrics', false],
            ['buyer', false],
            ['pain', false],
          ],
          'MEDDPICC',
        ),
      }),
    ];
    expect(checklistSoFar(answers)).toEqual({
      framework: 'MEDDPICC',
      items: [
        { id: 'metrics', label: 'metrics', ask: 'ask metrics', covered: true, quote: 'later line' },
        { id: 'buyer', label: 'buyer', ask: 'ask buyer', covered: true },
        { id: 'pain', label: 'pain', ask: 'ask pain', covered: false },
      ],
    });
    expect(checklistSoFar([answer({})])).toBeUndefined();
  });
});

describe('Not useful', () => {
  it('shows a dismissed card again on Undo, and leaves the others dismissed', () => {
    const price = { card: 'playbook:price', kind: 'objection' as const, entryId: 'price', at: 1 };
    const advice = { card: 'g1', kind: 'guidance' as const, at: 2 };
    const session = { dismissals: [price, advice] };
    expect(cardRestored(session, 'playbook:price')).toEqual({ dismissals: [advice] });
    expect(cardRestored(session, 'g9')).toBeUndefined();
    expect(cardRestored({}, 'g1')).toBeUndefined();
  });

  it('keeps a card dismissed once, and counts dismissals per playbook entry, advice cards per kind', () => {
    const session: { dismissals?: CardDismissal[] } = {};
    const first = cardDismissed(session, { card: 'playbook:price', kind: 'objection', entryId: 'price', at: 1 });
    expect(first?.dismissals).toHaveLength(1);
    expect(
      cardDismissed(first!, { card: 'playbook:price', kind: 'objection', entryId: 'price', at: 2 }),
    ).toBeUndefined();
    expect(
      dismissalCounts([
        { card: 'g1', kind: 'guidance', at: 1 },
        { card: 'playbook:price', kind: 'objection', entryId: 'price', at: 2 },
        { card: 'g2', kind: 'guidance', at: 3 },
        // Another conversation's card of the same entry, counted with it.
        { card: 'playbook:price', kind: 'objection', entryId: 'price', at: 4 },
      ]),
    ).toEqual([
      { kind: 'guidance', entryId: null, count: 2 },
      { kind: 'objection', entryId: 'price', count: 2 },
    ]);
  });
});
