// The background asks the configured proxy for capture rules, keeps them only once checked, and
// keeps nothing a later bad answer could spoil.
import { afterEach, describe, expect, it } from 'vitest';
import {
  CAPTURE_RULES_KEY,
  RULES_MAX_AGE_MS,
  createCaptureRulesUpdater,
  type StoredCaptureRules,
} from '../../lib/background/capture-rules';
import type { StorageAreaLike } from '../../lib/session/store';
import { startLoopbackServer } from '../support/http-server';

function memoryArea(): StorageAreaLike & { items: Record<string, unknown> } {
  const items: Record<string, unknown> = {};
  return {
    items,
    async get(keys) {
      const wanted = typeof keys === 'string' ? [keys] : (keys ?? Object.keys(items));
      return Object.fromEntries(wanted.filter((k) => k in items).map((k) => [k, structuredClone(items[k])]));
    },
    async set(values) {
      Object.assign(items, structuredClone(values));
    },
    async remove(keys) {
      for (const key of typeof keys === 'string' ? [keys] : keys) delete items[key];
    },
  };
}

const rules = (version: number) => ({
  format: 'sidecue-capture-rules',
  version,
  published: '2026-11-20T09:00:00Z',
  platforms: { teams: { 'captions.items': ['[data-tid="caption-item"]'] } },
});

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

async function proxyServing(answers: Array<{ status: number; body: unknown }>) {
  const server = await startLoopbackServer((request, response) => {
    const answer = answers.shift() ?? { status: 500, body: {} };
    response.writeHead(request.path === '/capture-rules' ? answer.status : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  close = server.close;
  return server;
}

describe('capture rules in the background', () => {
  it('keeps what the proxy serves, once checked, and asks again only when stale', async () => {
    const server = await proxyServing([
      { status: 200, body: rules(1) },
      { status: 200, body: rules(2) },
    ]);
    const area = memoryArea();
    let now = 1_000;
    const updater = createCaptureRulesUpdater({
      area,
      proxyUrl: async () => `${server.url}/`,
      now: () => now,
      log: () => undefined,
    });
    expect(await updater.refreshIfStale()).toBe('updated');
    expect(area.items[CAPTURE_RULES_KEY]).toEqual({ proxyUrl: server.url, fetchedAt: 1_000, document: rules(1) });
    expect(await updater.refreshIfStale()).toBe('fresh');
    now += RULES_MAX_AGE_MS;
    expect(await updater.refreshIfStale()).toBe('updated');
    expect((area.items[CAPTURE_RULES_KEY] as StoredCaptureRules).document.version).toBe(2);
    expect(server.received).toHaveLength(2);
  });

  it('refuses rules that fail the check and keeps the earlier ones', async () => {
    const bad = { ...rules(3), platforms: { teams: { 'captions.unknown': ['.x'] } } };
    const server = await proxyServing([
      { status: 200, body: rules(1) },
      { status: 200, body: bad },
    ]);
    const area = memoryArea();
    const logged: string[] = [];
    const updater = createCaptureRulesUpdater({
      area,
      proxyUrl: async () => server.url,
      log: (line) => logged.push(line),
    });
    await updater.refresh();
    expect(await updater.refresh()).toBe('refused');
    expect((area.items[CAPTURE_RULES_KEY] as StoredCaptureRules).document.version).toBe(1);
    expect(logged).toEqual([
      "Sidecue: the proxy's capture rules were refused (1 problem); the built-in rules stay in use.",
    ]);
  });

  it('forgets served rules when the proxy stops serving them or none is configured', async () => {
    const server = await proxyServing([
      { status: 200, body: rules(1) },
      { status: 404, body: { error: {} } },
    ]);
    const area = memoryArea();
    let proxyUrl = server.url;
    const updater = createCaptureRulesUpdater({ area, proxyUrl: async () => proxyUrl });
    await updater.refresh();
    expect(await updater.refresh()).toBe('none');
    expect(area.items).toEqual({});
    await area.set({ [CAPTURE_RULES_KEY]: { proxyUrl, fetchedAt: 0, document: rules(1) } });
    proxyUrl = '';
    expect(await updater.refresh()).toBe('none');
    expect(area.items).toEqual({});
  });

  it('keeps what it had when the proxy cannot be reached', async () => {
    const server = await proxyServing([{ status: 200, body: rules(1) }]);
    const area = memoryArea();
    const updater = createCaptureRulesUpdater({ area, proxyUrl: async () => server.url });
    await updater.refresh();
    await server.close();
    close = undefined;
    expect(await updater.refresh()).toBe('unreachable');
    expect((area.items[CAPTURE_RULES_KEY] as StoredCaptureRules).document.version).toBe(1);
  });
});
