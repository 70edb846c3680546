import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { objectionKinds, type TranscriptMessage } from '../../lib/api/contract.ts';
import { DEV_CORPUS, UNTOUCHED_CORPUS, VALIDATION_CORPUS, detect, loadCorpus } from '../../bench/engine-corpus.ts';
import { TARGETS, missedTargets, score } from '../../bench/engine-scoring.ts';
import { SCAN_BACK_MESSAGES, findObjections, objectionsIn } from '../../proxy/engine/analyze/objections.ts';
import { isQuestion, unansweredQuestions } from '../../proxy/engine/analyze/questions.ts';

// The practice page's script is plain JavaScript without types; loaded by URL and typed here.
const script = new URL('../../practice/sales-call-script.js', import.meta.url).href;
const { PROSPECT, SELF_NAME, salesCall } = (await import(script)) as {
  PROSPECT: string;
  SELF_NAME: string;
  salesCall: Array<{ speaker: string; text: string }>;
};

const practiceCall: TranscriptMessage[] = salesCall.map((line) => ({
  speakerRole: 'user',
  speakerName: line.speaker === 'You' ? SELF_NAME : PROSPECT,
  content: line.text,
}));

describe('objection and question detection', () => {
  it('finds the price objection, the competitor and the timing objection of the practice call', () => {
    const found = findObjections(practiceCall, SELF_NAME);
    const quoted = (kind: string) => found.filter((o) => o.kind === kind).map((o) => o.quote);
    expect(quoted('price')).toContain("That's more than we budgeted.");
    expect(quoted('competitor')).toContain("To be honest, we're also talking to RouteLogic.");
    expect(quoted('competitor')).toContain('Their demo looked pretty slick, and they quoted a bit lower.');
    expect(quoted('timing')).toContain(
      "We're in peak season, and I can't ask my team to learn a new tool until January.",
    );
    expect(found.every((o) => o.speakerName === PROSPECT)).toBe(true);
    // The small talk that opens the call ("planning for next quarter") is not an objection.
    expect(found.map((o) => o.quote).join(' ')).not.toContain('next quarter');
  });

  it('lists every kind a sentence raises, each with its own reply, oldest first', () => {
    const found = findObjections(
      [{ speakerRole: 'user', speakerName: 'Jo', content: 'Salesloft came in twenty percent under your number.' }],
      'Alex',
    );
    expect(found.map((o) => o.kind)).toEqual(['price', 'competitor']);
    expect(new Set(found.map((o) => o.suggestedReply)).size).toBe(2);
  });

  it('looks for objections in the last SCAN_BACK_MESSAGES messages only', () => {
    const price: TranscriptMessage = {
      speakerRole: 'user',
      speakerName: 'Jo',
      content: 'Honestly this is too expensive for us.',
    };
    const chat = (i: number): TranscriptMessage => ({
      speakerRole: 'user',
      speakerName: i % 2 ? 'Jo' : 'Alex',
      content: `Noted, item ${i} is on the list.`,
    });
    const recentEnough = [price, ...Array.from({ length: SCAN_BACK_MESSAGES - 1 }, (_, i) => chat(i))];
    expect(findObjections(recentEnough, 'Alex', 5).map((o) => o.kind)).toEqual(['price']);
    expect(findObjections([...recentEnough, chat(SCAN_BACK_MESSAGES)], 'Alex', 5)).toEqual([]);
  });

  it.each([
    ["Price isn't the issue, it's the timing.", ['timing']],
    ['Price isn’t really the issue for us.', []],
    ['If budget is a concern, we can start with one region.', []],
    ["A lot of teams tell us it's too expensive until they see the numbers.", []],
    ['We stopped using our old vendor because their support was terrible.', []],
    ['My boss loved the demo you did last week.', []],
    ["I'd have to get the green light from IT security before we could even pilot it", ['authority']],
    ['our budget got cut in half this year so', ['price']],
    ["We're a small team, I don't know that we'd get much out of it.", ['need']],
  ])('reads "%s" as %j', (sentence, kinds) => {
    expect(objectionsIn(sentence)).toEqual(kinds);
  });

  it.each([
    ['how long does onboarding usually take', true],
    ['I was wondering whether you offer a monthly plan.', true],
    ['Any chance you could send the deck after the call', true],
    ['Are you also looking at other vendors?', true],
    ["So it's four thousand a month with onboarding, right?", false],
    ["Who wouldn't want fewer phone calls?", false],
    ['What we need is one place to see every route.', false],
    ['When the trucks come back in the evening, the leads update the sheet.', false],
  ])('reads "%s" as a question: %s', (sentence, expected) => {
    expect(isQuestion(sentence)).toBe(expected);
  });

  it('keeps an unpunctuated caption question open until the coached person answers', () => {
    const asked: TranscriptMessage = {
      speakerRole: 'user',
      speakerName: 'Jo',
      content: 'ok and who handles support on weekends',
    };
    expect(unansweredQuestions([asked], 'Alex').map((q) => q.question)).toEqual([
      'ok and who handles support on weekends',
    ]);
    expect(
      unansweredQuestions([asked, { speakerRole: 'user', speakerName: 'Alex', content: 'We do.' }], 'Alex'),
    ).toEqual([]);
  });

  it('meets every target on the dev part of the corpus, which the rules were written from and the model trained on', () => {
    const items = loadCorpus(DEV_CORPUS);
    expect(items.length).toBeGreaterThanOrEqual(160);
    expect(
      missedTargets(
        score(
          items,
          items.map((item) => detect(item.text)),
        ),
      ),
    ).toEqual([]);
  });

  it('reports confident objections of the validation part, which the model was trained on', () => {
    // The engine reports only confident objections (precision first), so some objections of this
    // part go unreported; questions stay rule-based and were never tuned on this part.
    const items = loadCorpus(VALIDATION_CORPUS);
    const result = score(
      items,
      items.map((item) => detect(item.text)),
    );
    for (const kind of objectionKinds) {
      expect(result.kinds[kind].recall, `${kind} recall`).toBeGreaterThanOrEqual(TARGETS.recall);
      expect(result.kinds[kind].precision, `${kind} precision`).toBeGreaterThanOrEqual(TARGETS.precision);
    }
    expect(result.objectionFalsePositiveRate).toBeLessThanOrEqual(TARGETS.objectionFalsePositiveRate);
  });

  it('holds its measured figures on the untouched part of the corpus', () => {
    // The untouched part is written apart from the detector and never used to tune it.
    expect(existsSync(UNTOUCHED_CORPUS), `${UNTOUCHED_CORPUS.pathname} is missing`).toBe(true);
    const items = loadCorpus(UNTOUCHED_CORPUS);
    const result = score(
      items,
      items.map((item) => detect(item.text)),
    );
    for (const kind of objectionKinds) {
      expect(result.kinds[kind].precision, `${kind} precision`).toBeGreaterThanOrEqual(FLOORS[kind].precision);
      expect(result.kinds[kind].recall, `${kind} recall`).toBeGreaterThanOrEqual(FLOORS[kind].recall);
    }
    expect(result.question.precision).toBeGreaterThanOrEqual(FLOORS.question.precision);
    expect(result.question.recall).toBeGreaterThanOrEqual(FLOORS.question.recall);
    expect(result.falsePositiveRate).toBeLessThanOrEqual(FLOORS.falsePositiveRate);
    expect(result.objectionFalsePositiveRate).toBeLessThanOrEqual(FLOORS.objectionFalsePositiveRate);
  });
});

/**
 * The untouched part's figures for the engine's confident objections, measured once when their
 * thresholds were chosen (2026-11-27 09:06, `npm run bench:engine`), rounded down to the percent (false
 * positives rounded up): a guard against regressions. The targets (90 % precision, 60 %
 * recall, 8 % of neutral utterances given an objection) are met there except price and need
 * precision (89.7 and 84.2 %); the bench prints them.
 */
const FLOORS = {
  price: { precision: 0.89, recall: 0.72 },
  timing: { precision: 0.94, recall: 0.71 },
  competitor: { precision: 0.94, recall: 0.74 },
  authority: { precision: 1, recall: 0.89 },
  need: { precision: 0.84, recall: 0.68 },
  question: { precision: 0.89, recall: 0.92 },
  falsePositiveRate: 0.12,
  objectionFalsePositiveRate: 0.07,
};
