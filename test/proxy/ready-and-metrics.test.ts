// What an operator's tools read: GET /ready for the load balancer, GET /metrics for Prometheus.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILES } from '../../proxy/storage/open.ts';
import { checkReadiness, NotReady, notReadyWords, type ReadinessPart } from '../../proxy/routes/ready.ts';
import { routeLabel } from '../../proxy/middleware/measure.ts';
import { DATABASES, databaseUrlFor, freshPostgresUrl } from '../support/databases.ts';
import { sendJson, startLoopbackServer } from '../support/http-server.ts';
import { SERVICE_KEY, mintToken } from './helpers/fixtures.ts';
import { call, startTestProxy, type Harness } from './helpers/proxy-harness.ts';
import { startRedisServer } from './helpers/redis-server.ts';
import { startStandInModel } from './helpers/stand-in-model.ts';
import { startStandInService, type StandInService } from './helpers/stand-in-service.ts';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';
// Words that must never reach a label: a user, a team, a conversation name, a transcript word.
const USER = 'zebulonuser';
const TEAM = 'quokkateam';
const NAME = 'Marmaladeconversation';
const WORD = 'xylophonic';
const body = {
  currentUser: 'Alex',
  transcript: [
    { speakerRole: 'user', speakerName: 'Alex', content: `Hello, shall we talk about the ${WORD} plan?` },
    { speakerRole: 'user', speakerName: 'Jordan', content: 'Honestly your price seems too expensive for us.' },
  ],
};

let service: StandInService;
beforeAll(async () => {
  service = await startStandInService();
});
afterAll(async () => {
  await service.close();
});

const scrape = (url: string, token = METRICS_TOKEN) => call(url, 'GET', '/metrics', { token });

/** The value of one series in a scrape, 0 when absent. */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('readiness checks', () => {
  const part = (name: string, check: ReadinessPart['check']): ReadinessPart => ({ name, words: name, check });

  it('runs the parts at once and names each that fails, late or throws, without the error’s own words', async () => {
    const parts = [
      part('fine', () => {}),
      part('late', () => new Promise(() => {})),
      part('broken', () => {
        throw new Error('connect ECONNREFUSED 10.0.0.7:6379');
      }),
      part('stopping', () => {
        throw new NotReady('it is shutting down');
      }),
    ];
    const started = performance.now();
    const states = await checkReadiness(parts, 200);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(states).toEqual([
      { name: 'fine', answers: true },
      { name: 'late', answers: false, problem: 'no answer within 200 ms' },
      { name: 'broken', answers: false, problem: 'it answered with an error' },
      { name: 'stopping', answers: false, problem: 'it is shutting down' },
    ]);
    expect(notReadyWords(parts, states)).toBe(
      'Not ready: late does not answer (no answer within 200 ms); broken does not answer (it answered with an error); stopping does not answer (it is shutting down).',
    );
  });
});

// The database part reads through the proxy's own storage: on each database.
describe.each(DATABASES)('GET /ready with Redis, on %s', (database) => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let harness: Harness;
  beforeAll(async () => {
    redis = await startRedisServer();
    harness = await startTestProxy({
      SERVICE_BASE_URL: service.baseUrl,
      SERVICE_API_KEY: SERVICE_KEY,
      REDIS_URL: redis.url,
      METRICS_TOKEN,
      DATABASE_URL: await databaseUrlFor(database),
    });
  });
  afterAll(async () => {
    await harness.close();
    await redis.stop();
  });

  it('answers 200 while the database and Redis answer, 503 naming Redis once it is gone, and counts its errors', async () => {
    const ready = await call(harness.proxy.url, 'GET', '/ready');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(ready.json).toEqual({
      ready: true,
      parts: [
        { name: 'proxy', answers: true },
        { name: 'database', answers: true },
        { name: 'redis', answers: true },
      ],
    });
    // /health stays a liveness check: the process is up whatever Redis does.
    expect((await call(harness.proxy.url, 'GET', '/health')).status).toBe(200);

    await redis.stop();
    const token = await mintToken({ user: USER, team: TEAM, creator: false });
    // The rate limit needs Redis: this call fails, and counts as a Redis error.
    expect((await call(harness.proxy.url, 'POST', '/api/analyze', { token, body })).status).toBe(503);
    const notReady = await call(harness.proxy.url, 'GET', '/ready');
    expect(notReady.status).toBe(503);
    expect(notReady.json.error.code).toBe('service_unavailable');
    expect(notReady.json.error.message).toMatch(/^Not ready: Redis does not answer \(.+\)\.$/);
    expect(notReady.json.error.details.parts).toContainEqual({ name: 'database', answers: true });
    expect(harness.logs.some((line) => line.includes('Not ready: Redis does not answer'))).toBe(true);
    expect((await call(harness.proxy.url, 'GET', '/health')).status).toBe(200);

    const metrics = (await scrape(harness.proxy.url)).text;
    expect(seriesValue(metrics, 'sidecue_store_errors_total{store="redis"}')).toBeGreaterThanOrEqual(2);
    expect(seriesValue(metrics, 'sidecue_store_errors_total{store="database"}')).toBe(0);
  });
});

// The embedded engine keeps its own store: its failures are database errors too, not only 500s.
describe.each(DATABASES)('the embedded engine’s database failing, on %s', (database) => {
  it('counts its errors as database errors and makes /ready name the database', async () => {
    // A database of its own: this test breaks it.
    const databaseUrl = database === 'postgres' ? await freshPostgresUrl() : undefined;
    const harness = await startTestProxy({ METRICS_TOKEN, DATABASE_URL: databaseUrl });
    try {
      const token = await mintToken({ user: USER, team: TEAM, creator: false });
      expect((await call(harness.proxy.url, 'POST', '/api/analyze', { token, body })).status).toBe(200);
      expect(seriesValue((await scrape(harness.proxy.url)).text, 'sidecue_store_errors_total{store="database"}')).toBe(
        0,
      );

      // Every engine call starts by finding the caller's account: without its table, each one fails.
      const breakAccounts = 'ALTER TABLE accounts RENAME TO accounts_moved_away';
      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(breakAccounts).finally(() => client.end());
      } else {
        const file = new Database(join(harness.dataDir, SQLITE_FILES.engine));
        file.exec(breakAccounts);
        file.close();
      }

      const failed = await call(harness.proxy.url, 'POST', '/api/analyze', { token, body });
      expect(failed.status).toBeGreaterThanOrEqual(500);
      const notReady = await call(harness.proxy.url, 'GET', '/ready');
      expect(notReady.status).toBe(503);
      expect(notReady.json.error.details.parts).toContainEqual(
        expect.objectContaining({ name: 'database', answers: false }),
      );
      const metrics = (await scrape(harness.proxy.url)).text;
      expect(seriesValue(metrics, 'sidecue_store_errors_total{store="database"}')).toBeGreaterThanOrEqual(2);
      expect(seriesValue(metrics, 'sidecue_store_errors_total{store="redis"}')).toBe(0);
    } finally {
      await harness.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists /ready, open to all, with its 503', async () => {
    const harness = await startTestProxy({ SERVICE_BASE_URL: service.baseUrl, SERVICE_API_KEY: SERVICE_KEY });
    try {
      const doc = (await call(harness.proxy.url, 'GET', '/openapi.json')).json;
      const ready = doc.paths['/ready'].get;
      expect(ready.security).toEqual([]);
      expect(ready.responses['200'].content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/ReadyResponse',
      });
      expect(ready.responses['503'].description).toContain('service_unavailable');
    } finally {
      await harness.close();
    }
  });
});

describe('GET /metrics', () => {
  it('is off by default: 404', async () => {
    const harness = await startTestProxy({ SERVICE_BASE_URL: service.baseUrl, SERVICE_API_KEY: SERVICE_KEY });
    try {
      expect((await scrape(harness.proxy.url)).status).toBe(404);
    } finally {
      await harness.close();
    }
  });

  describe('with METRICS_TOKEN', () => {
    let harness: Harness;
    let webhookReceiver: Awaited<ReturnType<typeof startLoopbackServer>>;
    beforeAll(async () => {
      // A receiver that is down: every event stays in the queue.
      webhookReceiver = await startLoopbackServer((_request, response) => sendJson(response, 503, {}));
      harness = await startTestProxy({
        SERVICE_BASE_URL: service.baseUrl,
        SERVICE_API_KEY: SERVICE_KEY,
        METRICS_TOKEN,
        RATE_LIMIT_PER_MINUTE: '6',
        WEBHOOK_URL: webhookReceiver.url,
        WEBHOOK_SECRET: `whsec_${Buffer.from('a'.repeat(32)).toString('base64')}`,
      });
    });
    afterAll(async () => {
      await harness.close();
      await webhookReceiver.close();
    });

    it('refuses a missing or wrong token with 401', async () => {
      expect((await call(harness.proxy.url, 'GET', '/metrics')).status).toBe(401);
      const wrong = await scrape(harness.proxy.url, `${METRICS_TOKEN.slice(0, -1)}x`);
      expect(wrong.status).toBe(401);
      expect(wrong.json.error.code).toBe('unauthenticated');
      // A user's access token is no metrics token.
      const userToken = await mintToken({ user: USER, team: TEAM, creator: false });
      expect((await scrape(harness.proxy.url, userToken)).status).toBe(401);
    });

    it('counts by route pattern and status, with no user, team, id or text in any label', async () => {
      const url = harness.proxy.url;
      const token = await mintToken({ user: USER, team: TEAM, creator: false });
      const created = await call(url, 'POST', '/api/conversation', { token, body: { name: NAME } });
      expect(created.status).toBe(201);
      const handle = created.json.id as string;
      const read = await call(url, 'GET', `/api/conversation/${encodeURIComponent(handle)}`, { token });
      expect(read.status).toBe(200);
      expect((await call(url, 'POST', '/api/analyze', { token, body: { ...body, sessionId: handle } })).status).toBe(
        200,
      );
      // The service fails once: an upstream error.
      service.setOverride((_request, response) => {
        sendJson(response, 500, { oops: true });
        return true;
      });
      expect((await call(url, 'POST', '/api/analyze', { token, body })).status).toBe(500);
      service.setOverride(undefined);
      // Over the limit of 6 a minute: refused.
      const answers = await Promise.all([1, 2, 3].map(() => call(url, 'POST', '/api/analyze', { token, body })));
      expect(answers.map((answer) => answer.status)).toContain(429);
      expect((await call(url, 'GET', `/no-such-page-${WORD}`)).status).toBe(404);

      const scraped = await scrape(url);
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('content-type')).toContain('text/plain');
      expect(scraped.headers.get('cache-control')).toBe('no-store');
      const text = scraped.text;
      for (const secret of [USER, TEAM, NAME, WORD, handle, 'Jordan', 'expensive']) expect(text).not.toContain(secret);

      expect(
        seriesValue(text, 'sidecue_http_requests_total{method="POST",route="/api/conversation",status="201"}'),
      ).toBe(1);
      expect(
        seriesValue(text, 'sidecue_http_requests_total{method="GET",route="/api/conversation/:handle",status="200"}'),
      ).toBe(1);
      expect(seriesValue(text, 'sidecue_http_requests_total{method="POST",route="/api/analyze",status="200"}')).toBe(3);
      expect(seriesValue(text, 'sidecue_http_requests_total{method="POST",route="/api/analyze",status="429"}')).toBe(1);
      expect(seriesValue(text, 'sidecue_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
      expect(seriesValue(text, 'sidecue_rate_limited_total')).toBe(1);
      expect(seriesValue(text, 'sidecue_upstream_errors_total{kind="error_status"}')).toBe(1);
      expect(seriesValue(text, 'sidecue_added_latency_seconds_count{method="POST",route="/api/analyze"}')).toBe(5);
      // What the proxy adds is far below what the service's round trips take in all.
      expect(seriesValue(text, 'sidecue_added_latency_seconds_bucket{le="1",method="POST",route="/api/analyze"}')).toBe(
        5,
      );
      expect(text).toContain('process_resident_memory_bytes');
    });

    it('shows the webhook queue waiting on a receiver that is down', async () => {
      const token = await mintToken({ user: 'another', team: TEAM, creator: false });
      await call(harness.proxy.url, 'POST', '/api/conversation', { token, body: { name: NAME } });
      const deadline = Date.now() + 10_000;
      let depth = 0;
      while (depth < 1 && Date.now() < deadline) {
        depth = seriesValue((await scrape(harness.proxy.url)).text, 'sidecue_webhook_queue_depth');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(depth).toBeGreaterThanOrEqual(1);
    });
  });

  it('counts the model’s answers and the rules’ fallbacks in embedded mode', async () => {
    const model = await startStandInModel();
    model.answer(() => ({ kind: 'status', status: 503 }));
    const harness = await startTestProxy({ LLM_BASE_URL: model.url, LLM_MODEL: 'stand-in', METRICS_TOKEN });
    try {
      const token = await mintToken({ user: USER, team: TEAM, creator: false });
      expect((await call(harness.proxy.url, 'POST', '/api/analyze', { token, body })).status).toBe(200);
      const text = (await scrape(harness.proxy.url)).text;
      expect(seriesValue(text, 'sidecue_model_calls_total{call="analyze",outcome="failed"}')).toBe(1);
      expect(text).not.toContain(WORD);
    } finally {
      await harness.close();
      await model.close();
    }
  }, 60_000);
});

describe('route labels', () => {
  it('are route patterns, and one word for any path no endpoint matched', () => {
    expect(routeLabel('/api/conversation/:handle')).toBe('/api/conversation/:handle');
    expect(routeLabel('/api/*')).toBe('unmatched');
    expect(routeLabel('*')).toBe('unmatched');
    expect(routeLabel('')).toBe('unmatched');
  });
});
