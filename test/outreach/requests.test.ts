import { describe, expect, it } from 'vitest';
import {
  ABOUT_ME_LABEL,
  bySeverity,
  clipboardText,
  evaluateInput,
  generateInput,
  insertResultWords,
  shortenInput,
} from '../../lib/outreach/requests';

describe('what the Outreach tab sends', () => {
  it('Generate: the profile text, a blank line, the labelled about-me text', () => {
    expect(ABOUT_ME_LABEL).toBe('About me and my offer:');
    expect(generateInput('Name: Ada\n', ' I sell forecasts. ')).toEqual({
      ok: true,
      input: 'Name: Ada\n\nAbout me and my offer:\nI sell forecasts.',
    });
    expect(generateInput('Name: Ada', '  ')).toEqual({ ok: true, input: 'Name: Ada' });
  });

  it('refuses in words what the service would refuse: no profile, or more than it takes', () => {
    const none = generateInput(' \n', 'I sell forecasts.');
    expect(none.ok).toBe(false);
    expect(!none.ok && none.error).toMatch(/^There is no profile to write from/);
    const long = generateInput('x'.repeat(19_990), 'I sell forecasts.');
    expect(!long.ok && long.error).toBe(
      'The profile and "About me and my offer" together are 20032 characters; the service takes at most 20000. Remove some text and try again.',
    );
  });

  it('Evaluate: the subject as a first line "Subject: …" when there is one', () => {
    expect(evaluateInput(' Hi Ada ', ' Idea ')).toEqual({ ok: true, input: 'Subject: Idea\n\nHi Ada' });
    expect(evaluateInput('Hi Ada', '')).toEqual({ ok: true, input: 'Hi Ada' });
    expect(evaluateInput('  ', 'Idea').ok).toBe(false);
  });

  it('Shorten: needs a draft and a limit', () => {
    expect(shortenInput('Hi Ada', 300)).toEqual({ ok: true, input: 'Hi Ada' });
    expect(shortenInput('Hi Ada', undefined)).toEqual({
      ok: false,
      error: 'Shorten needs a target: enter a number under Character limit.',
    });
    expect(shortenInput('', 300).ok).toBe(false);
  });

  it('Copy: subject, blank line, body', () => {
    expect(clipboardText('Hi Ada', 'Idea')).toBe('Subject: Idea\n\nHi Ada');
    expect(clipboardText('Hi Ada', ' ')).toBe('Hi Ada');
  });

  it('orders findings most severe first, keeping the service order within a severity', () => {
    const f = (code: string, severity: 'info' | 'warning' | 'problem') => ({ code, severity, message: code });
    expect(
      bySeverity([f('a', 'info'), f('b', 'warning'), f('c', 'problem'), f('d', 'warning'), f('e', 'problem')]).map(
        (x) => x.code,
      ),
    ).toEqual(['c', 'e', 'b', 'd', 'a']);
  });

  it('words what the insert did', () => {
    expect(insertResultWords({ ok: true, box: 'connection_note' })).toBe('Inserted into the connection note.');
    expect(insertResultWords({ ok: true, box: 'message' })).toBe('Inserted into the message box.');
    expect(insertResultWords({ ok: false, reason: 'no_box' })).toBe(
      'Open the connection note or message box on LinkedIn first.',
    );
    expect(insertResultWords({ ok: false, reason: 'too_long', limit: 300 })).toBe(
      'The box takes at most 300 characters: shorten the draft, then insert again.',
    );
  });
});
