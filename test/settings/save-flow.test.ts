// Save on the options page against the real proxy on loopback (and a plain web server, and a
// backend that only forwards /api/*): one plain sentence per outcome, saved only when it works.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../lib/api/contract';
import { formatDate } from '../../lib/api/errors';
import { checkConnection } from '../../lib/settings/connection-check';
import { saveSettingsFlow, type SaveOutcome } from '../../lib/settings/save-flow';
import { defaultSettings, type Settings } from '../../lib/settings/schema';
import { SERVICE_KEY, mintToken } from '../proxy/helpers/fixtures';
import { startTestProxy, type Harness } from '../proxy/helpers/proxy-harness';
import { sendJson, startLoopbackServer } from '../support/http-server';

const DAY_MS = 86_400_000;
const alice = { user: 'alice', team: 'sales', creator: false };
let proxy: Harness;
let webServer: Awaited<ReturnType<typeof startLoopbackServer>>;
let backend: Awaited<ReturnType<typeof startLoopbackServer>>;
let closedUrl: string;

beforeAll(async () => {
  // Embedded mode: the check must not need the remote service at all.
  proxy = await startTestProxy({});
  webServer = await startLoopbackServer((_request, response) => {
    response.writeHead(404, { 'content-type': 'text/html' });
    response.end('<h1>Not Found</h1>');
  });
  // Forwards /api/* only: no /health; accepts "backend-token" and nothing else.
  backend = await startLoopbackServer((request, response) => {
    if (!request.path.startsWith('/api/')) return sendJson(response, 404, { message: 'no such route' });
    if (request.headers.authorization !== 'Bearer backend-token')
      return sendJson(response, 401, { message: 'bad key' });
    return sendJson(response, 404, { message: 'no such conversation' });
  });
  const closed = await startLoopbackServer(() => undefined);
  closedUrl = closed.url;
  await closed.close();
});
afterAll(async () => {
  await proxy.close();
  await webServer.close();
  await backend.close();
});

async function save(proxyUrl: string, proxyToken: string, options: { skipCheck?: boolean } = {}) {
  const saved = vi.fn<(settings: Settings) => Promise<void>>().mockResolvedValue(undefined);
  const outcome: SaveOutcome = await saveSettingsFlow(
    { ...defaultSettings, proxyUrl, proxyToken },
    { check: checkConnection, save: saved },
    options,
  );
  return { outcome, saved };
}

function sentence(outcome: SaveOutcome): string {
  if (outcome.kind === 'check_failed') return `${outcome.title} ${outcome.action}`;
  if (outcome.kind === 'saved') return outcome.message;
  return JSON.stringify(outcome.errors);
}

describe('saving the options checks the proxy and the token', () => {
  it('saves a valid token and says whose it is and until when', async () => {
    const issuedAt = Date.now();
    const token = await mintToken(alice, { days: 30, issuedAt });
    const { outcome, saved } = await save(proxy.proxy.url, token);
    const until = formatDate(new Date(Math.floor(issuedAt / 1000) * 1000 + 30 * DAY_MS).toISOString());
    expect(outcome).toEqual({
      kind: 'saved',
      message: `Saved. Connected as alice (team sales), token valid until ${until}.`,
    });
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ proxyUrl: proxy.proxy.url, proxyToken: token }));
  });

  it('names a team creator, and a user without a team', async () => {
    const creator = await mintToken({ user: 'carol', team: 'support', creator: true });
    expect(sentence((await save(proxy.proxy.url, creator)).outcome)).toContain(
      'Connected as carol (creator of team support), ',
    );
    const solo = await mintToken({ user: 'dan', team: null, creator: false });
    expect(sentence((await save(proxy.proxy.url, solo)).outcome)).toContain('Connected as dan, token valid until');
  });

  it.each([
    [
      'a token that is not one',
      () => Promise.resolve('not-a-token'),
      'This access token is not in the right format. Paste it again exactly as your admin sent it.',
    ],
    [
      'a token signed by another proxy',
      () => mintToken(alice, { secret: 'another-secret-that-is-also-long-enough!!' }),
      'The proxy did not accept this access token: it was not issued by this proxy. Check the Proxy URL, or ask your admin for a new token.',
    ],
    ['no token', () => Promise.resolve(''), 'This proxy needs an access token. Paste the one your admin sent you.'],
  ])('refuses %s in one sentence and saves nothing', async (_what, token, words) => {
    const { outcome, saved } = await save(proxy.proxy.url, await token());
    expect(outcome.kind).toBe('check_failed');
    expect(sentence(outcome)).toBe(words);
    expect(saved).not.toHaveBeenCalled();
  });

  it('says when an expired token stopped working', async () => {
    const issuedAt = Date.now() - 10 * DAY_MS;
    const { outcome, saved } = await save(proxy.proxy.url, await mintToken(alice, { days: 2, issuedAt }));
    const expiredOn = formatDate(new Date(Math.floor(issuedAt / 1000) * 1000 + 2 * DAY_MS).toISOString());
    expect(sentence(outcome)).toBe(`This access token expired on ${expiredOn}. Ask your admin for a new one.`);
    expect(saved).not.toHaveBeenCalled();
  });

  it('says when nothing answers at the address', async () => {
    const { outcome, saved } = await save(closedUrl, 'x.y.z');
    expect(sentence(outcome)).toBe(
      `Sidecue could not reach a proxy at ${closedUrl}. Check the address and that the proxy is running.`,
    );
    expect(saved).not.toHaveBeenCalled();
  });

  it('says when the address answers but is not a Sidecue proxy', async () => {
    const { outcome, saved } = await save(webServer.url, 'x.y.z');
    expect(sentence(outcome)).toBe(
      `${webServer.url} answers, but it is not a Sidecue proxy. Check the address your admin sent you.`,
    );
    expect(saved).not.toHaveBeenCalled();
  });

  it('checks the token of a backend that only forwards /api/* with one read', async () => {
    const accepted = await save(backend.url, 'backend-token');
    expect(sentence(accepted.outcome)).toBe(
      `Saved. The backend at ${backend.url} accepted the token; it is not a Sidecue proxy, so it cannot say whose token it is.`,
    );
    expect(accepted.saved).toHaveBeenCalled();
    expect(backend.received.at(-1)).toMatchObject({ method: 'GET', path: '/api/conversation/sidecue-token-check' });
    const refused = await save(backend.url, 'stolen-token');
    expect(sentence(refused.outcome)).toBe('The proxy did not accept this access token. Ask your admin for a new one.');
    expect(refused.saved).not.toHaveBeenCalled();
  });

  it('saves anyway when asked, without asking the proxy', async () => {
    const { outcome, saved } = await save(closedUrl, 'not-a-token', { skipCheck: true });
    expect(outcome).toEqual({ kind: 'saved', message: 'Saved without checking the proxy.' });
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ proxyUrl: closedUrl, proxyToken: 'not-a-token' }));
  });

  it('never sends a service key, not even to check it', async () => {
    const before = proxy.logs.length;
    const { outcome, saved } = await save(proxy.proxy.url, SERVICE_KEY);
    expect(outcome).toEqual({ kind: 'invalid', errors: { proxyToken: expect.stringContaining('service API key') } });
    expect(saved).not.toHaveBeenCalled();
    expect(proxy.logs.length).toBe(before);
  });

  it('drops line breaks a wrapped e-mail put into the token', async () => {
    const token = await mintToken(alice);
    const { outcome, saved } = await save(proxy.proxy.url, `  ${token.slice(0, 20)}\n${token.slice(20)} `);
    expect(outcome.kind).toBe('saved');
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ proxyToken: token }));
  });
});

it('a typed 401 without details from any backend still reads as a refused token', async () => {
  const server = await startLoopbackServer((request, response) =>
    request.path === '/health'
      ? sendJson(response, 404, errorBody('not_found', 'none'))
      : sendJson(response, 401, errorBody('unauthenticated', 'Go away. Ask someone.')),
  );
  try {
    const { outcome } = await save(server.url, 'abc');
    expect(sentence(outcome)).toBe('The proxy did not accept this access token. Ask your admin for a new one.');
  } finally {
    await server.close();
  }
});
