// An answer asked for one support conversation arrives after the tab moved to another one.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ServerResponse } from 'node:http';
import { createAnalysisService } from '../../lib/analysis/service';
import { createCaptureHandler } from '../../lib/background/capture-listener';
import type { CapturedUtterance, MeetingInfo } from '../../lib/messaging/capture-protocol';
import { createSessionStore, type SessionStore } from '../../lib/session/store';
import { defaultSettings, type Settings } from '../../lib/settings/schema';
import { sendJson, startLoopbackServer } from '../support/http-server';
import { message, parkedOf, ticket } from '../session/fixtures';

const TAB = 9;
let close: (() => Promise<void>) | undefined;
let store: SessionStore;

beforeEach(() => {
  fakeBrowser.reset();
  store = createSessionStore(fakeBrowser.storage.session);
});
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('never happened');
}

describe('an analysis in flight when the user switched conversations', () => {
  it('lands in the conversation it was asked for, never in the one now shown, and shows there on return', async () => {
    const held: ServerResponse[] = [];
    const server = await startLoopbackServer((req, res) => {
      if (req.path === '/api/conversation') return sendJson(res, 201, { id: `saved-${JSON.parse(req.body).name}` });
      held.push(res);
    });
    close = server.close;
    const settings = async (): Promise<Settings> => ({
      ...defaultSettings,
      proxyUrl: server.url,
      displayName: 'Sam Rivera',
      autoSuggest: true,
      minIntervalSeconds: 0,
    });
    const analysis = createAnalysisService({ store, settings });
    const handle = createCaptureHandler({ store, analysis, settings, rememberedPicks: async () => ({}) });
    const open = (meeting: MeetingInfo) => handle({ type: 'capture/meeting', meeting }, TAB);
    const lines = (utterances: CapturedUtterance[]) =>
      handle({ type: 'capture/utterances', utterances, sentAt: 0 }, TAB);

    await open(ticket('101', 'Order lost'));
    await lines([
      message('a1', 'Sam Rivera', 'agent', 'Hi Dana, how can I help?', 100),
      message('a2', 'Dana Cole', 'customer', 'My order never arrived.', 200),
    ]);
    await until(
      async () => held.length,
      (n) => n === 1,
    );

    await open(ticket('202', 'Password reset'));
    await lines([message('b1', 'Sam Rivera', 'agent', 'Hello Lee', 100)]);
    held[0]!.writeHead(200, { 'content-type': 'application/json' });
    held[0]!.end(JSON.stringify({ elaboration: 'Offer a replacement shipment', isSame: false }));

    // Read where it is kept, while ticket 202 stays on screen.
    const parked = await until(
      () => store.mutate(TAB, () => undefined, 'zendesk:acme.zendesk.com#101'),
      (s) => (s?.guidance.length ?? 0) === 1,
    );
    expect(parked?.guidance[0]).toMatchObject({
      currentUser: 'Sam Rivera',
      lastUtteranceId: 'a2',
      guidance: { elaboration: 'Offer a replacement shipment' },
    });
    expect((await store.get(TAB))?.guidance).toEqual([]);

    await open(ticket('101', 'Order lost'));
    const back = await store.get(TAB);
    expect(back?.guidance.map((g) => g.guidance.elaboration)).toEqual(['Offer a replacement shipment']);
    expect(back?.analysis.conversationId).toBe('saved-Order lost (1970-01-01 00:00)');
    expect(await parkedOf(TAB)).toEqual(['zendesk:acme.zendesk.com#202']);
    expect(server.received.filter((r) => r.path === '/api/analyze')).toHaveLength(1);

    await open(ticket('202', 'Password reset'));
    const other = await store.get(TAB);
    expect(other?.guidance).toEqual([]);
    expect(other?.analysis.conversationId).toBeUndefined();
    expect(other?.utterances.map((u) => u.text)).toEqual(['Hello Lee']);
  });
});
