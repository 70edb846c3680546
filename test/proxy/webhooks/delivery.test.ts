// The queue and its delivery loop against a real receiver on loopback: at least once, in order per
// conversation, surviving a restart, and the CLI's view of what was given up on.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryDelayMs, startWebhookDelivery } from '../../../proxy/webhooks/delivery.ts';
import type { QueuedEvent } from '../../../proxy/webhooks/events.ts';
import { openWebhookStore, WEBHOOK_DB_FILE, type WebhookStore } from '../../../proxy/webhooks/store.ts';
import type { DatabaseLocation } from '../../../proxy/storage/location.ts';
import { DATABASES, freshPostgresUrl } from '../../support/databases.ts';
import { runScript } from '../helpers/child.ts';
import { type Receiver, startReceiver, WEBHOOK_SECRET } from './receiver.ts';

const fast = { firstRetryMs: 20, factor: 2, timeoutMs: 2_000, pollMs: 50 };

const event = (id: string, conversation: string, words = 'Your price seems too expensive'): QueuedEvent => ({
  id,
  type: 'conversation.saved',
  conversation,
  payload: JSON.stringify({ type: 'conversation.saved', timestamp: '2026-11-27T09:00:00.000Z', data: { words } }),
});

const idOf = (body: string) => JSON.parse(body) as { data: { words: string } };

/** Room for a machine busy with other work. */
const SLOW = { timeout: 10_000, interval: 20 };

describe.each(DATABASES)('webhook delivery, queued on %s', (database) => {
  let dataDir: string;
  let location: DatabaseLocation;
  /** What the CLI needs to find the same queue. */
  let cliEnv: Record<string, string>;
  let store: WebhookStore | undefined;
  let receiver: Receiver | undefined;
  const logs: string[] = [];
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sidecue-webhooks-'));
    location =
      database === 'postgres' ? { kind: 'postgres', url: await freshPostgresUrl() } : { kind: 'sqlite', dataDir };
    cliEnv = location.kind === 'postgres' ? { DATA_DIR: dataDir, DATABASE_URL: location.url } : { DATA_DIR: dataDir };
    logs.length = 0;
  });
  afterEach(async () => {
    await store?.close();
    store = undefined;
    await receiver?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('waits three times longer after each failed try', () => {
    expect([1, 2, 3, 7].map((attempt) => retryDelayMs(attempt, { firstRetryMs: 10_000, factor: 3 }))).toEqual([
      10_000, 30_000, 90_000, 7_290_000,
    ]);
  });

  it('signs each try so that standardwebhooks verifies it, with the same webhook-id on every try', async () => {
    receiver = await startReceiver((_, before) => (before === 0 ? 500 : 200));
    store = await openWebhookStore(location);
    await store.add(event('msg_one', 'c1'), Date.now());
    const delivery = startWebhookDelivery({
      store,
      url: receiver.url,
      secret: WEBHOOK_SECRET,
      log: () => {},
      retry: fast,
    });
    await receiver.waitFor(2);
    await delivery.close();
    const webhook = new Webhook(WEBHOOK_SECRET);
    for (const { headers, body } of receiver.received) {
      expect(webhook.verify(body, headers as Record<string, string>)).toEqual(JSON.parse(body));
      expect(headers['webhook-id']).toBe('msg_one');
    }
    // Another secret does not verify: the signature is over this body with this secret.
    const other = new Webhook(`whsec_${Buffer.alloc(32, 9).toString('base64')}`);
    const [first] = receiver.received;
    expect(() => other.verify(first!.body, first!.headers as Record<string, string>)).toThrow();
  });

  it('sends a conversation’s events in order: three failures hold the next one back, then each arrives once more', async () => {
    // The receiver fails the first event three times, then takes everything.
    receiver = await startReceiver((request, before) =>
      idOf(request.body).data.words === 'first' && before < 3 ? 503 : 204,
    );
    store = await openWebhookStore(location);
    await store.add(event('msg_a', 'c1', 'first'), Date.now());
    await store.add(event('msg_b', 'c1', 'second'), Date.now());
    const delivery = startWebhookDelivery({
      store,
      url: receiver.url,
      secret: WEBHOOK_SECRET,
      log: (line) => logs.push(line),
      retry: fast,
    });
    await vi.waitFor(async () => expect(await store!.heads()).toEqual([]), SLOW);
    await delivery.close();
    const seen = receiver.received.map((r) => `${r.headers['webhook-id']} ${r.status}`);
    expect(seen).toEqual(['msg_a 503', 'msg_a 503', 'msg_a 503', 'msg_a 204', 'msg_b 204']);
    expect(await store.heads()).toEqual([]);
    expect(logs).toContain('webhook conversation.saved msg_a delivered (204) on try 4');
  });

  it('lets another conversation’s events pass while one conversation waits for its receiver', async () => {
    receiver = await startReceiver((request) => (idOf(request.body).data.words === 'stuck' ? 500 : 204));
    store = await openWebhookStore(location);
    await store.add(event('msg_stuck', 'c1', 'stuck'), Date.now());
    await store.add(event('msg_later', 'c1', 'later'), Date.now());
    await store.add(event('msg_other', 'c2', 'other'), Date.now());
    const delivery = startWebhookDelivery({
      store,
      url: receiver.url,
      secret: WEBHOOK_SECRET,
      log: () => {},
      retry: { ...fast, firstRetryMs: 60_000 },
    });
    await receiver.waitFor(2);
    await delivery.close();
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual(['msg_stuck', 'msg_other']);
  });

  it('never follows a redirect: the event goes to WEBHOOK_URL and nowhere else', async () => {
    const elsewhere = await startReceiver();
    const { createServer } = await import('node:http');
    const redirecting = createServer((_, response) => response.writeHead(307, { location: elsewhere.url }).end());
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(redirecting.address() as { port: number }).port}/`;
    store = await openWebhookStore(location);
    await store.add(event('msg_moved', 'c1'), Date.now());
    const delivery = startWebhookDelivery({
      store,
      url,
      secret: WEBHOOK_SECRET,
      log: (line) => logs.push(line),
      retry: { ...fast, firstRetryMs: 60_000 },
    });
    await vi.waitFor(() => expect(logs).toHaveLength(1), SLOW);
    await delivery.close();
    redirecting.close();
    await elsewhere.close();
    expect(logs[0]).toMatch(/^webhook conversation\.saved msg_moved failed \(307\) on try 1 of 8/);
    expect(elsewhere.received).toEqual([]);
  });

  it('keeps an event across a restart: the queue is closed and reopened, and the pending event goes out', async () => {
    store = await openWebhookStore(location);
    await store.add(event('msg_kept', 'c1'), Date.now());
    await store.close();
    receiver = await startReceiver();
    store = await openWebhookStore(location);
    const delivery = startWebhookDelivery({
      store,
      url: receiver.url,
      secret: WEBHOOK_SECRET,
      log: () => {},
      retry: fast,
    });
    await vi.waitFor(async () => expect(await store!.heads()).toEqual([]), SLOW);
    await delivery.close();
    expect(receiver.received[0]?.headers['webhook-id']).toBe('msg_kept');
    expect(await store.heads()).toEqual([]);
  });

  it('stops cleanly: a try cut short by the shutdown does not count, and the event stays queued', async () => {
    // A receiver that never answers.
    const { createServer } = await import('node:http');
    const hanging = createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hanging.address() as { port: number }).port}/`;
    store = await openWebhookStore(location);
    await store.add(event('msg_cut', 'c1'), Date.now());
    const delivery = startWebhookDelivery({ store, url, secret: WEBHOOK_SECRET, log: () => {}, retry: fast });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await delivery.close();
    hanging.closeAllConnections();
    hanging.close();
    const [kept] = await store.heads();
    expect(kept).toMatchObject({ id: 'msg_cut', attempts: 0 });
    // Its claim is given back: the next start sends it at once rather than after the lease.
    expect(Number(kept?.nextAt)).toBeLessThanOrEqual(Date.now());
  });

  it('gives up after the last try, keeps the event for the CLI, and sends it again after `retry ID`', async () => {
    let accept = false;
    receiver = await startReceiver(() => (accept ? 204 : 500));
    store = await openWebhookStore(location);
    await store.add(event('msg_dead', 'c1'), Date.now());
    await store.add(event('msg_after', 'c1', 'after'), Date.now());
    let delivery = startWebhookDelivery({
      store,
      url: receiver.url,
      secret: WEBHOOK_SECRET,
      log: (line) => logs.push(line),
      retry: { ...fast, maxAttempts: 2 },
    });
    // Two tries of the dead event, then the next event of its conversation is no longer held back (and fails twice too).
    await vi.waitFor(() => expect(logs.filter((line) => line.includes('on try 2 of 2: kept'))).toHaveLength(2), SLOW);
    await delivery.close();
    await store.close();
    store = undefined;
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([
      'msg_dead',
      'msg_dead',
      'msg_after',
      'msg_after',
    ]);
    expect(logs).toContain(
      'webhook conversation.saved msg_dead failed (500) on try 2 of 2: kept, see npm run proxy:webhooks -- failed',
    );

    const listed = await runScript('proxy/cli/webhooks.ts', ['failed'], cliEnv);
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^msg_dead conversation\.saved conversation=c1 tries=2 last=500 queued=\d{4}-/);
    expect(lines[1]).toMatch(/^msg_after /);
    expect(listed.stdout).not.toContain('expensive');

    const retried = await runScript('proxy/cli/webhooks.ts', ['retry', 'msg_dead'], cliEnv);
    expect(retried).toMatchObject({ code: 0, stdout: 'msg_dead: queued again, with a fresh set of tries.\n' });
    const unknown = await runScript('proxy/cli/webhooks.ts', ['retry', 'msg_nope'], cliEnv);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no failed webhook event has this id');

    accept = true;
    store = await openWebhookStore(location);
    delivery = startWebhookDelivery({ store, url: receiver.url, secret: WEBHOOK_SECRET, log: () => {}, retry: fast });
    await vi.waitFor(async () => expect(await store!.heads()).toEqual([]), SLOW);
    await delivery.close();
    expect(receiver.received[4]).toMatchObject({ status: 204, headers: { 'webhook-id': 'msg_dead' } });
    expect((await store.failed()).map((e) => e.id)).toEqual(['msg_after']);
    // Three runs of the CLI, each a fresh Node process.
  }, 90_000);

  it('sends each event once when two proxies run their delivery loops on the same queue', async () => {
    receiver = await startReceiver();
    store = await openWebhookStore(location);
    const other = await openWebhookStore(location);
    const ids = Array.from({ length: 12 }, (_, i) => `msg_${i}`);
    for (const [i, id] of ids.entries()) await store.add(event(id, `c${i % 3}`), Date.now());
    const loops = [store, other].map((queue) =>
      startWebhookDelivery({ store: queue, url: receiver!.url, secret: WEBHOOK_SECRET, log: () => {}, retry: fast }),
    );
    try {
      await vi.waitFor(async () => expect(await store!.heads()).toEqual([]), SLOW);
      // Room for a second try of the last event, were there one.
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await Promise.all(loops.map((loop) => loop.close()));
      await other.close();
    }
    const sent = receiver.received.map((r) => r.headers['webhook-id']);
    expect(sent.toSorted()).toEqual(ids.toSorted());
  });

  it('logs event type, id, status and try only: never the payload', async () => {
    receiver = await startReceiver((_, before) => (before === 0 ? 500 : 204));
    store = await openWebhookStore(location);
    await store.add(event('msg_quiet', 'c1', 'Our budget is frozen until March'), Date.now());
    const delivery = startWebhookDelivery({
      store,
      url: receiver.url,
      secret: WEBHOOK_SECRET,
      log: (line) => logs.push(line),
      retry: fast,
    });
    await vi.waitFor(() => expect(logs).toHaveLength(2), SLOW);
    await delivery.close();
    expect(logs).toEqual([
      'webhook conversation.saved msg_quiet failed (500) on try 1 of 8, next try in 1s',
      'webhook conversation.saved msg_quiet delivered (204) on try 2',
    ]);
  });
});

describe('the webhook CLI without a queue', () => {
  it('says so when this DATA_DIR has no queue, and refuses a wrong command', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sidecue-webhooks-'));
    const listed = await runScript('proxy/cli/webhooks.ts', ['failed'], { DATA_DIR: dataDir });
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('No webhook queue in');
    expect(existsSync(join(dataDir, WEBHOOK_DB_FILE))).toBe(false);
    expect((await runScript('proxy/cli/webhooks.ts', ['retry'], { DATA_DIR: dataDir })).code).toBe(2);
  }, 60_000);
});
