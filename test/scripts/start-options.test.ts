import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPlaybook } from '../../proxy/playbook/check.ts';
import {
  languageQuery,
  PRACTICE_PLAYBOOK,
  practiceLanguageOption,
  practicePlatform,
  practiceProxyEnv,
} from '../../scripts/lib/start-options.ts';

describe('npm start --platform', () => {
  it('plays the Meet practice call unless told otherwise', () => {
    expect(practicePlatform([])).toEqual({ ok: true, platform: 'meet' });
  });

  it('takes the platform as the next word or after "="', () => {
    expect(practicePlatform(['--platform', 'teams'])).toEqual({ ok: true, platform: 'teams' });
    expect(practicePlatform(['--platform=zoom'])).toEqual({ ok: true, platform: 'zoom' });
  });

  it('says which platforms there are when the word is unknown or missing', () => {
    expect(practicePlatform(['--platform', 'webex'])).toEqual({
      ok: false,
      message: '--platform takes one of meet, teams, zoom, not "webex": for example npm start -- --platform teams.',
    });
    expect(practicePlatform(['--platform'])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^--platform takes one of meet, teams, zoom: /),
    });
  });
});

describe('npm start --lang', () => {
  it('plays the call in English unless told otherwise, with no query for it', () => {
    expect(practiceLanguageOption(['--platform', 'teams'])).toEqual({ ok: true, language: 'en' });
    expect(languageQuery('en')).toBe('');
  });

  it('takes each of the six languages, as the next word or after "="', () => {
    expect(practiceLanguageOption(['--lang', 'pt-BR'])).toEqual({ ok: true, language: 'pt-BR' });
    expect(practiceLanguageOption(['--platform', 'zoom', '--lang=ja'])).toEqual({ ok: true, language: 'ja' });
    expect(languageQuery('de')).toBe('lang=de');
  });

  it('says which languages there are when the word is unknown or missing', () => {
    expect(practiceLanguageOption(['--lang', 'it'])).toEqual({
      ok: false,
      message: '--lang takes one of en, de, fr, es, pt-BR, ja, not "it": for example npm start -- --lang de.',
    });
    expect(practiceLanguageOption(['--lang'])).toMatchObject({ ok: false });
  });
});

describe('npm start: the proxy it starts', () => {
  it('serves the practice playbook, which the proxy accepts, unless PLAYBOOK_FILE names another', () => {
    expect(practiceProxyEnv({}).PLAYBOOK_FILE).toBe(PRACTICE_PLAYBOOK);
    expect(practiceProxyEnv({ PLAYBOOK_FILE: '  ' }).PLAYBOOK_FILE).toBe(PRACTICE_PLAYBOOK);
    expect(practiceProxyEnv({ PLAYBOOK_FILE: '/etc/team.yaml' }).PLAYBOOK_FILE).toBe('/etc/team.yaml');
    const check = checkPlaybook(readFileSync(PRACTICE_PLAYBOOK, 'utf8'), PRACTICE_PLAYBOOK);
    expect(check.ok).toBe(true);
  });

  it('keeps the data in .data unless DATA_DIR says otherwise', () => {
    expect(practiceProxyEnv({}).DATA_DIR).toBe('.data');
    expect(practiceProxyEnv({ DATA_DIR: '/srv/sidecue' }).DATA_DIR).toBe('/srv/sidecue');
  });
});
