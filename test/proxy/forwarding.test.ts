// Forwarding mode against a stand-in remote service on loopback.
import { describe, expect, it } from 'vitest';
import { sendJson } from '../support/http-server.ts';
import { harness, service, token, useForwardingProxy } from './helpers/forwarding-proxy.ts';
import { startStandInService, STAND_IN_PREFIX } from './helpers/stand-in-service.ts';
import { call, startTestProxy } from './helpers/proxy-harness.ts';
import { EXTENSION_ORIGIN, SERVICE_KEY, analyzeBody } from './helpers/fixtures.ts';

useForwardingProxy({ UPSTREAM_TIMEOUT_MS: '300' });

describe('forwarding to the service', () => {
  it('adds the service key and sends nothing of the browser: no token, cookie or Origin', async () => {
    const result = await call(harness.proxy.url, 'POST', '/api/analyze', {
      token,
      body: analyzeBody,
      origin: EXTENSION_ORIGIN,
      headers: { cookie: 'session=browser-cookie', 'x-custom': 'browser' },
    });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ elaboration: 'stand-in guidance', isSame: false });
    expect(service.received).toHaveLength(1);
    const [forwarded] = service.received;
    expect(forwarded?.headers.authorization).toBe(`Bearer ${SERVICE_KEY}`);
    expect(JSON.stringify(forwarded?.headers)).not.toContain(token);
    expect(forwarded?.headers.cookie).toBeUndefined();
    expect(forwarded?.headers.origin).toBeUndefined();
    expect(forwarded?.headers['x-custom']).toBeUndefined();
    expect(JSON.parse(forwarded?.body ?? '')).toEqual(analyzeBody);
  });

  it('keeps the path prefix of SERVICE_BASE_URL', async () => {
    await call(harness.proxy.url, 'POST', '/api/outreach/generate', {
      token,
      body: { type: 'email', input: 'Jordan at Acme' },
    });
    expect(service.received[0]?.path).toBe(`${STAND_IN_PREFIX}/api/outreach/generate`);
  });

  it.each([
    ['/api/outreach/generate', { type: 'email', input: 'Jordan at Acme' }, { body: 'stand-in message' }],
    ['/api/outreach/evaluate', { input: 'Hi Jordan, a call next week?' }, { score: 70 }],
    ['/api/outreach/shorten', { input: 'Hi Jordan, a call next week?', limit: 8 }, { text: 'Hi Jorda', limit: 8 }],
  ])('forwards %s and passes the answer on', async (path, body, expected) => {
    const result = await call(harness.proxy.url, 'POST', path, { token, body });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject(expected);
    expect(service.received.map((r) => r.path)).toEqual([STAND_IN_PREFIX + path]);
  });

  it('never passes on upstream headers that could carry credentials, nor a key echoed in a body', async () => {
    service.setOverride((_request, response) => {
      sendJson(
        response,
        200,
        { elaboration: `debug: key was ${SERVICE_KEY}` },
        {
          'set-cookie': 'upstream=1',
          authorization: `Bearer ${SERVICE_KEY}`,
          'x-api-key': SERVICE_KEY,
        },
      );
      return true;
    });
    const result = await call(harness.proxy.url, 'POST', '/api/analyze', { token, body: analyzeBody });
    expect(result.status).toBe(200);
    expect(result.headers.get('set-cookie')).toBeNull();
    expect(result.headers.get('authorization')).toBeNull();
    expect(result.headers.get('x-api-key')).toBeNull();
    expect(result.text).not.toContain(SERVICE_KEY);
    expect(result.json.elaboration).toBe('debug: key was [redacted]');
  });

  it('passes a typed upstream error on with its code and message (402 insufficient_credits)', async () => {
    service.setOverride((_request, response) => {
      sendJson(response, 402, { error: { code: 'insufficient_credits', message: 'Balance 12, need 100.' } });
      return true;
    });
    const result = await call(harness.proxy.url, 'POST', '/api/conversation', { token, body: { name: 'Call' } });
    expect(result.status).toBe(402);
    expect(result.json).toEqual({ error: { code: 'insufficient_credits', message: 'Balance 12, need 100.' } });
  });

  it('keeps Retry-After of an upstream 429', async () => {
    service.setOverride((_request, response) => {
      response.writeHead(429, { 'retry-after': '42', 'content-type': 'text/plain' });
      response.end('slow down');
      return true;
    });
    const result = await call(harness.proxy.url, 'POST', '/api/analyze', { token, body: analyzeBody });
    expect(result.status).toBe(429);
    expect(result.headers.get('retry-after')).toBe('42');
    expect(result.json.error.code).toBe('rate_limited');
  });

  it('maps an untyped upstream error by its status, in plain words', async () => {
    service.setOverride((_request, response) => {
      response.writeHead(503, { 'content-type': 'text/html' });
      response.end('<h1>Service Unavailable</h1>');
      return true;
    });
    const result = await call(harness.proxy.url, 'POST', '/api/analyze', { token, body: analyzeBody });
    expect(result.status).toBe(503);
    expect(result.json.error.code).toBe('service_unavailable');
    expect(result.json.error.message).not.toContain('<h1>');
  });

  it("reports a refused service key as the proxy's problem (502), not the user's token", async () => {
    service.setOverride((_request, response) => {
      sendJson(response, 401, { error: { code: 'unauthenticated', message: 'bad key' } });
      return true;
    });
    const result = await call(harness.proxy.url, 'POST', '/api/analyze', { token, body: analyzeBody });
    expect(result.status).toBe(502);
    expect(result.json.error.code).toBe('upstream_error');
    expect(result.json.error.message).toContain('SERVICE_API_KEY');
  });

  it('answers 504 upstream_timeout when the service does not answer in time', async () => {
    service.setOverride(() => true); // never answers
    const started = Date.now();
    const result = await call(harness.proxy.url, 'POST', '/api/analyze', { token, body: analyzeBody });
    expect(result.status).toBe(504);
    expect(result.json.error.code).toBe('upstream_timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers 502 for an answer without the id it must rewrite', async () => {
    service.setOverride((_request, response) => {
      sendJson(response, 201, { name: 'no id here' });
      return true;
    });
    const result = await call(harness.proxy.url, 'POST', '/api/conversation', { token, body: {} });
    expect(result.status).toBe(502);
    expect(result.json.error.code).toBe('upstream_error');
  });

  it('logs one line a request with its arrival time, method, path, status, duration and user, but no body, query or token', async () => {
    harness.logs.length = 0;
    const before = Date.now();
    await call(harness.proxy.url, 'POST', '/api/analyze?trace=query-marker', { token, body: analyzeBody });
    expect(harness.logs).toHaveLength(1);
    const match = /^(\S+) POST \/api\/analyze 200 \d+\.\dms user="alice"$/.exec(harness.logs[0]!);
    expect(match).not.toBeNull();
    // An ISO 8601 UTC time, taken when the request arrived.
    expect(match![1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const at = Date.parse(match![1]!);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    const everything = harness.logs.join('\n');
    expect(everything).not.toContain('expensive');
    expect(everything).not.toContain('query-marker');
    expect(everything).not.toContain(token);
  });
});

describe('upstream down', () => {
  it('answers 502 upstream_error in plain words when nothing listens', async () => {
    const gone = await startStandInService();
    const baseUrl = gone.baseUrl;
    await gone.close();
    const down = await startTestProxy({ SERVICE_BASE_URL: baseUrl, SERVICE_API_KEY: SERVICE_KEY });
    try {
      const result = await call(down.proxy.url, 'POST', '/api/analyze', { token, body: analyzeBody });
      expect(result.status).toBe(502);
      expect(result.json.error).toMatchObject({ code: 'upstream_error' });
      expect(result.json.error.message).toContain('cannot be reached');
      // The operator's line about it carries the time too, like the request lines.
      expect(down.logs.find((line) => line.includes('upstream problem'))).toMatch(
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z upstream problem: POST \/api\/analyze: /,
      );
    } finally {
      await down.close();
    }
  });
});
