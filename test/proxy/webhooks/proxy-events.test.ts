// The real proxy (embedded engine) with WEBHOOK_URL set: what its routes send, signed, to a receiver on
// loopback; and nothing at all without WEBHOOK_URL.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadProxyConfig } from '../../../proxy/config.ts';
import type { WebhookPayload } from '../../../proxy/webhooks/events.ts';
import { WEBHOOK_DB_FILE } from '../../../proxy/webhooks/store.ts';
import { startProxy } from '../../../proxy/server.ts';
import { analyzeBody, mintToken, SERVICE_KEY, TEST_SECRET } from '../helpers/fixtures.ts';
import { call, type Harness, startTestProxy } from '../helpers/proxy-harness.ts';
import { startStandInService } from '../helpers/stand-in-service.ts';
import { DATABASES, freshPostgresUrl } from '../../support/databases.ts';
import { type Receiver, startReceiver, WEBHOOK_SECRET } from './receiver.ts';

async function tableNames(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public'",
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/** Room for a machine busy with other work. */
const SLOW = { timeout: 10_000, interval: 20 };

describe.each(DATABASES)('the proxy’s conversation events, queued on %s', (database) => {
  let harness: Harness | undefined;
  let receiver: Receiver | undefined;
  let dataDir: string | undefined;
  // A database per test: an event a stop cut short would otherwise reach the next test's receiver.
  let DATABASE_URL: string | undefined;
  beforeEach(async () => {
    DATABASE_URL = database === 'postgres' ? await freshPostgresUrl() : undefined;
  });
  afterEach(async () => {
    await harness?.close();
    harness = undefined;
    await receiver?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  });

  it('sends saved (created, analysis), renamed and deleted, signed, in order, with the export JSON', async () => {
    receiver = await startReceiver();
    harness = await startTestProxy({ WEBHOOK_URL: receiver.url, WEBHOOK_SECRET, DATABASE_URL });
    const token = await mintToken({ user: 'alice', team: 'sales', creator: false });
    const url = harness.proxy.url;

    const created = await call(url, 'POST', '/api/conversation', { token, body: { name: 'Call with Jordan' } });
    expect(created.status).toBe(201);
    const handle: string = created.json.id;
    await call(url, 'POST', '/api/analyze', { token, body: { ...analyzeBody, sessionId: handle } });
    // Not saved: no event.
    await call(url, 'POST', '/api/analyze', { token, body: { ...analyzeBody, sessionId: handle, persist: false } });
    await call(url, 'PATCH', `/api/conversation/${handle}`, { token, body: { name: 'Jordan, Acme' } });
    // Refused by the service: no event.
    await call(url, 'PATCH', `/api/conversation/${handle}`, { token, body: { name: '' } });
    const deleted = await call(url, 'DELETE', '/api/conversation', { token, body: { id: handle } });
    expect(deleted.status).toBe(200);
    await receiver.waitFor(4);
    await harness.close();
    harness = undefined;

    const webhook = new Webhook(WEBHOOK_SECRET);
    const events = receiver.received.map(
      ({ body, headers }) => webhook.verify(body, headers as Record<string, string>) as WebhookPayload,
    );
    expect(receiver.received).toHaveLength(4);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(4);
    expect(events.map((e) => [e.type, e.data.reason])).toEqual([
      ['conversation.saved', 'created'],
      ['conversation.saved', 'analysis'],
      ['conversation.renamed', undefined],
      ['conversation.deleted', undefined],
    ]);
    for (const e of events) expect(e.data).toMatchObject({ conversationId: handle, owner: 'alice', team: 'sales' });
    const [made, analysed, renamed, gone] = events;
    expect(made?.data.export).toMatchObject({
      format: 'sidecue-conversation',
      version: 1,
      source: 'saved',
      name: 'Call with Jordan',
      conversationId: handle,
      transcript: [],
    });
    expect(analysed?.data.export?.transcript).toEqual([
      expect.objectContaining({ speakerName: 'Jordan', text: analyzeBody.transcript[1]!.content }),
    ]);
    expect(analysed?.data.export?.guidance).toHaveLength(1);
    expect(renamed?.data.export?.name).toBe('Jordan, Acme');
    // Read before the delete: the conversation as it was, analyses included.
    expect(gone?.data.export).toMatchObject({ name: 'Jordan, Acme', conversationId: handle });
    expect(gone?.data.export?.guidance).toHaveLength(1);
    expect(made?.data.recap).toBeNull();
    // The service's own id never leaves: only the handle.
    expect(receiver.received.every((r) => r.headers['content-type'] === 'application/json')).toBe(true);
  });

  it('in forwarding mode reads the conversation back from the service, and sends nothing for a refused delete', async () => {
    const service = await startStandInService();
    try {
      receiver = await startReceiver();
      harness = await startTestProxy({
        SERVICE_BASE_URL: service.baseUrl,
        SERVICE_API_KEY: SERVICE_KEY,
        WEBHOOK_URL: receiver.url,
        WEBHOOK_SECRET,
        DATABASE_URL,
      });
      const token = await mintToken({ user: 'erin', team: 'support', creator: false });
      const created = await call(harness.proxy.url, 'POST', '/api/conversation', {
        token,
        body: { name: 'Ticket 42' },
      });
      const handle: string = created.json.id;
      await call(harness.proxy.url, 'POST', '/api/analyze', { token, body: { ...analyzeBody, sessionId: handle } });
      service.setOverride((request, response) => {
        if (request.method !== 'DELETE') return false;
        response.writeHead(500).end();
        return true;
      });
      const refused = await call(harness.proxy.url, 'DELETE', '/api/conversation', { token, body: { id: handle } });
      expect(refused.status).toBe(500);
      await receiver.waitFor(2);
      await harness.close();
      harness = undefined;
      const events = receiver.received.map((r) => JSON.parse(r.body) as WebhookPayload);
      expect(events.map((e) => e.type)).toEqual(['conversation.saved', 'conversation.saved']);
      expect(events[1]?.data.export?.guidance).toMatchObject([{ elaboration: 'stand-in guidance' }]);
      const readBacks = service.received.filter((r) => r.method === 'GET');
      expect(readBacks.length).toBeGreaterThanOrEqual(3);
      expect(readBacks.every((r) => r.headers.authorization === `Bearer ${SERVICE_KEY}`)).toBe(true);
    } finally {
      await service.close();
    }
  });

  it('sends conversation.recapped from POST /api/recap, and the kept recap rides on the later events', async () => {
    receiver = await startReceiver();
    harness = await startTestProxy({ WEBHOOK_URL: receiver.url, WEBHOOK_SECRET, DATABASE_URL });
    const token = await mintToken({ user: 'fay', team: 'sales', creator: false });
    const url = harness.proxy.url;
    const created = await call(url, 'POST', '/api/conversation', { token, body: { name: 'Recapped call' } });
    const handle: string = created.json.id;
    const recapped = await call(url, 'POST', '/api/recap', { token, body: { ...analyzeBody, sessionId: handle } });
    expect(recapped.status).toBe(200);
    // Without a conversation there is nothing to tell.
    await call(url, 'POST', '/api/recap', { token, body: analyzeBody });
    await call(url, 'PATCH', `/api/conversation/${handle}`, { token, body: { name: 'Recapped call, renamed' } });
    await call(url, 'DELETE', '/api/conversation', { token, body: { id: handle } });
    await receiver.waitFor(4);
    await harness.close();
    harness = undefined;
    const webhook = new Webhook(WEBHOOK_SECRET);
    const events = receiver.received.map(
      ({ body, headers }) => webhook.verify(body, headers as Record<string, string>) as WebhookPayload,
    );
    expect(events.map((e) => e.type)).toEqual([
      'conversation.saved',
      'conversation.recapped',
      'conversation.renamed',
      'conversation.deleted',
    ]);
    expect(events[0]?.data.recap).toBeNull();
    expect(events[1]?.data.recap).toEqual(recapped.json);
    expect(events[1]?.data.export).toMatchObject({ name: 'Recapped call', conversationId: handle });
    expect(events[2]?.data.recap).toEqual(recapped.json);
    expect(events[3]?.data.recap).toEqual(recapped.json);
  });

  it('logs no word of the conversation, only event type, id, status and try', async () => {
    receiver = await startReceiver();
    harness = await startTestProxy({ WEBHOOK_URL: receiver.url, WEBHOOK_SECRET, DATABASE_URL });
    const token = await mintToken({ user: 'bob', team: null, creator: false });
    const created = await call(harness.proxy.url, 'POST', '/api/conversation', {
      token,
      body: { name: 'Secret deal' },
    });
    await call(harness.proxy.url, 'POST', '/api/analyze', {
      token,
      body: { ...analyzeBody, sessionId: created.json.id },
    });
    await receiver.waitFor(2);
    const webhookLines = () => harness!.logs.filter((line) => line.includes(' webhook '));
    await vi.waitFor(() => expect(webhookLines()).toHaveLength(2), SLOW);
    expect(harness.logs.join('\n')).not.toMatch(/Secret deal|expensive|quarter|Jordan/);
    expect(webhookLines()).toEqual([
      expect.stringMatching(/^\S+ webhook conversation\.saved msg_\w+ delivered \(204\) on try 1$/),
      expect.stringMatching(/^\S+ webhook conversation\.saved msg_\w+ delivered \(204\) on try 1$/),
    ]);
  });

  it('sends nothing and opens no queue without WEBHOOK_URL', async () => {
    receiver = await startReceiver();
    harness = await startTestProxy({ DATABASE_URL });
    const token = await mintToken({ user: 'carol', team: null, creator: false });
    const created = await call(harness.proxy.url, 'POST', '/api/conversation', { token, body: { name: 'Quiet' } });
    expect(created.status).toBe(201);
    if (DATABASE_URL) expect(await tableNames(DATABASE_URL)).not.toContain('events');
    else expect(existsSync(join(harness.dataDir, WEBHOOK_DB_FILE))).toBe(false);
    expect(harness.proxy.banner).not.toContain('conversation events');
    expect(receiver.received).toEqual([]);
  });

  it('keeps an event queued while the receiver is down, and sends it after a restart of the proxy', async () => {
    const down = await startReceiver();
    const url = down.url;
    await down.close();
    dataDir = mkdtempSync(join(tmpdir(), 'sidecue-webhooks-restart-'));
    const logs: string[] = [];
    const env = { PORT: '0', DATA_DIR: dataDir, PROXY_TOKEN_SECRET: TEST_SECRET, WEBHOOK_SECRET, DATABASE_URL };
    const options = { log: (line: string) => logs.push(line), webhookRetry: { firstRetryMs: 50 } };
    const first = await startProxy({ ...env, WEBHOOK_URL: url }, options);
    const token = await mintToken({ user: 'dana', team: null, creator: false });
    await call(first.url, 'POST', '/api/conversation', { token, body: { name: 'Kept' } });
    await vi.waitFor(() => expect(logs.join('\n')).toMatch(/failed \(unreachable\) on try 1 of 8/), SLOW);
    await first.close();

    receiver = await startReceiver();
    const second = await startProxy({ ...env, WEBHOOK_URL: receiver.url }, options);
    await receiver.waitFor(1);
    await second.close();
    const payload = JSON.parse(receiver.received[0]!.body) as WebhookPayload;
    expect(payload).toMatchObject({ type: 'conversation.saved', data: { export: { name: 'Kept' } } });
  });
});

describe('webhook settings', () => {
  const base = { WEBHOOK_URL: 'https://hooks.example.com/sidecue', WEBHOOK_SECRET };

  it('reads both into the config', () => {
    expect(loadProxyConfig(base).webhook).toEqual({ url: base.WEBHOOK_URL, secret: WEBHOOK_SECRET });
    expect(loadProxyConfig({}).webhook).toBeUndefined();
  });

  it.each([
    [{ WEBHOOK_URL: base.WEBHOOK_URL }, 'WEBHOOK_SECRET: is required when WEBHOOK_URL is set'],
    [{ WEBHOOK_SECRET }, 'WEBHOOK_URL: is required when WEBHOOK_SECRET is set'],
    [{ ...base, WEBHOOK_URL: 'ftp://hooks.example.com' }, 'WEBHOOK_URL: must be an http:// or https:// URL'],
    [{ ...base, WEBHOOK_SECRET: 'hunter2-but-longer-than-that' }, 'WEBHOOK_SECRET: must be a Standard Webhooks secret'],
    [{ ...base, WEBHOOK_SECRET: `whsec_${Buffer.alloc(8).toString('base64')}` }, 'WEBHOOK_SECRET: must be'],
  ])('refuses %o in plain words', (env, words) => {
    expect(() => loadProxyConfig(env)).toThrow(ConfigError);
    expect(() => loadProxyConfig(env)).toThrow(words);
  });
});
