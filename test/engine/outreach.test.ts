import { describe, expect, it } from 'vitest';
import { LINKEDIN_CONNECTION_MAX_CHARS, outreachTypes } from '../../lib/api/contract.ts';
import { evaluateOutreach, readingGrade } from '../../proxy/engine/outreach/evaluate.ts';
import { generateOutreach } from '../../proxy/engine/outreach/generate.ts';
import { readProfile } from '../../proxy/engine/outreach/profile.ts';
import { shortenText } from '../../proxy/engine/outreach/shorten.ts';

const profile = `Samira Haddad
VP of Sales at Northwind Logistics
Recently launched a new inside-sales team in Lisbon.
About: I care about coaching and clean pipelines.`;

describe('outreach', () => {
  it('reads name, role, company and a detail from profile text', () => {
    expect(readProfile(profile)).toEqual({
      firstName: 'Samira',
      role: 'VP of Sales',
      company: 'Northwind Logistics',
      detail: 'Recently launched a new inside-sales team in Lisbon',
      detailSource: 'text',
    });
    expect(readProfile('nothing useful here')).toEqual({});
  });

  it.each(outreachTypes)('generates a personal %s with one ask', (type) => {
    const draft = generateOutreach(profile, type);
    expect(draft.body).toContain('Samira');
    expect(draft.characters).toBe(draft.body.length);
    if (type === 'linkedin_connection') expect(draft.body.length).toBeLessThanOrEqual(LINKEDIN_CONNECTION_MAX_CHARS);
    if (type === 'email' || type === 'inmail') expect(draft.subject).toContain('Northwind');
  });

  it('keeps a connection note under 300 characters even from a very long profile', () => {
    const long = `Chris Long\n${'Recently '.repeat(5)}built ${'a very large platform '.repeat(40)}.`;
    expect(generateOutreach(long, 'linkedin_connection').body.length).toBeLessThanOrEqual(
      LINKEDIN_CONNECTION_MAX_CHARS,
    );
  });

  it('scores a clean, personal email above a spammy, generic one', () => {
    const good = `Subject: Coaching idea for Northwind\nHi Samira,\nCongrats on launching the Lisbon team. You are probably ramping new reps fast, and your managers cannot join every call. Sidecue gives your reps live guidance during calls, so they handle objections the way your best people do. Teams your size usually see new reps reach quota sooner. Would you be open to a 15-minute call next week?\nBest, Alex`;
    const bad =
      'Subject: ACT NOW\nWe are the best. We guarantee results. Click here. Our platform is risk-free and our team is great.';
    const goodScore = evaluateOutreach(good, 'email');
    const badScore = evaluateOutreach(bad, 'email');
    expect(goodScore.score).toBeGreaterThan(badScore.score);
    expect(badScore.metrics.spamPhrases).toEqual(expect.arrayContaining(['act now', 'click here', 'risk-free']));
    expect(badScore.findings.map((f) => f.code)).toEqual(
      expect.arrayContaining(['spam_phrases', 'no_call_to_action', 'self_focused']),
    );
    expect(goodScore.metrics.callsToAction).toBe(1);
    expect(goodScore.metrics.subjectChars).toBe('Coaching idea for Northwind'.length);
  });

  it('grades reading level higher for long words and sentences', () => {
    expect(readingGrade('The cat sat. It was fun.')).toBeLessThan(
      readingGrade(
        'Organizational transformation necessitates comprehensive stakeholder alignment across multidisciplinary initiatives.',
      ),
    );
  });

  describe('shorten', () => {
    const email = `Hi Sam,\nI really wanted to reach out because our team builds live call guidance. It is actually used by many teams. We integrate with your CRM in a day. Customers see faster ramp times. Would you be open to a quick call next week?`;

    it.each([200, 120, 80, 40, 12, 3])('never exceeds a limit of %i and never cuts a word', (limit) => {
      const text = shortenText(email, limit);
      expect(text.length).toBeLessThanOrEqual(limit);
      const source = new Set(email.split(/\s+/));
      for (const word of text.split(/\s+/).filter(Boolean)) expect(source.has(word), word).toBe(true);
    });

    it('keeps the greeting and the call to action when they fit', () => {
      const text = shortenText(email, 90);
      expect(text.startsWith('Hi Sam,')).toBe(true);
      expect(text.endsWith('Would you be open to a quick call next week?')).toBe(true);
    });

    it('returns the text as it is when it already fits, and something when one word fits', () => {
      expect(shortenText('Hi Sam, call?', 100)).toBe('Hi Sam, call?');
      expect(shortenText('Hello there friend', 6)).toBe('Hello');
    });
  });
});
