import { fakeBrowser } from 'wxt/testing/fake-browser';
import { describe, expect, it } from 'vitest';
import English from '../../public/_locales/en/messages.json';
import { fillPlaceholders } from '../../lib/i18n/fill-placeholders';
import { t } from '../../lib/i18n/messages';

describe('fillPlaceholders', () => {
  it('fills named placeholders from the numbered substitutions, and $$ is a dollar sign', () => {
    const entry = {
      message: '$WHO$ owes $$$AMOUNT$',
      placeholders: { who: { content: '$1' }, amount: { content: '$2' } },
    };
    expect(fillPlaceholders(entry, ['Dana', '40'])).toBe('Dana owes $40');
  });

  it('leaves an unknown placeholder as written, so a typo shows instead of vanishing', () => {
    expect(fillPlaceholders({ message: 'Hello $NAME$' }, ['Dana'])).toBe('Hello $NAME$');
  });
});

describe('the English messages file', () => {
  it('gives every message a description for translators, and each placeholder a numbered content', () => {
    for (const [key, entry] of Object.entries(English) as [
      string,
      { description?: string; placeholders?: Record<string, { content: string }> },
    ][]) {
      expect(entry.description, key).toBeTruthy();
      for (const placeholder of Object.values(entry.placeholders ?? {}))
        expect(placeholder.content, key).toMatch(/^\$\d$/);
    }
  });

  it('is what t() says in tests, survives a fake-browser reset, and fills substitutions', () => {
    fakeBrowser.reset();
    expect(t('extName')).toBe('Sidecue');
    expect(t('panelCardLabel', 'Dana Reyes', '10:30:00 AM')).toBe('Guidance for Dana Reyes at 10:30:00 AM');
  });
});
