import { describe, expect, it } from 'vitest';
import {
  characterCount,
  countWords,
  defaultCharLimit,
  hasSubject,
  parseCharLimit,
  subjectCharLimit,
  wordCount,
} from '../../lib/outreach/limits';

describe('limits per message type', () => {
  it('connection note 300, or 200 on a free account; InMail body 1,900 and subject 200; LinkedIn message 8,000; email none', () => {
    expect(defaultCharLimit('linkedin_connection', false)).toBe(300);
    expect(defaultCharLimit('linkedin_connection', true)).toBe(200);
    expect(defaultCharLimit('inmail', true)).toBe(1_900);
    expect(subjectCharLimit('inmail')).toBe(200);
    expect(defaultCharLimit('linkedin_message', false)).toBe(8_000);
    expect(defaultCharLimit('email', false)).toBeUndefined();
    expect(subjectCharLimit('email')).toBeUndefined();
  });

  it('has a subject for Email and InMail only', () => {
    expect(['email', 'inmail', 'linkedin_connection', 'linkedin_message'].map((t) => hasSubject(t as 'email'))).toEqual(
      [true, true, false, false],
    );
  });

  it('reads the typed limit: empty is none, anything but a whole number from 1 to 20000 is refused in words', () => {
    expect(parseCharLimit(' 250 ')).toEqual({ ok: true, limit: 250 });
    expect(parseCharLimit('')).toEqual({ ok: true, limit: undefined });
    for (const bad of ['0', '-5', '2.5', 'abc', '20001']) {
      expect(parseCharLimit(bad)).toEqual({
        ok: false,
        error: 'Character limit must be a whole number from 1 to 20000, or empty for none.',
      });
    }
  });

  it('counts characters against the limit and says by how much it is over', () => {
    expect(characterCount('a'.repeat(300), 300)).toEqual({ text: '300 / 300 characters', over: false });
    expect(characterCount('a'.repeat(305), 300)).toEqual({
      text: '305 / 300 characters, 5 over the limit',
      over: true,
    });
  });

  it('counts words against the email target', () => {
    expect(countWords('  Hi Ada,\n\nshort   one. ')).toBe(4);
    expect(wordCount('one two three', 2)).toEqual({ text: '3 / 2 words, 1 over the target', over: true });
    expect(wordCount('', 125)).toEqual({ text: '0 / 125 words', over: false });
  });
});
