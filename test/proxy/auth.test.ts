// Who may call: the user's own proxy access token, and no more often than the limit.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTokenAuthority } from '../../proxy/auth/tokens.ts';
import { startStandInService, type StandInService } from './helpers/stand-in-service.ts';
import { call, startTestProxy, type Harness } from './helpers/proxy-harness.ts';
import { SERVICE_KEY, TEST_SECRET, analyzeBody, mintToken } from './helpers/fixtures.ts';

let service: StandInService;
let harness: Harness;
const alice = { user: 'alice', team: 'sales', creator: false };
const DAY_MS = 86_400_000;

beforeAll(async () => {
  service = await startStandInService();
  harness = await startTestProxy({
    SERVICE_BASE_URL: service.baseUrl,
    SERVICE_API_KEY: SERVICE_KEY,
    RATE_LIMIT_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await harness.close();
  await service.close();
});
beforeEach(() => {
  service.received.length = 0;
});

const analyzeWith = (headers: Record<string, string>) =>
  call(harness.proxy.url, 'POST', '/api/analyze', { headers, body: analyzeBody });

describe('proxy access tokens', () => {
  it('accepts a valid token', async () => {
    const result = await analyzeWith({ authorization: `Bearer ${await mintToken(alice)}` });
    expect(result.status).toBe(200);
  });

  it.each([
    ['missing', {}, 'token is required'],
    ['malformed', { authorization: 'Bearer not.a-token' }, 'not in the expected format'],
    ['not Bearer', { authorization: 'Basic YWxpY2U6cGFzcw==' }, 'not in the expected format'],
  ])('refuses a %s token with 401 in plain words', async (_what, headers, words) => {
    const result = await analyzeWith(headers);
    expect(result.status).toBe(401);
    expect(result.json.error.code).toBe('unauthenticated');
    expect(result.json.error.message).toContain(words);
    expect(result.headers.get('www-authenticate')).toContain('Bearer');
    expect(service.received).toHaveLength(0);
  });

  it('refuses a token signed with another secret', async () => {
    const foreign = await mintToken(alice, { secret: 'another-secret-that-is-also-long-enough!!' });
    const result = await analyzeWith({ authorization: `Bearer ${foreign}` });
    expect(result.status).toBe(401);
    expect(result.json.error.message).toContain('not issued by this proxy');
  });

  it('refuses a token whose claims were edited after signing', async () => {
    const [header, claims, signature] = (await mintToken(alice)).split('.');
    const edited = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString());
    const promoted = Buffer.from(JSON.stringify({ ...edited, creator: true })).toString('base64url');
    const result = await analyzeWith({ authorization: `Bearer ${header}.${promoted}.${signature}` });
    expect(result.status).toBe(401);
    expect(result.json.error.message).toContain('not issued by this proxy');
  });

  it('refuses an unsigned "alg: none" token', async () => {
    const [, claims] = (await mintToken(alice)).split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const result = await analyzeWith({ authorization: `Bearer ${none}.${claims}.` });
    expect(result.status).toBe(401);
  });

  it('refuses an expired token and says so', async () => {
    const expired = await mintToken(alice, { days: 1, issuedAt: Date.now() - 2 * DAY_MS });
    const result = await analyzeWith({ authorization: `Bearer ${expired}` });
    expect(result.status).toBe(401);
    expect(result.json.error.message).toBe('Your proxy access token has expired. Ask your admin for a new one.');
    expect(result.json.error.details).toEqual({ problem: 'expired', expiredAt: expect.any(String) });
    expect(service.received).toHaveLength(0);
  });

  it('refuses a service key sent from the browser, and does not forward it', async () => {
    const result = await analyzeWith({ authorization: `Bearer ${SERVICE_KEY}` });
    expect(result.status).toBe(401);
    expect(result.json.error.message).toContain('belong on the proxy only');
    expect(service.received).toHaveLength(0);
  });

  it('issues standard JWT claims that a JWT library holding the secret could read', async () => {
    const token = await createTokenAuthority(TEST_SECRET, () => 1_700_000_000_000).issue({
      ...alice,
      creator: true,
      days: 90,
    });
    const [encodedHeader = '', encodedClaims = '', signature] = token.split('.');
    const [header, claims] = [encodedHeader, encodedClaims].map((part) =>
      JSON.parse(Buffer.from(part, 'base64url').toString()),
    );
    expect(signature).toBe(
      createHmac('sha256', TEST_SECRET).update(`${encodedHeader}.${encodedClaims}`).digest('base64url'),
    );
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(claims).toEqual({
      sub: 'alice',
      team: 'sales',
      creator: true,
      iat: 1_700_000_000,
      exp: 1_700_000_000 + 90 * 86_400,
    });
  });

  it('needs no token for /health, which reports the mode and version', async () => {
    const result = await call(harness.proxy.url, 'GET', '/health');
    expect(result.status).toBe(200);
    expect(result.json).toEqual({
      ok: true,
      service: 'sidecue-proxy',
      mode: 'forwarding',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });
});

describe('rate limit', () => {
  it('answers 429 rate_limited with Retry-After once a user passes the limit, per user', async () => {
    const limited = await startTestProxy({
      SERVICE_BASE_URL: service.baseUrl,
      SERVICE_API_KEY: SERVICE_KEY,
      RATE_LIMIT_PER_MINUTE: '3',
    });
    try {
      const aliceToken = await mintToken(alice);
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof call>> | undefined;
      for (let i = 0; i < 4; i += 1) {
        last = await call(limited.proxy.url, 'POST', '/api/analyze', { token: aliceToken, body: analyzeBody });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(last?.json.error.code).toBe('rate_limited');
      const retryAfter = Number(last?.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(last?.json.error.details).toEqual({ retryAfterSeconds: retryAfter });
      expect(service.received).toHaveLength(3);

      const bob = await mintToken({ user: 'bob', team: 'sales', creator: false });
      expect((await call(limited.proxy.url, 'POST', '/api/analyze', { token: bob, body: analyzeBody })).status).toBe(
        200,
      );
    } finally {
      await limited.close();
    }
  });
});

describe('GET /auth/check', () => {
  const check = (headers: Record<string, string>) => call(harness.proxy.url, 'GET', '/auth/check', { headers });

  it('says whose a valid token is and until when, without calling the service', async () => {
    const issuedAt = Date.now() - DAY_MS;
    const token = await mintToken({ user: 'carol', team: 'support', creator: true }, { days: 30, issuedAt });
    const result = await check({ authorization: `Bearer ${token}` });
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.json).toEqual({
      user: 'carol',
      team: 'support',
      creator: true,
      expiresAt: new Date(Math.floor(issuedAt / 1000) * 1000 + 30 * DAY_MS).toISOString(),
    });
    expect(service.received).toHaveLength(0);
  });

  it('says null for a user without a team', async () => {
    const token = await mintToken({ user: 'dan', team: null, creator: false });
    expect((await check({ authorization: `Bearer ${token}` })).json).toMatchObject({
      user: 'dan',
      team: null,
      creator: false,
    });
  });

  it.each([
    ['missing', async () => ({})],
    ['malformed', async () => ({ authorization: 'Bearer not-a-token' })],
    ['malformed', async () => ({ authorization: 'Basic YWxpY2U6cGFzcw==' })],
    [
      'bad_signature',
      async () => ({
        authorization: `Bearer ${await mintToken(alice, { secret: 'another-secret-that-is-also-long-enough!!' })}`,
      }),
    ],
    ['service_key', async () => ({ authorization: `Bearer ${SERVICE_KEY}` })],
  ])('refuses a %s token with 401 and details.problem', async (problem, headers) => {
    const result = await check(await headers());
    expect(result.status).toBe(401);
    expect(result.json.error).toMatchObject({ code: 'unauthenticated', details: { problem } });
    expect(result.headers.get('www-authenticate')).toContain('Bearer');
  });

  it('tells when an expired token stopped working', async () => {
    const issuedAt = Date.now() - 3 * DAY_MS;
    const expired = await mintToken(alice, { days: 1, issuedAt });
    const result = await check({ authorization: `Bearer ${expired}` });
    expect(result.status).toBe(401);
    expect(result.json.error.details).toEqual({
      problem: 'expired',
      expiredAt: new Date(Math.floor(issuedAt / 1000) * 1000 + DAY_MS).toISOString(),
    });
  });
});
