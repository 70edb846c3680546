// The stored settings: the guidance language is "auto" or one of the six languages, and a damaged
// stored value falls back to "auto" without taking the user's other settings with it.
import { describe, expect, it } from 'vitest';
import { languages } from '../../lib/api/language';
import { apiOptionsOf } from '../../lib/settings/api-options';
import { Settings, defaultSettings, fixedLanguage, readStoredSettings } from '../../lib/settings/schema';

describe('guidance language setting', () => {
  it('is automatic unless the user chose a language', () => {
    expect(defaultSettings.guidanceLanguage).toBe('auto');
    expect(readStoredSettings({}).guidanceLanguage).toBe('auto');
    // Settings stored before the setting existed read as automatic.
    expect(readStoredSettings({ ...defaultSettings, guidanceLanguage: undefined }).guidanceLanguage).toBe('auto');
  });

  it.each(languages)('keeps %s once chosen', (language) => {
    expect(readStoredSettings({ ...defaultSettings, guidanceLanguage: language }).guidanceLanguage).toBe(language);
  });

  it.each([['de-DE'], ['german'], ['pt_BR'], [''], [3], [null]])(
    'reads a stored %j as automatic and keeps every other setting',
    (damaged) => {
      const stored = {
        ...defaultSettings,
        proxyUrl: 'http://127.0.0.1:8787',
        historyDays: 7,
        guidanceLanguage: damaged,
      };
      expect(readStoredSettings(stored)).toEqual({
        ...defaultSettings,
        proxyUrl: 'http://127.0.0.1:8787',
        historyDays: 7,
        guidanceLanguage: 'auto',
      });
    },
  );

  it('refuses to save a language Sidecue does not write in', () => {
    expect(Settings.safeParse({ ...defaultSettings, guidanceLanguage: 'it' }).success).toBe(false);
    expect(Settings.safeParse({ ...defaultSettings, guidanceLanguage: 'ja' }).success).toBe(true);
  });

  it('fixes a language only when one was chosen', () => {
    expect(fixedLanguage({ guidanceLanguage: 'auto' })).toBeUndefined();
    expect(fixedLanguage({ guidanceLanguage: 'pt' })).toBe('pt');
  });

  it('hands the proxy client the address, the token and the fixed language', () => {
    const settings = {
      ...defaultSettings,
      proxyUrl: 'http://127.0.0.1:8787',
      proxyToken: '',
      guidanceLanguage: 'de' as const,
    };
    expect(apiOptionsOf(settings)).toEqual({ baseUrl: 'http://127.0.0.1:8787', token: undefined, language: 'de' });
    expect(apiOptionsOf({ ...settings, proxyToken: 'tok', guidanceLanguage: 'auto' })).toEqual({
      baseUrl: 'http://127.0.0.1:8787',
      token: 'tok',
      language: undefined,
    });
  });
});
