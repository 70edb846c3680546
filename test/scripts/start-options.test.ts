import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPlaybook } from '../../proxy/playbook/check.ts';
import { PRACTICE_PLAYBOOK, practicePlatform, practiceProxyEnv } from '../../scripts/lib/start-options.ts';

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
