import { describe, expect, it } from 'vitest';
import freshdeskContentScript from '../../entrypoints/freshdesk.content';
import hubspotContentScript from '../../entrypoints/hubspot.content';
import intercomContentScript from '../../entrypoints/intercom.content';

/** Chrome's match pattern grammar: a host wildcard only as the whole host or a leading "*.". */
const VALID_PATTERN = /^https:\/\/(\*|(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+)\/.*$/;

function matchesOf(script: { matches?: unknown }): string[] {
  return [...((script.matches as string[] | undefined) ?? [])].sort();
}

describe('the support tool content scripts', () => {
  it('run Intercom on its three regional app hosts', () => {
    expect(matchesOf(intercomContentScript)).toEqual([
      'https://app.au.intercom.com/*',
      'https://app.eu.intercom.com/*',
      'https://app.intercom.com/*',
    ]);
  });

  it('run HubSpot on the app host of every data hosting region, and not on its public sites', () => {
    expect(matchesOf(hubspotContentScript)).toEqual([
      'https://app-ap1.hubspot.com/*',
      'https://app-eu1.hubspot.com/*',
      'https://app-na1.hubspot.com/*',
      'https://app-na2.hubspot.com/*',
      'https://app-na3.hubspot.com/*',
      'https://app.hubspot.com/*',
    ]);
  });

  it('run Freshdesk in the agent app of any account', () => {
    expect(matchesOf(freshdeskContentScript)).toEqual(['https://*.freshdesk.com/a/*', 'https://*.freshworks.com/*']);
  });

  it('use only match patterns the browser accepts', () => {
    const all = [intercomContentScript, hubspotContentScript, freshdeskContentScript].flatMap(matchesOf);
    expect(all.filter((pattern) => !VALID_PATTERN.test(pattern))).toEqual([]);
    expect(VALID_PATTERN.test('https://app-*.hubspot.com/*')).toBe(false);
  });
});
