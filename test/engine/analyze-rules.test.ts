import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from '../../proxy/engine/analyze/compose.ts';
import { nextStep } from '../../proxy/engine/analyze/next-step.ts';
import { findObjections } from '../../proxy/engine/analyze/objections.ts';
import { unansweredQuestions } from '../../proxy/engine/analyze/questions.ts';
import { sampleTranscript } from '../../proxy/engine/analyze/sample-transcript.ts';
import { sentimentTrend } from '../../proxy/engine/analyze/sentiment.ts';
import { talkStats } from '../../proxy/engine/analyze/talk.ts';
import { knownGuidanceFields, type TranscriptMessage } from '../../lib/api/contract.ts';
import { PlaybookFile } from '../../lib/api/playbook.ts';

const say = (speakerName: string, content: string): TranscriptMessage => ({
  speakerRole: 'user',
  speakerName,
  content,
});
const ME = 'Alex';

describe('analysis rules', () => {
  it('keeps questions open until the coached person speaks', () => {
    const open = unansweredQuestions(
      [say('Jo', 'Hi. How long does onboarding take?'), say('Jo', 'Do you integrate with Salesforce?')],
      ME,
    );
    expect(open.map((q) => q.question)).toEqual([
      'How long does onboarding take?',
      'Do you integrate with Salesforce?',
    ]);
    expect(unansweredQuestions([say('Jo', 'What does it cost?'), say(ME, 'It depends on seats.')], ME)).toEqual([]);
    expect(unansweredQuestions([say(ME, 'What matters most to you?')], ME)).toEqual([]);
  });

  it.each([
    ['price', 'Honestly this is too expensive for us.'],
    ['price', 'The price is too high.'],
    ['timing', "Let's revisit this next quarter."],
    ['competitor', 'We already use Gong for that.'],
    ['authority', 'I need to check with my manager first.'],
    ['need', "I don't really need another tool."],
  ])('finds a %s objection with a reply', (kind, line) => {
    const [objection] = findObjections([say('Jo', line)], ME);
    expect(objection).toMatchObject({ kind, speakerName: 'Jo', quote: line });
    expect(objection!.suggestedReply.length).toBeGreaterThan(20);
  });

  it('quotes an open question with its own mark, not a full stop after it', () => {
    const { elaboration } = analyzeTranscript([say(ME, 'Hello Jo.'), say('Jo', 'Does that work with NetSuite?')], ME);
    expect(elaboration).toContain('Answer what Jo asked: "Does that work with NetSuite?"');
    expect(elaboration).not.toContain('?".');
  });

  it('ignores objection words from the coached person and plain talk', () => {
    expect(
      findObjections([say(ME, 'Some say it is too expensive, but no.'), say('Jo', 'Sounds good to me.')], ME),
    ).toEqual([]);
  });

  it('lists only the latest objections, oldest first', () => {
    const call = [
      say('Jo', 'It is too expensive.'),
      say('Jo', 'Maybe next quarter. We already use Gong.'),
      say('Jo', 'Not my call.'),
    ];
    expect(findObjections(call, ME, 2).map((o) => o.kind)).toEqual(['competitor', 'authority']);
    expect(findObjections(call, ME).map((o) => o.kind)).toEqual(['price', 'timing', 'competitor', 'authority']);
  });

  it('measures talk share and the longest monologue', () => {
    const stats = talkStats([say(ME, 'one two three'), say(ME, 'four five'), say('Jo', 'six'), say(ME, 'seven')], ME);
    expect(stats).toEqual({ currentUserShare: 0.86, longestMonologueWords: 5 });
  });

  it('counts Japanese words, not the runs of kana and kanji between punctuation', () => {
    // 7 words (価格/が/高/すぎる/と/思い/ます) against 1: without word boundaries, each line is one run.
    const stats = talkStats([say(ME, '価格が高すぎると思います。'), say('Jo', 'はい')], ME);
    expect(stats.longestMonologueWords).toBeGreaterThanOrEqual(5);
    expect(stats.currentUserShare).toBeGreaterThanOrEqual(0.8);
    // Text in a spaced language counts as before, in the same call.
    expect(talkStats([say(ME, 'price is high'), say('Jo', 'はい')], ME)).toEqual({
      currentUserShare: 0.75,
      longestMonologueWords: 3,
    });
  });

  it('notices sentiment turning negative only at the end', () => {
    const call = [
      say('Jo', 'This is great, I love it.'),
      say('Jo', 'Very helpful and clear.'),
      say('Jo', 'Nice, good work.'),
      say('Jo', 'Sure, agree.'),
      say('Jo', 'I am worried, this is a problem and frustrating.'),
      say('Jo', 'Unfortunately I doubt it, too risky.'),
    ];
    expect(sentimentTrend(call, ME)).toEqual({ trend: 'negative', turnedNegative: true });
    expect(sentimentTrend(call.slice(0, 4), ME).turnedNegative).toBe(false);
  });

  it('looks for an agreed next step near the end only', () => {
    const early = [say('Jo', "Let's schedule a demo on Friday."), ...Array.from({ length: 30 }, () => say('Jo', 'ok'))];
    expect(nextStep(early).agreed).toBe(false);
    expect(nextStep([...early, say(ME, 'I will send you a calendar invite for next week.')]).agreed).toBe(true);
  });

  it('takes a day for a next step only with something someone will do then', () => {
    const workday = say('Jo', 'Each lead plans routes, and on Friday we reconcile everything by hand.');
    expect(nextStep([say(ME, 'How do you plan routes today?'), workday]).agreed).toBe(false);
    expect(nextStep([workday, say('Jo', "Okay, that works. Let's do Tuesday at ten.")]).agreed).toBe(true);
    expect(nextStep([workday, say('Jo', 'Thanks, Alex. Talk on Tuesday.')]).agreed).toBe(true);
  });

  it('puts a fresh objection first, and returns fields the panel can read', () => {
    const analysis = analyzeTranscript(
      [say(ME, 'Here is our pricing.'), say('Jo', 'That is way over our budget. How flexible is it?')],
      ME,
    );
    expect(analysis.elaboration.split('\n')[0]).toContain('price objection');
    expect(analysis.elaboration).toContain('How flexible is it?');
    for (const [field, schema] of Object.entries(knownGuidanceFields)) {
      // Only an analysis with a team playbook has the playbook's fields.
      if (field === 'playbook' || field === 'checklist') {
        expect(analysis, field).not.toHaveProperty(field);
        continue;
      }
      expect(schema.safeParse((analysis as unknown as Record<string, unknown>)[field]).success, field).toBe(true);
    }
  });

  it("adds the team playbook's matches and checklist when given a playbook", () => {
    const playbook = PlaybookFile.parse({
      version: 1,
      objections: [
        {
          id: 'over-budget',
          kind: 'price',
          title: 'Over budget',
          examples: ['way over our budget'],
          answer: 'Offer the starter plan.',
        },
      ],
      checklist: {
        framework: 'MEDDICC',
        items: [
          {
            id: 'metrics',
            label: 'Metrics',
            ask: 'What will you measure?',
            examples: ['we measure on-time deliveries'],
          },
        ],
      },
    });
    const analysis = analyzeTranscript(
      [say(ME, 'Here is our pricing.'), say('Jo', 'That is way over our budget. How flexible is it?')],
      ME,
      { playbook },
    );
    expect(analysis.playbook).toEqual([
      {
        id: 'over-budget',
        type: 'objection',
        title: 'Over budget',
        answer: 'Offer the starter plan.',
        speakerName: 'Jo',
        quote: 'That is way over our budget. How flexible is it?',
      },
    ]);
    expect(analysis.checklist?.items.map((item) => item.covered)).toEqual([false]);
    for (const field of ['playbook', 'checklist'] as const)
      expect(knownGuidanceFields[field].safeParse(analysis[field]).success, field).toBe(true);
  });

  it('marks guidance that repeats the latest assistant message or the saved analysis', () => {
    const transcript = [say(ME, 'Hi'), say('Jo', 'Hello')];
    const first = analyzeTranscript(transcript, ME);
    expect(first.isSame).toBe(false);
    const withContext = [
      ...transcript,
      { speakerRole: 'assistant' as const, speakerName: 'g', content: first.elaboration },
    ];
    expect(analyzeTranscript(withContext, ME).isSame).toBe(true);
    expect(analyzeTranscript(transcript, ME, { previousElaboration: ` ${first.elaboration} ` }).isSame).toBe(true);
  });

  it('keeps a long call to the latest five objections and open questions', () => {
    const analysis = analyzeTranscript(
      [say(ME, 'Hi'), ...Array.from({ length: 40 }, (_, i) => say('Jo', `Question ${i}? It is too expensive.`))],
      ME,
    );
    expect(analysis.objections).toHaveLength(5);
    expect(analysis.unansweredQuestions.map((q) => q.question)).toEqual([
      'Question 35?',
      'Question 36?',
      'Question 37?',
      'Question 38?',
      'Question 39?',
    ]);
  });

  it('is deterministic on long calls', () => {
    const transcript = sampleTranscript(5_000, 7);
    expect(analyzeTranscript(transcript, 'Alex Rivera')).toEqual(
      analyzeTranscript(sampleTranscript(5_000, 7), 'Alex Rivera'),
    );
  });
});
