// Both ways out to the service behave alike: the node:http transport the Node proxy runs with, and the
// fetch one a serverless deployment uses. Each against a real server on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeUpstream } from '../../proxy/node-upstream.ts';
import {
  UpstreamFailure,
  createServiceCaller,
  fetchUpstream,
  goneWithSignal,
  type Upstream,
} from '../../proxy/upstream.ts';
import { sendJson, startLoopbackServer } from '../support/http-server.ts';
import { SERVICE_KEY } from './helpers/fixtures.ts';

type Server = Awaited<ReturnType<typeof startLoopbackServer>>;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A service that never answers, and tells when a request arrived and when its connection closed. */
async function holdingServer() {
  let arrive: () => void = () => {};
  let close: (value: 'closed') => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const closed = new Promise<'closed'>((resolve) => (close = resolve));
  const server = await startLoopbackServer((_request, response) => {
    response.on('close', () => close('closed'));
    arrive();
  });
  return { server, arrived, closed };
}
const node = nodeUpstream();
afterAll(() => node.close());

describe.each([
  ['node:http', node.upstream],
  ['fetch', fetchUpstream],
] as [string, Upstream][])('the %s transport', (_name, upstream) => {
  let service: Server;
  let elsewhere: Server;
  let stall: 'before answering' | 'mid-answer' | false = false;
  beforeAll(async () => {
    elsewhere = await startLoopbackServer((_request, response) => sendJson(response, 200, { leaked: true }));
    service = await startLoopbackServer((request, response) => {
      if (stall === 'before answering') return;
      if (stall === 'mid-answer')
        return void response.writeHead(200, { 'content-type': 'application/json' }).write('{"elab');
      if (request.path.endsWith('/moved')) {
        response.writeHead(307, { location: `${elsewhere.url}/api/analyze` });
        return void response.end();
      }
      sendJson(
        response,
        429,
        { error: { code: 'rate_limited', message: 'wait' } },
        { 'retry-after': '7', 'x-other': 'kept' },
      );
    });
  });
  afterAll(async () => {
    await service.close();
    await elsewhere.close();
  });
  const caller = (baseUrl: string, timeoutMs = 2_000, maxResponseBytes?: number) =>
    createServiceCaller({ upstream, baseUrl, serviceApiKey: SERVICE_KEY, timeoutMs, maxResponseBytes });

  it('sends the key, the JSON body and nothing else of note, under the base path', async () => {
    const reply = await caller(`${service.url}/svc/`)({
      method: 'POST',
      path: '/api/analyze',
      body: { currentUser: 'Alex' },
    });
    const [sent] = service.received.splice(0);
    expect(sent).toMatchObject({ method: 'POST', path: '/svc/api/analyze', body: '{"currentUser":"Alex"}' });
    expect(sent!.headers).toMatchObject({ authorization: `Bearer ${SERVICE_KEY}`, 'content-type': 'application/json' });
    expect(sent!.headers.cookie).toBeUndefined();
    expect(sent!.headers.origin).toBeUndefined();
    expect(reply.status).toBe(429);
    expect(reply.headers['retry-after']).toBe('7');
    expect(JSON.parse(reply.text)).toEqual({ error: { code: 'rate_limited', message: 'wait' } });
  });

  it('sends a GET without a body or content type', async () => {
    await caller(service.url)({ method: 'GET', path: '/api/conversation/c1' });
    const [sent] = service.received.splice(0);
    expect(sent).toMatchObject({ method: 'GET', body: '' });
    expect(sent!.headers['content-type']).toBeUndefined();
  });

  it('does not follow a redirect, so the key never goes elsewhere', async () => {
    const reply = await caller(service.url)({ method: 'POST', path: '/moved', body: {} });
    expect(reply.status).toBe(307);
    expect(elsewhere.received).toHaveLength(0);
  });

  it.each(['before answering', 'mid-answer'] as const)(
    'gives up at the deadline with a timeout failure when stalled %s',
    async (how) => {
      stall = how;
      try {
        const failure = await caller(
          service.url,
          150,
        )({ method: 'POST', path: '/api/analyze', body: {} }).catch((error) => error);
        expect(failure).toBeInstanceOf(UpstreamFailure);
        expect(failure.kind).toBe('timeout');
      } finally {
        stall = false;
      }
    },
  );

  it('cancels the call when the caller goes away: the service sees its connection close', async () => {
    const { server, arrived, closed } = await holdingServer();
    try {
      const caller_ = new AbortController();
      const pending = caller(
        server.url,
        10_000,
      )({ method: 'POST', path: '/api/analyze', body: {}, callerGone: goneWithSignal(caller_.signal) }).catch(
        (error) => error,
      );
      await arrived;
      caller_.abort();
      const failure = await pending;
      expect(failure).toBeInstanceOf(UpstreamFailure);
      expect(failure.kind).toBe('aborted');
      // Well before the 10 s deadline: the abort itself closed it.
      await expect(Promise.race([closed, delay(2_000).then(() => 'still open')])).resolves.toBe('closed');
    } finally {
      await server.close();
    }
  });

  it.each([
    ['declares its length', true],
    ['streams without a length', false],
  ])('refuses an answer over the limit that %s, as too_large', async (_how, declared) => {
    const big = await startLoopbackServer((_request, response) => {
      const body = `{"elaboration":"${'x'.repeat(200_000)}"}`;
      response.writeHead(200, {
        'content-type': 'application/json',
        ...(declared ? { 'content-length': String(body.length) } : {}),
      });
      response.end(body);
    });
    try {
      const failure = await caller(
        big.url,
        2_000,
        64 * 1024,
      )({ method: 'POST', path: '/api/analyze', body: {} }).catch((error) => error);
      expect(failure).toBeInstanceOf(UpstreamFailure);
      expect(failure.kind).toBe('too_large');
      const fits = await caller(big.url, 2_000, 256 * 1024)({ method: 'POST', path: '/api/analyze', body: {} });
      expect(fits.text).toHaveLength(200_000 + 18);
    } finally {
      await big.close();
    }
  });

  it('reports a service that is not there as unreachable', async () => {
    const gone = await startLoopbackServer(() => {});
    await gone.close();
    const failure = await caller(gone.url)({ method: 'GET', path: '/api/conversation/c1' }).catch((error) => error);
    expect(failure).toBeInstanceOf(UpstreamFailure);
    expect(failure.kind).toBe('unreachable');
  });
});
