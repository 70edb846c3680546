// Two proxy instances behind one load balancer, sharing Redis (REDIS_URL): a user revoked
// through one is refused by both, and a user's rate limit holds across both.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WINDOW_MS } from '../../proxy/middleware/rate-limit.ts';
import { connectSharedState } from '../../proxy/shared-state.ts';
import { runScript } from './helpers/child.ts';
import { SERVICE_KEY, TEST_SECRET, analyzeBody, mintToken } from './helpers/fixtures.ts';
import { call, startTestProxy, type Harness } from './helpers/proxy-harness.ts';
import { startRedisServer } from './helpers/redis-server.ts';
import { startStandInService, type StandInService } from './helpers/stand-in-service.ts';

const LIMIT = 4;
let redis: Awaited<ReturnType<typeof startRedisServer>>;
let service: StandInService;
let first: Harness;
let second: Harness;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  redis = await startRedisServer();
  service = await startStandInService();
  const env = {
    SERVICE_BASE_URL: service.baseUrl,
    SERVICE_API_KEY: SERVICE_KEY,
    REDIS_URL: redis.url,
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
  };
  first = await startTestProxy(env);
  second = await startTestProxy(env);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await service?.close();
  await redis?.stop();
});

const analyze = (proxy: Harness, token: string) =>
  call(proxy.proxy.url, 'POST', '/api/analyze', { token, body: analyzeBody });

describe('two proxies sharing Redis', () => {
  it('says so when it starts', () => {
    expect(first.proxy.banner).toContain('shared through Redis');
    expect(first.proxy.banner).not.toContain(redis.url);
  });

  it("holds a user's limit across both instances, with Retry-After", async () => {
    // Redis windows are whole minutes: start early in one, so all calls fall in the same window.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await delay(60_000 - intoMinute + 100);
    const token = await mintToken({ user: 'carol', team: 'sales', creator: false });
    const statuses = [];
    for (let i = 0; i < LIMIT; i += 1) statuses.push((await analyze(i % 2 === 0 ? first : second, token)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    for (const proxy of [first, second]) {
      const refused = await analyze(proxy, token);
      expect(refused.status).toBe(429);
      expect(refused.json.error.code).toBe('rate_limited');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // Another user has a limit of their own.
    expect((await analyze(second, await mintToken({ user: 'dan', team: null, creator: false }))).status).toBe(200);
  }, 30_000);

  it('refuses a revoked user on both instances, and keeps the others', async () => {
    const alice = await mintToken({ user: 'alice', team: 'sales', creator: false });
    const bob = await mintToken({ user: 'bob', team: 'sales', creator: false });
    expect((await analyze(first, alice)).status).toBe(200);
    expect((await analyze(second, alice)).status).toBe(200);

    // The CLI, pointed at the same Redis, from a directory neither proxy uses.
    const revoked = await runScript('proxy/cli/token.ts', ['--revoke', 'alice'], {
      DATA_DIR: `${first.dataDir}-cli`,
      PROXY_TOKEN_SECRET: TEST_SECRET,
      REDIS_URL: redis.url,
    });
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain('every proxy sharing this Redis');

    for (const proxy of [first, second]) {
      let result = await analyze(proxy, alice);
      for (let waited = 0; result.status !== 401 && waited < 3_000; waited += 100) {
        await delay(100);
        result = await analyze(proxy, alice);
      }
      expect(result.status).toBe(401);
      expect(result.json.error.details.problem).toBe('revoked');
      expect((await analyze(proxy, bob)).status).toBe(200);
    }
  }, 30_000);

  it('a proxy started after the revocation knows it too', async () => {
    const late = await startTestProxy({
      SERVICE_BASE_URL: service.baseUrl,
      SERVICE_API_KEY: SERVICE_KEY,
      REDIS_URL: redis.url,
    });
    try {
      const alice = await mintToken(
        { user: 'alice', team: 'sales', creator: false },
        { issuedAt: Date.now() - 60_000 },
      );
      expect((await analyze(late, alice)).json.error.details.problem).toBe('revoked');
    } finally {
      await late.close();
    }
  });
});

describe('the shared rate-limit count', () => {
  it('counts in one window key that expires, and keeps counting after Redis forgets its scripts', async () => {
    const shared = await connectSharedState(redis.url, { subscribe: false });
    const inspector = new Redis(redis.url);
    try {
      // The middle of a window, so the three hits share it.
      const at = Math.floor(Date.now() / WINDOW_MS) * WINDOW_MS + WINDOW_MS / 2;
      const counts = [];
      for (let i = 0; i < 3; i += 1) counts.push((await shared.rateLimitStore.hit('erin', at)).count);
      expect(counts).toEqual([1, 2, 3]);
      const key = `sidecue:rate:erin:${at / WINDOW_MS - 0.5}`;
      const ttl = await inspector.pttl(key);
      expect(ttl).toBeGreaterThan(WINDOW_MS);
      expect(ttl).toBeLessThanOrEqual(2 * WINDOW_MS);

      // As after a Redis restart: the script is gone, and the next hit must load it again.
      await inspector.script('FLUSH');
      expect(await shared.rateLimitStore.hit('erin', at)).toEqual({ count: 4, resetAt: at + WINDOW_MS / 2 });
    } finally {
      inspector.disconnect();
      await shared.close();
    }
  });
});
