import { describe, expect, it } from 'vitest';
import type { Guidance } from '../../lib/api/contract';
import type { PlaybookMatch } from '../../lib/api/playbook';
import {
  type AdviceCard,
  callSummary,
  type FeedCard,
  findingsOf,
  guidanceCards,
  lineShape,
  sameLine,
} from '../../lib/panel/guidance-cards';
import type { GuidanceEntry } from '../../lib/session/types';

const objection = (kind: 'price' | 'timing' | 'competitor', speakerName: string, quote: string) => ({
  kind: kind as typeof kind,
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

const match = (id: string, quote: string, type: PlaybookMatch['type'] = 'objection'): PlaybookMatch => ({
  id,
  type,
  title: `Title of ${id}`,
  answer: `Answer of ${id}`,
  speakerName: 'Jo',
  quote,
});

const advice = (card: FeedCard | undefined): AdviceCard => {
  if (card?.type !== 'advice') throw new Error(`expected an advice card, got ${card?.type}`);
  return card;
};

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
    const cards = guidanceCards([entry(draft), entry({ ...revised, elaboration: 'advice 1' })]).cards;
    // The second answer's findings and advice were all shown: it adds no card.
    expect(cards).toHaveLength(1);
  });

  it('writes out each objection new since the cards before (quote and reply); questions and other kinds are news too', () => {
    const entries = [
      entry({ elaboration: 'Same advice', objections: [objection('price', 'Jo', 'x')] }),
      entry({
        elaboration: 'Same advice',
        objections: [objection('price', 'Jo', 'x'), objection('price', 'Sam', 'y'), objection('timing', 'Jo', 'z')],
        sentiment: { trend: 'negative', turnedNegative: true },
        unansweredQuestions: [{ speakerName: 'Sam', question: 'When?' }],
      }),
    ];
    const [newest, oldest] = guidanceCards(entries).cards.map(advice);
    expect(oldest!.news.map((f) => f.words)).toEqual(['Price objection from Jo']);
    expect(newest!.news).toEqual([
      {
        key: expect.any(String),
        words: 'Price objection from Sam',
        quote: 'y',
        suggestedReply: 'reply',
      },
      {
        key: expect.any(String),
        words: 'Timing objection from Jo',
        quote: 'z',
        suggestedReply: 'reply',
      },
      { key: expect.any(String), words: 'Open question from Sam' },
    ]);
    // Its only line was said on the card before: counted, not repeated.
    expect(newest!.lines).toEqual([]);
    expect(newest!.stillApplies).toBe(1);
  });

  it('adds no card for an answer that only says again what an earlier card said (the repeated "Latest" card)', () => {
    const authority =
      '- Jordan Lee raised an authority objection ("I need to ask our ops director"). Ask who else is involved.';
    const entries = [
      entry({ elaboration: `${authority}\n- Answer what Jordan Lee asked: "Does that work with yours?"` }),
      entry({ elaboration: '- Propose a follow-up call next week.' }),
      entry({ elaboration: authority }),
      entry({ elaboration: '- You are talking 71% of the time: ask an open question and listen.' }),
      entry({ elaboration: '- You are talking 74% of the time: ask an open question and listen.' }),
    ];
    const view = guidanceCards(entries);
    expect(view.cards.map((c) => c.entry.id)).toEqual([entries[3]!.id, entries[1]!.id, entries[0]!.id]);
    expect(view.hidden).toBe(2);
  });

  it('keeps the no-break spaces French guidance writes before its marks, so none wraps onto a line alone', () => {
    const elaboration =
      '- Continuez\u00a0: posez  une question.\n-   Répondez à ce que Camille a demandé\u00a0: «\u00a0Combien\u00a0?\u00a0»';
    const [card] = guidanceCards([entry({ elaboration })]).cards as AdviceCard[];
    expect(card!.lines).toEqual([
      '- Continuez\u00a0: posez une question.',
      '- Répondez à ce que Camille a demandé\u00a0: «\u00a0Combien\u00a0?\u00a0»',
    ]);
  });

  it('tells a revised quote from something new said', () => {
    const asked = (question: string) => lineShape(`- Answer what Jo asked: "${question}"`);
    expect(sameLine(asked('Does that work with yours'), asked('Does that work with yours?'))).toBe(true);
    expect(sameLine(asked('to expensive for us'), asked('It is too expensive for us'))).toBe(true);
    expect(sameLine(asked('Does that work with yours?'), asked('What does it cost?'))).toBe(false);
    expect(sameLine(lineShape('Ask about budget'), lineShape('Ask about timing'))).toBe(false);
    expect(sameLine(lineShape('Talking 71%'), lineShape('Talking 74%'))).toBe(true);
  });

  it('writes an objection raised twice out once, in its latest words, leaving out the lines that restate either', () => {
    const [card] = guidanceCards([
      entry({
        elaboration:
          '- Jo raised a timing objection ("We are in peak season until January"). reply\n- Propose a next step.',
        objections: [
          objection('timing', 'Jo', 'The other thing is timing'),
          objection('timing', 'Jo', 'We are in peak season until January'),
        ],
      }),
    ]).cards.map(advice);
    expect(card!.news.map((f) => f.quote)).toEqual(['We are in peak season until January']);
    expect(card!.lines).toEqual(['- Propose a next step.']);
  });

  it('leaves out a line that restates an objection written out on the same card', () => {
    const price = objection('price', 'Jo', 'That is more than we budgeted');
    const [card] = guidanceCards([
      entry({
        elaboration: '- Jo raised a price objection ("That is more than we budgeted"). reply\n- Propose a next step.',
        objections: [price],
      }),
    ]).cards.map(advice);
    expect(card!.lines).toEqual(['- Propose a next step.']);
    expect(card!.news.map((f) => f.quote)).toEqual(['That is more than we budgeted']);
  });

  it('gives each matched playbook entry one card, above the advice of the answer that first matched it', () => {
    const price = match('price-budget', 'That is more than we budgeted.');
    const rival = match('routelogic', 'We already use RouteLogic.', 'competitor');
    const entries = [
      entry({
        elaboration: '- Jo raised a price objection ("That is more than we budgeted"). reply\n- Propose a next step.',
        objections: [objection('price', 'Jo', 'That is more than we budgeted')],
        playbook: [price],
      }),
      // A repeat still brings the proxy's new matches.
      entry({ isSame: true, playbook: [price, rival] }),
      entry({ elaboration: '- Propose a next step.', playbook: [price, rival] }),
    ];
    const view = guidanceCards(entries);
    expect(view.cards.map((c) => c.key)).toEqual(['playbook:routelogic', 'playbook:price-budget', entries[0]!.id]);
    expect(view.hidden).toBe(2);
    // The playbook card shows the price objection: the advice card neither writes it out nor restates it.
    const first = advice(view.cards[2]);
    expect(first.news).toEqual([]);
    expect(first.lines).toEqual(['- Propose a next step.']);
  });

  it('leaves out the cards marked "Not useful" and counts them, and later cards still do not repeat them', () => {
    const entries = [
      entry({ elaboration: 'Ask about budget', playbook: [match('price', 'q')] }),
      entry({ elaboration: 'Ask about budget' }),
    ];
    const view = guidanceCards(entries, new Set([entries[0]!.id, 'playbook:price']));
    expect(view.cards).toEqual([]);
    expect(view.dismissed).toBe(2);
    expect(view.hidden).toBe(1);
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
