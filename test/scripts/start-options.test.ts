import { describe, expect, it } from 'vitest';
import { practicePlatform } from '../../scripts/lib/start-options.ts';

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
