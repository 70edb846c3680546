// Tokens over their life: they expire, an admin can revoke one user's tokens on a running proxy,
// and the signing secret can be rotated with old and new accepted for a set overlap.
import { describe, expect, it } from 'vitest';
import { createTokenAuthority } from '../../proxy/auth/tokens.ts';
import { ConfigError, loadProxyConfig } from '../../proxy/config.ts';
import { runScript } from './helpers/child.ts';
import { SERVICE_KEY, TEST_SECRET, analyzeBody, mintToken } from './helpers/fixtures.ts';
import { call, startTestProxy } from './helpers/proxy-harness.ts';
import { startStandInService } from './helpers/stand-in-service.ts';

const alice = { user: 'alice', team: 'sales', creator: false };
const bob = { user: 'bob', team: 'sales', creator: false };
const DAY_MS = 86_400_000;
const OLD_SECRET = 'the-old-secret-before-the-rotation-0123456789';
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('expiry', () => {
  it('accepts a token until its exp and refuses it from then on, even once it was checked and remembered', async () => {
    let clock = 1_700_000_000_000;
    const authority = createTokenAuthority(TEST_SECRET, () => clock);
    const token = await authority.issue({ ...alice, days: 1 });
    clock += DAY_MS - 1_000;
    expect(await authority.check(token)).toMatchObject({ ok: true, user: { id: 'alice' } });
    clock += 1_000;
    expect(await authority.check(token)).toEqual({ ok: false, problem: 'expired', exp: 1_700_000_000 + 86_400 });
  });
});

describe('revoking one user', () => {
  it('refuses every token of that user on the running proxy, keeps the others, and accepts a token minted afterwards', async () => {
    const service = await startStandInService();
    const harness = await startTestProxy({ SERVICE_BASE_URL: service.baseUrl, SERVICE_API_KEY: SERVICE_KEY });
    try {
      const analyze = (token: string) => call(harness.proxy.url, 'POST', '/api/analyze', { token, body: analyzeBody });
      const [aliceToken, aliceOther, bobToken] = [
        await mintToken(alice),
        await mintToken(alice, { days: 30 }),
        await mintToken(bob),
      ];
      expect((await analyze(aliceToken)).status).toBe(200);

      const revoked = await runScript('proxy/cli/token.ts', ['--revoke', 'alice'], {
        DATA_DIR: harness.dataDir,
        PROXY_TOKEN_SECRET: TEST_SECRET,
      });
      expect(revoked.code).toBe(0);
      expect(revoked.stdout).toContain('Revoked every token of alice');

      let refused = await analyze(aliceToken);
      for (let waited = 0; refused.status === 200 && waited < 3_000; waited += 100) {
        await delay(100);
        refused = await analyze(aliceToken);
      }
      expect(refused.status).toBe(401);
      expect(refused.json.error).toMatchObject({ code: 'unauthenticated', details: { problem: 'revoked' } });
      expect(refused.json.error.message).toContain('revoked');
      expect((await analyze(aliceOther)).status).toBe(401);
      const check = await call(harness.proxy.url, 'GET', '/auth/check', { token: aliceToken });
      expect(check.json.error.details.problem).toBe('revoked');
      expect((await analyze(bobToken)).status).toBe(200);

      // Revocation covers tokens issued up to its second; one minted later works.
      await delay(1_100);
      expect((await analyze(await mintToken(alice))).status).toBe(200);
    } finally {
      await harness.close();
      await service.close();
    }
  });
});

describe('rotating the signing secret', () => {
  it('accepts tokens and conversation handles of the old secret during the overlap, and new ones', async () => {
    const service = await startStandInService();
    const before = await startTestProxy({
      SERVICE_BASE_URL: service.baseUrl,
      SERVICE_API_KEY: SERVICE_KEY,
      PROXY_TOKEN_SECRET: OLD_SECRET,
    });
    const oldToken = await mintToken(alice, { secret: OLD_SECRET });
    const created = await call(before.proxy.url, 'POST', '/api/conversation', {
      token: oldToken,
      body: { name: 'Call with Jordan' },
    });
    expect(created.status).toBe(201);
    await before.close();

    const after = await startTestProxy({
      SERVICE_BASE_URL: service.baseUrl,
      SERVICE_API_KEY: SERVICE_KEY,
      PROXY_TOKEN_SECRET: TEST_SECRET,
      PROXY_PREVIOUS_TOKEN_SECRET: OLD_SECRET,
      PROXY_PREVIOUS_TOKEN_SECRET_UNTIL: new Date(Date.now() + DAY_MS).toISOString(),
    });
    try {
      const analyze = (token: string) => call(after.proxy.url, 'POST', '/api/analyze', { token, body: analyzeBody });
      expect((await analyze(oldToken)).status).toBe(200);
      expect((await analyze(await mintToken(alice))).status).toBe(200);
      const foreign = await analyze(await mintToken(alice, { secret: 'some-third-secret-that-is-long-enough-000' }));
      expect(foreign.json.error.details.problem).toBe('bad_signature');
      // The handle sealed before the rotation still opens, with either token.
      const got = await call(after.proxy.url, 'GET', `/api/conversation/${created.json.id}`, {
        token: await mintToken(alice),
      });
      expect(got.status).toBe(200);
      expect(got.json.name).toBe('Call with Jordan');
    } finally {
      await after.close();
      await service.close();
    }
  });

  it('refuses the old secret once the overlap has ended, remembered or not', async () => {
    let clock = 1_700_000_000_000;
    const until = clock + DAY_MS;
    const oldToken = await createTokenAuthority(OLD_SECRET, () => clock).issue({ ...alice, days: 30 });
    const authority = createTokenAuthority(TEST_SECRET, () => clock, { previous: [{ secret: OLD_SECRET, until }] });
    const newToken = await authority.issue({ ...alice, days: 30 });
    clock = until - 1;
    expect((await authority.check(oldToken)).ok).toBe(true);
    clock = until;
    expect(await authority.check(oldToken)).toEqual({ ok: false, problem: 'bad_signature' });
    expect((await authority.check(newToken)).ok).toBe(true);
  });

  it('needs the end of the overlap with the previous secret, and the new secret with it', () => {
    expect(() => loadProxyConfig({ PROXY_TOKEN_SECRET: TEST_SECRET, PROXY_PREVIOUS_TOKEN_SECRET: OLD_SECRET })).toThrow(
      /PROXY_PREVIOUS_TOKEN_SECRET_UNTIL/,
    );
    expect(() =>
      loadProxyConfig({
        PROXY_PREVIOUS_TOKEN_SECRET: OLD_SECRET,
        PROXY_PREVIOUS_TOKEN_SECRET_UNTIL: '2026-12-01T00:00:00Z',
      }),
    ).toThrow(ConfigError);
    expect(() =>
      loadProxyConfig({
        PROXY_TOKEN_SECRET: TEST_SECRET,
        PROXY_PREVIOUS_TOKEN_SECRET: OLD_SECRET,
        PROXY_PREVIOUS_TOKEN_SECRET_UNTIL: 'next week',
      }),
    ).toThrow(/date and time/);
  });
});
