// Evaluate's findings name the concrete problem and where it is, most severe first (issue 10, section 3).
import { describe, expect, it } from 'vitest';
import { evaluateOutreach } from '../../proxy/engine/outreach/evaluate.ts';
import { isAsk } from '../../proxy/engine/outreach/rules.ts';
import { random } from '../support/random.ts';

const codes = (text: string, type?: Parameters<typeof evaluateOutreach>[1]) =>
  evaluateOutreach(text, type).findings.map((f) => f.code);
const finding = (text: string, code: string, type?: Parameters<typeof evaluateOutreach>[1]) =>
  evaluateOutreach(text, type).findings.find((f) => f.code === code);

/** A personal note with one ask, to which each test adds one fault. */
const CLEAN =
  'Hi Dana, your rollout of electric vans at Northwind Logistics stood out. Would you be open to connecting?';

describe('evaluate', () => {
  it('names each spam phrase and where it is', () => {
    const text =
      'Subject: Act now\nHi Dana, your depot in Leeds stood out. Our routes are guaranteed to work. Would you be open to a call next week?';
    const spam = finding(text, 'spam_phrases', 'email')!;
    expect(spam.severity).toBe('problem');
    expect(spam.message).toContain('"act now" in the subject');
    expect(spam.message).toContain('"guaranteed" in sentence 2 ("Our routes are guaranteed to work.")');
    expect(evaluateOutreach(text, 'email').metrics.spamPhrases).toEqual(['act now', 'guaranteed']);
    // A word that merely contains a phrase is no spam phrase.
    expect(
      codes('Hi Dana, your urgently needed depot in Leeds opened. Would you be open to a call?', 'linkedin_message'),
    ).not.toContain('spam_phrases');
  });

  it('reports no personalization when nothing is about the reader, and says the greeting names no one', () => {
    const generic = finding(
      'Hi there, we help companies grow revenue with our platform. Would you be open to a call next week?',
      'no_personalization',
      'linkedin_message',
    )!;
    expect(generic.severity).toBe('problem');
    expect(generic.message).toContain('greeting "Hi there," names no one');
    // The name in the greeting alone is a mail merge, not personalization.
    expect(
      codes('Hi Dana, we help companies grow revenue. Would you be open to a call next week?', 'linkedin_message'),
    ).toContain('no_personalization');
    expect(codes(CLEAN, 'linkedin_connection')).not.toContain('no_personalization');
  });

  it('reports two calls to action and quotes both', () => {
    const text = `${CLEAN} Or book a time here: https://cal.example/dana`;
    const twoAsks = finding(text, 'several_calls_to_action', 'linkedin_connection')!;
    expect(twoAsks.severity).toBe('problem');
    expect(twoAsks.message).toBe(
      '2 asks compete: sentence 2 ("Would you be open to connecting?"), sentence 3 ("Or book a time here: https://cal.example/dana"). Keep one, at the end.',
    );
    expect(codes(CLEAN, 'linkedin_connection')).not.toContain('several_calls_to_action');
  });

  it('reports no ask and quotes the last sentence; a verb like "book" inside a statement is no ask', () => {
    const text = 'Hi Dana, your Leeds depot books 2,000 deliveries a day. We book routes for teams like yours.';
    expect(isAsk('We book routes for teams like yours.')).toBe(false);
    expect(finding(text, 'no_call_to_action', 'linkedin_connection')!.message).toContain(
      'the last sentence, "We book routes for teams like yours.", asks for nothing',
    );
  });

  it.each([
    ['linkedin_connection', 300],
    ['inmail', 1_900],
    ['linkedin_message', 8_000],
  ] as const)('reports a %s over its %i characters as too long, and where the excess starts', (type, limit) => {
    const long = `Hi Dana,${' Your Northwind Logistics team moved fast.'.repeat(Math.ceil(limit / 40) + 1)}`;
    // Ends in a letter, so trimming cannot make it shorter.
    const atLimit = `${long.slice(0, limit - 1)}x`;
    const over = finding(`${atLimit}y`, 'over_limit', type);
    expect(over?.severity).toBe('problem');
    expect(over!.message).toMatch(
      new RegExp(
        `^Too long for an? [^:]+: ${limit + 1} characters where ${limit} are allowed, 1 over; everything after ".+" does not fit\\.$`,
      ),
    );
    expect(codes(atLimit, type)).not.toContain('over_limit');
  });

  it('reports an email over its word target, and an InMail subject over 200 characters', () => {
    const long = `Subject: Northwind vans\nHi Dana,\n${'Your Leeds team moved to electric vans fast. '.repeat(25)}Would you be open to a call next week?`;
    expect(finding(long, 'too_long', 'email')!.message).toMatch(
      /^At 2\d\d words it is long for an email; aim for 50–150\.$/,
    );
    expect(finding(`Subject: ${'Northwind '.repeat(21)}\n${CLEAN}`, 'subject_over_limit', 'inmail')!.message).toBe(
      'The subject has 209 characters where an InMail allows 200.',
    );
  });

  it('reports the reading grade and the hardest sentence', () => {
    const text =
      'Hi Dana, your Leeds depot stood out. Organizational transformation necessitates comprehensive stakeholder alignment across multidisciplinary logistics initiatives. Would you be open to a call?';
    const hard = finding(text, 'hard_to_read', 'linkedin_message')!;
    expect(hard.message).toMatch(
      /^Reading grade \d+(\.\d)? \(aim for 10 or lower\); the hardest is sentence 2 \("Organizational transformation/,
    );
    expect(codes(CLEAN, 'linkedin_connection')).not.toContain('hard_to_read');
  });

  it('lists the most severe findings first and keeps the score a whole number from 0 to 100', () => {
    const rank = { problem: 0, warning: 1, info: 2 };
    const pieces = [
      'Act now!',
      'Click here.',
      'We are great.',
      'Our platform is risk-free.',
      'Would you be open to a call?',
      'Book a demo.',
      'Hi there,',
      'Your Leeds depot stood out.',
      'Multidisciplinary organizational transformation necessitates alignment.',
      'Subject: Deal',
    ];
    const r = random(7);
    for (let i = 0; i < 300; i++) {
      const text = Array.from({ length: r.int(1, 12) }, () => r.pick(pieces)).join(r.pick([' ', '\n']));
      const result = evaluateOutreach(
        text,
        r.pick(['email', 'inmail', 'linkedin_message', 'linkedin_connection'] as const),
      );
      expect(Number.isInteger(result.score) && result.score >= 0 && result.score <= 100, text).toBe(true);
      const order = result.findings.map((f) => rank[f.severity]);
      expect(order, text).toEqual([...order].sort((a, b) => a - b));
    }
    expect(evaluateOutreach(CLEAN, 'linkedin_connection').score).toBe(100);
  });
});
