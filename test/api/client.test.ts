import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api/client';
import { ApiError } from '../../lib/api/errors';
import { errorBody } from '../../lib/api/contract';
import { startLoopbackServer, sendJson, type Handler } from '../support/http-server';

const transcript = [
  { speakerRole: 'user' as const, speakerName: 'Alex', content: 'Hello' },
  { speakerRole: 'user' as const, speakerName: 'Jordan', content: 'Too expensive.' },
];
const analyzeRequest = { currentUser: 'Alex', transcript };

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(handler: Handler) {
  const server = await startLoopbackServer(handler);
  close = server.close;
  return server;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('posts to the service path under the base URL prefix with the bearer token, and reads guidance', async () => {
    const server = await serve((_req, res) =>
      sendJson(res, 200, { elaboration: 'Address the price concern.', isSame: false, custom: 1 }),
    );
    const client = createApiClient({ baseUrl: `${server.url}/team-proxy/`, token: 'tok-123' });
    const result = await client.analyze(analyzeRequest);
    expect(result.guidance).toMatchObject({ elaboration: 'Address the price concern.', isSame: false });
    expect(result.raw.custom).toBe(1);
    const [request] = server.received;
    expect(request?.path).toBe('/team-proxy/api/analyze');
    expect(request?.headers.authorization).toBe('Bearer tok-123');
    expect(JSON.parse(request?.body ?? '')).toEqual(analyzeRequest);
  });

  it('refuses invalid input before sending anything', async () => {
    const server = await serve((_req, res) => sendJson(res, 200, {}));
    const client = createApiClient({ baseUrl: server.url });
    const error = await failure(client.analyze({ currentUser: 'Nobody', transcript }));
    expect(error.kind).toBe('invalid_request');
    expect(error.words.action).toContain('currentUser');
    expect(server.received).toHaveLength(0);
  });

  it.each([
    [401, 'unauthenticated', 'access token'],
    [402, 'insufficient_credits', 'credits'],
    [403, 'forbidden', 'someone else'],
    [404, 'not_found', 'no longer exists'],
    [413, 'too_large', 'too large'],
    [503, 'service_unavailable', 'not answering'],
  ] as const)('turns a typed %i into plain words', async (status, code, words) => {
    const server = await serve((_req, res) => sendJson(res, status, errorBody(code, 'server says so')));
    const client = createApiClient({ baseUrl: server.url, readRetries: 0 });
    const error = await failure(client.analyze(analyzeRequest));
    expect(error.status).toBe(status);
    expect(`${error.words.title} ${error.words.action}`.toLowerCase()).toContain(words);
  });

  it('reports the wait of a 429 from the typed body or the Retry-After header', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(429, { 'retry-after': '17' });
      res.end('slow down');
    });
    const client = createApiClient({ baseUrl: server.url });
    const error = await failure(client.analyze(analyzeRequest));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBe(17);
    expect(error.words.action).toContain('17 s');
  });

  it('never retries a POST, so nothing is saved or charged twice', async () => {
    const server = await serve((_req, res) => sendJson(res, 503, errorBody('service_unavailable', 'down')));
    const client = createApiClient({ baseUrl: server.url, readRetries: 2 });
    await failure(client.createConversation({ name: 'Call' }));
    expect(server.received).toHaveLength(1);
  });

  it('retries a read that failed for a passing reason', async () => {
    let calls = 0;
    const server = await serve((_req, res) => {
      calls += 1;
      if (calls === 1) sendJson(res, 502, errorBody('upstream_error', 'blip'));
      else sendJson(res, 200, { id: 'h1', name: 'Call', analyses: [] });
    });
    const client = createApiClient({ baseUrl: server.url, readRetries: 2 });
    const conversation = await client.getConversation('h1');
    expect(conversation.analyses).toEqual([]);
    expect(server.received.map((r) => r.path)).toEqual(['/api/conversation/h1', '/api/conversation/h1']);
  });

  it('sends delete with the id in the JSON body', async () => {
    const server = await serve((_req, res) => sendJson(res, 200, { id: 'h9', deleted: true }));
    const client = createApiClient({ baseUrl: server.url });
    await client.deleteConversation('h9');
    expect(server.received[0]).toMatchObject({ method: 'DELETE', path: '/api/conversation' });
    expect(JSON.parse(server.received[0]?.body ?? '')).toEqual({ id: 'h9' });
  });

  it('says a fixed language on the calls that write text (guidance, recap, outreach) and on no other', async () => {
    const answers: Record<string, unknown> = {
      '/api/analyze': { elaboration: 'Auf den Preis eingehen.' },
      '/api/recap': {},
      '/api/outreach/generate': { type: 'email', body: 'Hallo Jordan', characters: 12 },
      '/api/outreach/evaluate': {
        score: 70,
        findings: [],
        metrics: { words: 3, readingGrade: 5, callsToAction: 1, spamPhrases: [], personalization: 0 },
      },
      '/api/outreach/shorten': { text: 'Hallo', characters: 5, limit: 8 },
      '/api/conversation/h1': { id: 'h1', name: null, createdAt: '2026-01-02T03:04:05.000Z', analyses: [] },
    };
    const server = await serve((req, res) => sendJson(res, 200, answers[req.path] ?? {}));
    const client = createApiClient({ baseUrl: server.url, token: 'tok', language: 'de' });
    await client.analyze(analyzeRequest);
    await client.recap(analyzeRequest);
    await client.generateOutreach({ type: 'email', input: 'Jordan at Acme' });
    await client.evaluateOutreach({ type: 'email', input: 'Hallo Jordan' });
    await client.shortenOutreach({ input: 'Hallo Jordan', limit: 8 });
    await client.getConversation('h1');
    const languageOf = (path: string) => server.received.find((r) => r.path === path)?.headers['x-sidecue-language'];
    for (const path of Object.keys(answers).slice(0, 5)) expect(languageOf(path), path).toBe('de');
    expect(languageOf('/api/conversation/h1')).toBeUndefined();
    // Automatic: nothing is said, and the engine finds the conversation's language.
    server.received.length = 0;
    await createApiClient({ baseUrl: server.url, token: 'tok' }).analyze(analyzeRequest);
    expect(server.received[0]?.headers).not.toHaveProperty('x-sidecue-language');
    expect(server.received[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('says the proxy is unreachable when nothing listens', async () => {
    const server = await serve(() => undefined);
    const url = server.url;
    await server.close();
    close = undefined;
    const error = await failure(createApiClient({ baseUrl: url, readRetries: 0 }).analyze(analyzeRequest));
    expect(error.kind).toBe('unreachable');
  });

  it('times out a proxy that never answers', async () => {
    await serve(() => undefined).then((server) => {
      const client = createApiClient({ baseUrl: server.url, timeoutMs: 200 });
      return failure(client.analyze(analyzeRequest)).then((error) => expect(error.kind).toBe('timeout'));
    });
  });

  it('refuses a response that breaks the contract', async () => {
    const server = await serve((_req, res) => sendJson(res, 200, { name: 'no id' }));
    const error = await failure(createApiClient({ baseUrl: server.url }).createConversation());
    expect(error.kind).toBe('bad_response');
  });

  it('tells a Sidecue proxy, whose token check says whose the token is, from a backend that only forwards /api/*', async () => {
    const token = { user: 'alice', team: 'sales', creator: false, expiresAt: '2026-12-21T12:00:00.000Z' };
    const server = await serve((req, res) =>
      req.path === '/health'
        ? sendJson(res, 200, { ok: true, service: 'sidecue-proxy', mode: 'embedded', version: '1' })
        : req.path === '/auth/check'
          ? sendJson(res, 200, token)
          : sendJson(res, 404, errorBody('not_found', 'nope')),
    );
    expect(await createApiClient({ baseUrl: server.url, token: 'a.b.c' }).checkProxy()).toEqual({
      kind: 'sidecue-proxy',
      health: { ok: true, service: 'sidecue-proxy', mode: 'embedded', version: '1' },
      token,
    });
    expect(server.received.map((r) => [r.path, r.headers.authorization])).toEqual([
      ['/health', 'Bearer a.b.c'],
      ['/auth/check', 'Bearer a.b.c'],
      ['/api/playbook', 'Bearer a.b.c'],
    ]);

    const backend = await startLoopbackServer((req, res) => {
      if (req.path.startsWith('/api/')) return sendJson(res, 404, { message: 'no such conversation' });
      res.writeHead(404);
      res.end();
    });
    try {
      expect(await createApiClient({ baseUrl: backend.url, token: 'k' }).checkProxy()).toEqual({
        kind: 'forwarding-backend',
      });
    } finally {
      await backend.close();
    }
  });

  it('tells the status line about the team playbook: its name and size, none, or nothing from an older proxy', async () => {
    const token = { user: 'alice', team: 'sales', creator: false, expiresAt: '2026-12-21T12:00:00.000Z' };
    let playbookAnswer: (res: ServerResponse) => void = () => undefined;
    const server = await serve((req, res) =>
      req.path === '/health'
        ? sendJson(res, 200, { ok: true, service: 'sidecue-proxy', mode: 'embedded', version: '1' })
        : req.path === '/auth/check'
          ? sendJson(res, 200, token)
          : playbookAnswer(res),
    );
    const check = (answer: (res: ServerResponse) => void) => {
      playbookAnswer = answer;
      return createApiClient({ baseUrl: server.url, token: 'a.b.c', readRetries: 0 }).checkProxy();
    };
    const file = {
      version: 1,
      name: 'Sales',
      objections: [{ id: 'price', kind: 'price', title: 'Too expensive', answer: 'Ask what it costs today.' }],
      competitors: [{ id: 'acme', name: 'Acme' }],
    };
    expect(await check((res) => sendJson(res, 200, file))).toMatchObject({ playbook: { name: 'Sales', entries: 2 } });
    expect(
      await check((res) => sendJson(res, 404, errorBody('no_playbook', 'This proxy has no playbook for your team.'))),
    ).toMatchObject({ kind: 'sidecue-proxy', playbook: null });
    const older = await check((res) => sendJson(res, 404, errorBody('not_found', 'There is no such endpoint.')));
    expect(older).toMatchObject({ kind: 'sidecue-proxy', token });
    expect(older).not.toHaveProperty('playbook');
  });

  it('reads why a 401 refused the token', async () => {
    const server = await serve((_req, res) =>
      sendJson(
        res,
        401,
        errorBody('unauthenticated', 'expired', { problem: 'expired', expiredAt: '2026-01-02T03:04:05.000Z' }),
      ),
    );
    const error = await failure(createApiClient({ baseUrl: server.url }).analyze(analyzeRequest));
    expect(error).toMatchObject({
      kind: 'unauthenticated',
      tokenProblem: 'expired',
      expiredAt: '2026-01-02T03:04:05.000Z',
    });
  });

  it('says a web server that is no backend is not a Sidecue proxy', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>Not found</h1>');
    });
    const error = await failure(createApiClient({ baseUrl: server.url, token: 'k' }).checkProxy());
    expect(error.kind).toBe('not_sidecue');
  });

  it('says the proxy is not configured when the URL is not a URL', () => {
    expect(() => createApiClient({ baseUrl: 'not a url' })).toThrow(ApiError);
  });
});
