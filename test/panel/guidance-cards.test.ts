import { describe, expect, it } from 'vitest';
import type { Guidance } from '../../lib/api/contract';
import { callSummary, findingsOf, freshLines, guidanceCards, newFindings } from '../../lib/panel/guidance-cards';
import type { GuidanceEntry } from '../../lib/session/types';

const objection = (kind: 'price' | 'timing' | 'competitor', speakerName: string, quote: string) => ({
  kind,
  speakerName,
  quote,
  suggestedReply: 'reply',
});

let n = 0;
function entry(guidance: Partial<Guidance>, currentUser = 'Alex Rivera'): GuidanceEntry {
  n += 1;
  return {
    id: `g${n}`,
    at: n * 1000,
    currentUser,
    guidance: { elaboration: `advice ${n}`, isSame: false, ...guidance },
    lastUtteranceId: 'u',
  };
}

describe('guidance cards', () => {
  it('names objections by kind and speaker, questions by speaker: a revised quote is the same finding', () => {
    const draft = {
      objections: [objection('price', 'Jo', 'to expensive')],
      unansweredQuestions: [{ speakerName: 'Jo', question: 'how long' }],
    };
    const revised = {
      objections: [objection('price', 'Jo', 'Too expensive.')],
      unansweredQuestions: [{ speakerName: 'Jo', question: 'How long?' }],
    };
    expect([...findingsOf(revised as Guidance).keys()]).toEqual([...findingsOf(draft as Guidance).keys()]);
    expect(newFindings(draft as Guidance, revised as Guidance)).toEqual([]);
  });

  it('lists what is new: another kind, another speaker, a question; whole-call states are not news', () => {
    const before = {
      objections: [objection('price', 'Jo', 'x')],
      sentiment: { trend: 'neutral', turnedNegative: false },
      nextStep: { agreed: false },
    };
    const after = {
      objections: [objection('price', 'Jo', 'x'), objection('price', 'Sam', 'y'), objection('timing', 'Jo', 'z')],
      sentiment: { trend: 'negative', turnedNegative: true },
      nextStep: { agreed: true },
      unansweredQuestions: [{ speakerName: 'Sam', question: 'When?' }],
    };
    expect(newFindings(before as Guidance, after as Guidance)).toEqual([
      'Price objection from Sam',
      'Timing objection from Jo',
      'Open question from Sam',
    ]);
    expect(newFindings(undefined, before as Guidance)).toEqual(['Price objection from Jo']);
  });

  it('compares each card with the card shown before it, skipping repeats, newest first', () => {
    const entries = [
      entry({ objections: [objection('price', 'Jo', 'a')] }),
      entry({ objections: [objection('competitor', 'Jo', 'b')], isSame: true }),
      entry({ objections: [objection('price', 'Jo', 'a2')] }),
      entry({ objections: [objection('price', 'Jo', 'a2'), objection('competitor', 'Jo', 'b')] }),
    ];
    const view = guidanceCards(entries);
    expect(view.hidden).toBe(1);
    expect(view.cards.map((c) => [c.entry.id, c.news])).toEqual([
      [entries[3]!.id, ['Competitor objection from Jo']],
      [entries[2]!.id, []],
      [entries[0]!.id, ['Price objection from Jo']],
    ]);
  });

  it('leaves out lines the card before had word for word, unless every line was said before', () => {
    const before = '- Answer the question.\n- Propose a next step.';
    expect(freshLines(before, '- Handle price.\n-  Propose a next step.')).toEqual({
      lines: ['- Handle price.'],
      stillApplies: 1,
    });
    expect(freshLines(before, before)).toEqual({
      lines: ['- Answer the question.', '- Propose a next step.'],
      stillApplies: 0,
    });
    expect(freshLines(undefined, 'Plain text\n\nsecond line')).toEqual({
      lines: ['Plain text', 'second line'],
      stillApplies: 0,
    });
    const cards = guidanceCards([
      entry({ elaboration: before }),
      entry({ elaboration: '- Handle price.\n- Propose a next step.' }),
    ]).cards;
    expect(cards.map((c) => c.lines)).toEqual([
      ['- Handle price.'],
      ['- Answer the question.', '- Propose a next step.'],
    ]);
  });

  it('sums the call up from the latest answer, repeats included, with the next step as a status only', () => {
    const entries = [
      entry({ talk: { currentUserShare: 0.5, longestMonologueWords: 10 } }),
      entry({
        isSame: true,
        talk: { currentUserShare: 0.66, longestMonologueWords: 90 },
        nextStep: { agreed: false, suggestion: 'Propose a next step.' },
        objections: [objection('price', 'Jo', 'Too much.')],
      }),
      entry({ elaboration: 'A service that sends no structured fields' }),
    ];
    expect(callSummary(entries)).toEqual({
      at: entries[1]!.at,
      rows: [
        { term: 'Objections', values: ['Price, Jo: "Too much."'] },
        { term: 'Talk share', values: ['Alex Rivera: 66% of words spoken, longest stretch 90 words'] },
        { term: 'Next step', values: ['not agreed yet'] },
      ],
    });
    expect(callSummary([entry({})])).toBeUndefined();
  });
});
