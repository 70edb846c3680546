import { describe, expect, it } from 'vitest';
import { ApiError, formatDate } from '../../lib/api/errors';
import { proxyStatusWords, statusBeforeCheck } from '../../lib/settings/proxy-status';

const EXPIRES_AT = '2026-12-21T12:00:00.000Z';
const health = { ok: true, service: 'sidecue-proxy', mode: 'embedded', version: '1' } as const;
const url = 'https://sidecue.example.com';

describe('statusBeforeCheck', () => {
  it('asks the proxy only about an http(s) address and a token that is not a service key', () => {
    expect(statusBeforeCheck({ proxyUrl: '  ', proxyToken: 'tok' })).toEqual({ kind: 'no_url' });
    expect(statusBeforeCheck({ proxyUrl: 'sidecue.example.com', proxyToken: 'tok' })).toEqual({
      kind: 'not_checked',
      reason: 'Proxy URL must start with http:// or https://',
    });
    expect(statusBeforeCheck({ proxyUrl: url, proxyToken: ' service_abc' })).toMatchObject({ kind: 'not_checked' });
    expect(statusBeforeCheck({ proxyUrl: ` ${url} `, proxyToken: '' })).toBeUndefined();
  });
});

describe('proxyStatusWords', () => {
  it('names the proxy and whose token it is: a user alone, a team member, a team creator', () => {
    const until = formatDate(EXPIRES_AT);
    const connected = (team: string | null, creator: boolean) =>
      proxyStatusWords({
        kind: 'connected',
        proxyUrl: url,
        check: { kind: 'sidecue-proxy', health, token: { user: 'alex', team, creator, expiresAt: EXPIRES_AT } },
      });
    expect(connected(null, false)).toBe(`Connected to ${url} as alex, token valid until ${until}.`);
    expect(connected('sales', false)).toBe(`Connected to ${url} as alex (team sales), token valid until ${until}.`);
    expect(connected('sales', true)).toBe(
      `Connected to ${url} as alex (creator of team sales), token valid until ${until}.`,
    );
  });

  it('adds the team playbook the proxy serves, or that it has none, and nothing when the proxy did not say', () => {
    const token = { user: 'alex', team: 'sales', creator: false, expiresAt: EXPIRES_AT };
    const connected = `Connected to ${url} as alex (team sales), token valid until ${formatDate(EXPIRES_AT)}.`;
    const withPlaybook = (playbook?: { name?: string; entries: number } | null) =>
      proxyStatusWords({
        kind: 'connected',
        proxyUrl: url,
        check: { kind: 'sidecue-proxy', health, token, ...(playbook !== undefined && { playbook }) },
      });
    expect(withPlaybook({ name: 'Enterprise sales', entries: 15 })).toBe(
      `${connected} Playbook: Enterprise sales, 15 entries.`,
    );
    expect(withPlaybook({ entries: 3 })).toBe(`${connected} Playbook: 3 entries.`);
    expect(withPlaybook({ name: 'Returns', entries: 1 })).toBe(`${connected} Playbook: Returns, 1 entry.`);
    expect(withPlaybook({ entries: 1 })).toBe(`${connected} Playbook: 1 entry.`);
    expect(withPlaybook(null)).toBe(`${connected} The proxy has no playbook for your team.`);
    expect(withPlaybook()).toBe(connected);
  });

  it('says what a forwarding backend cannot, and each failure in the options page words', () => {
    expect(proxyStatusWords({ kind: 'connected', proxyUrl: url, check: { kind: 'forwarding-backend' } })).toBe(
      `Connected to ${url}: the backend accepted the token; it is not a Sidecue proxy, so it cannot say whose token it is.`,
    );
    const failed = (error: ApiError) => proxyStatusWords({ kind: 'failed', proxyUrl: url, error });
    expect(failed(new ApiError({ kind: 'unauthenticated', tokenProblem: 'revoked' }))).toBe(
      'Not connected. This access token was revoked by your admin. Ask your admin for a new one.',
    );
    expect(failed(new ApiError({ kind: 'not_sidecue' }))).toBe(
      `Not connected. ${url} answers, but it is not a Sidecue proxy. Check the address your admin sent you.`,
    );
    expect(proxyStatusWords({ kind: 'checking', proxyUrl: url })).toBe(`Checking ${url} and the token…`);
  });
});
