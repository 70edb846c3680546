// When the recap is asked for by itself (the call ends, the thread is switched, the tab closes), and
// a closed tab's conversations kept for History, recapped there against a real HTTP server on loopback.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Browser } from 'wxt/browser';
import type { AnalysisService } from '../../lib/analysis/service';
import { createApiClient } from '../../lib/api/client';
import type { Recap } from '../../lib/api/recap';
import { createCaptureHandler } from '../../lib/background/capture-listener';
import { createTabCloseHandler } from '../../lib/background/closed-tabs';
import { createPanelPortHandler } from '../../lib/background/panel-ports';
import { recoverSessions } from '../../lib/background/recovery';
import { createClosedSessions, MAX_CLOSED_SESSIONS } from '../../lib/history/closed-sessions';
import { panelPortName, type PanelCommand } from '../../lib/messaging/panel-protocol';
import { meetingSeen, utterancesSeen } from '../../lib/session/capture-updates';
import { createSessionStore } from '../../lib/session/store';
import { defaultSettings, type Settings } from '../../lib/settings/schema';
import { sendJson, startLoopbackServer } from '../support/http-server';
import { meeting, message, ticket, utterance } from '../session/fixtures';

const TAB = 7;
const DAY = 86_400_000;
let closeServer: (() => Promise<void>) | undefined;

beforeEach(() => fakeBrowser.reset());
afterEach(async () => {
  await closeServer?.();
  closeServer = undefined;
});

const recap: Recap = {
  summary: ['They agreed on a pilot.'],
  decisions: [],
  nextSteps: [{ text: 'Send the proposal', quote: 'I will send the proposal by Friday.', due: 'by Friday' }],
  openQuestions: [],
  objections: [],
};

function stubAnalysis() {
  return {
    utterancesFinalized: vi.fn(async () => undefined),
    recap: vi.fn(async () => undefined),
    forget: vi.fn(),
  } as unknown as AnalysisService & Record<'recap' | 'forget', ReturnType<typeof vi.fn>>;
}

describe('the recap is asked for by itself', () => {
  function setUp() {
    const store = createSessionStore(fakeBrowser.storage.session);
    const analysis = stubAnalysis();
    const handle = createCaptureHandler({
      store,
      analysis,
      settings: async () => defaultSettings,
      rememberedPicks: async () => ({}),
      now: () => 1,
    });
    return { store, analysis, handle };
  }

  it('when the user leaves the call, once', async () => {
    const { analysis, handle } = setUp();
    await handle({ type: 'capture/meeting', meeting }, TAB);
    await handle({ type: 'capture/state', state: 'captions_on', at: 2 }, TAB);
    expect(analysis.recap).not.toHaveBeenCalled();
    await handle({ type: 'capture/state', state: 'ended', at: 3 }, TAB);
    expect(analysis.recap).toHaveBeenCalledWith(TAB, { auto: true });
  });

  it('for the thread left when the support tool switches to another, by its key', async () => {
    const { analysis, handle } = setUp();
    await handle({ type: 'capture/meeting', meeting: ticket('101') }, TAB);
    await handle(
      { type: 'capture/utterances', utterances: [message('z1', 'Dana', 'customer', 'Hi', 1)], sentAt: 1 },
      TAB,
    );
    expect(analysis.recap).not.toHaveBeenCalled();
    await handle({ type: 'capture/meeting', meeting: ticket('202') }, TAB);
    expect(analysis.recap).toHaveBeenCalledWith(TAB, { key: 'zendesk:acme.zendesk.com#101', auto: true });
  });

  it('on "Recap now" in the panel', async () => {
    const store = createSessionStore(fakeBrowser.storage.session);
    const analysis = stubAnalysis();
    let onMessage: ((message: PanelCommand) => void) | undefined;
    const port = {
      name: panelPortName(TAB),
      postMessage: () => undefined,
      onDisconnect: { addListener: () => undefined },
      onMessage: { addListener: (listener: (message: PanelCommand) => void) => (onMessage = listener) },
    } as unknown as Browser.runtime.Port;
    createPanelPortHandler({
      store,
      analysis,
      rememberedPicks: async () => ({}),
      savePicks: async () => undefined,
      excludeSite: async () => undefined,
    })(port);
    onMessage!({ type: 'panel/recapNow' });
    await vi.waitFor(() => expect(analysis.recap).toHaveBeenCalledWith(TAB));
  });
});

describe('closing a tab loses no conversation', () => {
  async function tabWithCall(store: ReturnType<typeof createSessionStore>, extra = {}) {
    await store.mutate(TAB, (s) => meetingSeen(s, TAB, meeting, 'Alex Rivera', 0));
    await store.mutate(TAB, (s) =>
      utterancesSeen(s, [
        utterance('Jordan Lee', 'Can you send something?', 10),
        utterance('Alex Rivera', 'I will send the proposal by Friday.', 20),
      ]),
    );
    await store.mutate(TAB, (s) => s && { session: { ...s, ...extra } });
  }

  async function closeWith(settings: Partial<Settings>, proxyUrl = '') {
    const store = createSessionStore(fakeBrowser.storage.session);
    const closed = createClosedSessions({ session: fakeBrowser.storage.session, local: fakeBrowser.storage.local });
    const analysis = stubAnalysis();
    const tabClosed = createTabCloseHandler({
      store,
      analysis,
      closed,
      settings: async () => ({ ...defaultSettings, proxyUrl, ...settings }),
      makeClient: (s) => createApiClient({ baseUrl: s.proxyUrl }),
      now: () => 100 * DAY,
    });
    return { store, closed, analysis, tabClosed };
  }

  it('keeps the session (transcript, guidance) until the browser closes, recapped, when saving is off', async () => {
    const server = await startLoopbackServer((_req, res) => sendJson(res, 200, recap));
    closeServer = server.close;
    const { store, closed, analysis, tabClosed } = await closeWith({ saveConversations: 'on_request' }, server.url);
    await tabWithCall(store);
    await tabClosed(TAB);
    expect(analysis.forget).toHaveBeenCalledWith(TAB);
    expect(await store.get(TAB)).toBeUndefined();
    const [entry] = await closed.list();
    expect(entry).toMatchObject({ name: expect.stringContaining('Acme discovery'), platform: 'meet', lasting: false });
    const kept = (await closed.get(entry!.id))!;
    expect(kept.utterances.map((u) => u.text)).toEqual([
      'Can you send something?',
      'I will send the proposal by Friday.',
    ]);
    expect(kept.recap?.recap.nextSteps[0]?.due).toBe('by Friday');
    expect(kept.recap?.lines['I will send the proposal by Friday.']).toBe(kept.utterances[1]!.id);
    // storage.session: gone with the browser.
    expect(Object.keys(await fakeBrowser.storage.session.get(null))).toContain(`closedSession:${entry!.id}`);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('keeps it in storage.local for the retention days when saving is on, and a recap already covering it is not asked again', async () => {
    const server = await startLoopbackServer((_req, res) => sendJson(res, 200, recap));
    closeServer = server.close;
    const { store, closed, tabClosed } = await closeWith({ saveConversations: 'auto' }, server.url);
    await tabWithCall(store);
    const lastId = (await store.get(TAB))!.utterances[1]!.id;
    await store.mutate(
      TAB,
      (s) => s && { session: { ...s, recap: { recap, lines: {}, at: 5, lastUtteranceId: lastId } } },
    );
    await tabClosed(TAB);
    expect(server.received).toHaveLength(0);
    const [entry] = await closed.list();
    expect(entry?.lasting).toBe(true);
    expect((await closed.get(entry!.id))?.recap?.at).toBe(5);
    await closed.prune(100 * DAY + 29 * DAY, 30);
    expect(await closed.list()).toHaveLength(1);
    await closed.prune(100 * DAY + 31 * DAY, 30);
    expect(await closed.list()).toEqual([]);
    expect(await fakeBrowser.storage.local.get(`closedSession:${entry!.id}`)).toEqual({});
  });

  it("leaves the tab's session in place when keeping it fails, so nothing is lost", async () => {
    const { store, closed, tabClosed } = await closeWith({ saveConversations: 'on_request' });
    await tabWithCall(store);
    vi.spyOn(closed, 'keep').mockRejectedValueOnce(new Error('QUOTA_BYTES quota exceeded'));
    await expect(tabClosed(TAB)).rejects.toThrow('quota');
    expect((await store.get(TAB))?.utterances).toHaveLength(2);
  });

  it('keeps every parked thread of a support tab, not only the one shown, and nothing of a tab where nothing was said', async () => {
    const { store, closed, tabClosed } = await closeWith({});
    const handle = createCaptureHandler({
      store,
      analysis: stubAnalysis(),
      settings: async () => defaultSettings,
      rememberedPicks: async () => ({}),
    });
    await handle({ type: 'capture/meeting', meeting: ticket('101') }, TAB);
    await handle(
      { type: 'capture/utterances', utterances: [message('z1', 'Dana', 'customer', 'Hi', 1)], sentAt: 1 },
      TAB,
    );
    await handle({ type: 'capture/meeting', meeting: ticket('202') }, TAB);
    await handle(
      { type: 'capture/utterances', utterances: [message('z2', 'Lee', 'customer', 'Hello', 2)], sentAt: 2 },
      TAB,
    );
    await handle({ type: 'capture/meeting', meeting: ticket('303') }, TAB);
    await tabClosed(TAB);
    expect((await closed.list()).map((e) => e.name).sort()).toEqual([
      expect.stringContaining('Ticket 101'),
      expect.stringContaining('Ticket 202'),
    ]);
  });

  it('keeps the conversation of a tab closed while the service worker was stopped, found at its restart', async () => {
    const { store, closed, analysis, tabClosed } = await closeWith({ saveConversations: 'on_request' });
    await tabWithCall(store);
    await recoverSessions(store, analysis, async () => false, tabClosed);
    expect(await store.get(TAB)).toBeUndefined();
    const [entry] = await closed.list();
    expect((await closed.get(entry!.id))?.utterances).toHaveLength(2);
  });

  it(`keeps at most ${MAX_CLOSED_SESSIONS} per storage area, the oldest dropped with its transcript`, async () => {
    const closed = createClosedSessions({ session: fakeBrowser.storage.session, local: fakeBrowser.storage.local });
    const store = createSessionStore(fakeBrowser.storage.session);
    await tabWithCall(store);
    const session = (await store.get(TAB))!;
    const first = await closed.keep(session, 1, false);
    for (let i = 0; i < MAX_CLOSED_SESSIONS; i++) await closed.keep(session, 2 + i, false);
    const listed = await closed.list();
    expect(listed).toHaveLength(MAX_CLOSED_SESSIONS);
    expect(listed.some((e) => e.id === first.id)).toBe(false);
    expect(await closed.get(first.id)).toBeUndefined();
    expect(await fakeBrowser.storage.session.get(`closedSession:${first.id}`)).toEqual({});
  });
});
