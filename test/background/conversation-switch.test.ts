// A support tool's tab moving between conversations: one session per conversation, parked and resumed.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Browser } from 'wxt/browser';
import type { AnalysisService } from '../../lib/analysis/service';
import { createCaptureHandler } from '../../lib/background/capture-listener';
import { createPanelPortHandler, PANEL_UPDATE_INTERVAL_MS } from '../../lib/background/panel-ports';
import type { CapturedUtterance } from '../../lib/messaging/capture-protocol';
import { panelPortName, type PanelUpdate } from '../../lib/messaging/panel-protocol';
import type { RememberedPicks } from '../../lib/session/current-user';
import { createSessionStore, MAX_PARKED_CONVERSATIONS } from '../../lib/session/store';
import { defaultSettings } from '../../lib/settings/schema';
import { meeting, message, parkedOf, ticket } from '../session/fixtures';

const TAB = 5;

beforeEach(() => fakeBrowser.reset());

function setUp(picks: RememberedPicks = {}) {
  const store = createSessionStore(fakeBrowser.storage.session);
  const analysis = {
    utterancesFinalized: vi.fn(async () => undefined),
    recap: vi.fn(async () => undefined),
  } as unknown as AnalysisService & {
    utterancesFinalized: ReturnType<typeof vi.fn>;
    recap: ReturnType<typeof vi.fn>;
  };
  const handle = createCaptureHandler({
    store,
    analysis,
    settings: async () => ({ ...defaultSettings, displayName: 'Sam Rivera' }),
    rememberedPicks: async () => picks,
    now: () => 5_000,
  });
  const open = (key: string) => handle({ type: 'capture/meeting', meeting: ticket(key) }, TAB);
  const lines = (utterances: CapturedUtterance[], conversationKey?: string) =>
    handle(
      { type: 'capture/utterances', utterances, sentAt: 0, ...(conversationKey !== undefined && { conversationKey }) },
      TAB,
    );
  return { store, analysis, handle, open, lines };
}

const texts = (session: { utterances: CapturedUtterance[] } | undefined) => session?.utterances.map((u) => u.text);

const dana1 = message('z1', 'Dana Cole', 'customer', 'My order never arrived.', 100);
const sam1 = message('z2', 'Sam Rivera', 'agent', 'Sorry to hear that, checking now.', 200);
const lee1 = message('z9', 'Lee Park', 'customer', 'How do I reset my password?', 150);

describe('one session per conversation in a support tool', () => {
  it('parks the ticket left, resumes it on return with nothing lost or doubled, and the panel follows at once', async () => {
    const { store, open, lines } = setUp();
    const posted: PanelUpdate[] = [];
    const port = {
      name: panelPortName(TAB),
      postMessage: (update: PanelUpdate) => posted.push(update),
      onDisconnect: { addListener: () => undefined },
      onMessage: { addListener: () => undefined },
    } as unknown as Browser.runtime.Port;
    createPanelPortHandler({
      store,
      analysis: {} as AnalysisService,
      rememberedPicks: async () => ({}),
      savePicks: async () => undefined,
      excludeSite: async () => undefined,
    })(port);

    await open('101');
    await lines([dana1, sam1]);
    await open('202');
    await lines([lee1]);
    const shown = await store.get(TAB);
    expect(shown?.meeting.title).toBe('Ticket 202');
    expect(texts(shown)).toEqual(['How do I reset my password?']);
    await vi.waitFor(() => expect(posted.at(-1)?.session?.meeting.title).toBe('Ticket 202'), {
      timeout: PANEL_UPDATE_INTERVAL_MS * 5,
    });
    expect(await parkedOf(TAB)).toEqual(['zendesk:acme.zendesk.com#101']);

    // Back on ticket 101 the page reads the whole thread again, plus the reply written meanwhile.
    await open('101');
    await lines([dana1, sam1, message('z3', 'Dana Cole', 'customer', 'Thanks!', 300)]);
    const back = await store.get(TAB);
    expect(texts(back)).toEqual(['My order never arrived.', 'Sorry to hear that, checking now.', 'Thanks!']);
    expect(back?.speakers).toEqual(['Dana Cole', 'Sam Rivera']);
    await vi.waitFor(() => expect(posted.at(-1)?.session?.meeting.title).toBe('Ticket 101'), {
      timeout: PANEL_UPDATE_INTERVAL_MS * 5,
    });
    expect(await parkedOf(TAB)).toEqual(['zendesk:acme.zendesk.com#202']);

    // A restarted service worker still has ticket 202 kept, and resumes it.
    const restarted = setUp();
    await restarted.open('202');
    expect(texts(await restarted.store.get(TAB))).toEqual(['How do I reset my password?']);
  });

  it('files lines sent for a ticket the tab has left into that ticket, not into the one shown, and asks no guidance for them', async () => {
    const { store, analysis, open, lines } = setUp();
    await open('101');
    await lines([dana1, sam1], '101');
    analysis.utterancesFinalized.mockClear();
    await open('202');
    await lines([message('z3', 'Dana Cole', 'customer', 'Any news?', 300)], '101');
    expect(texts(await store.get(TAB))).toEqual([]);
    expect(analysis.utterancesFinalized).not.toHaveBeenCalled();

    await open('101');
    expect(texts(await store.get(TAB))).toEqual([
      'My order never arrived.',
      'Sorry to hear that, checking now.',
      'Any news?',
    ]);
  });

  it('keeps a ticket reached at another address of the same ticket as one session', async () => {
    const { store, open, lines, handle } = setUp();
    await open('101');
    await lines([dana1]);
    await handle(
      {
        type: 'capture/meeting',
        meeting: { ...ticket('101'), url: 'https://acme.zendesk.com/agent/tickets/101/events' },
      },
      TAB,
    );
    expect(texts(await store.get(TAB))).toEqual(['My order never arrived.']);
  });

  it(`keeps at most ${MAX_PARKED_CONVERSATIONS} parked tickets per tab, dropping the one shown longest ago with everything stored for it`, async () => {
    const { store, open, lines } = setUp();
    for (let i = 0; i <= MAX_PARKED_CONVERSATIONS + 1; i++) {
      await open(`t${i}`);
      await lines([message(`m${i}`, 'Dana Cole', 'customer', `hello ${i}`, 100)]);
    }
    const parked = await parkedOf(TAB);
    expect(parked).toHaveLength(MAX_PARKED_CONVERSATIONS);
    expect(parked[0]).toBe('zendesk:acme.zendesk.com#t1');
    const keys = Object.keys(await fakeBrowser.storage.session.get(null));
    expect(keys.filter((k) => k.includes('t0'))).toEqual([]);
    const kept = `session:${TAB}@${encodeURIComponent('zendesk:acme.zendesk.com#t1')}`;
    expect(keys.filter((k) => k.startsWith(`${kept}:`) || k === kept).sort()).toEqual([kept, `${kept}:u0`]);

    await open('t1');
    expect(texts(await store.get(TAB))).toEqual(['hello 1']);
    await open('t0');
    expect(texts(await store.get(TAB))).toEqual([]);
  });

  it('drops every kept ticket with its tab', async () => {
    const { store, open, lines } = setUp();
    await open('101');
    await lines([dana1]);
    await open('202');
    expect(await parkedOf(TAB)).toHaveLength(1);
    await store.remove(TAB);
    expect(await fakeBrowser.storage.session.get(null)).toEqual({});
  });

  it('still replaces a meeting by the next one in the tab, keeping none', async () => {
    const { store, handle, lines } = setUp();
    await handle({ type: 'capture/meeting', meeting }, TAB);
    await lines([message('c1', 'Jordan', undefined, 'Hello', 100, { source: 'caption' })]);
    await handle(
      { type: 'capture/meeting', meeting: { ...meeting, url: 'https://meet.google.com/zzz-zzzz-zzz' } },
      TAB,
    );
    expect(texts(await store.get(TAB))).toEqual([]);
    expect(await parkedOf(TAB)).toEqual([]);
  });
});

describe('who a support conversation coaches, and when it asks', () => {
  it('asks for guidance after a new customer message, not after the agent’s own line, the bot’s or a note', async () => {
    const { analysis, open, lines } = setUp();
    await open('101');
    await lines([dana1, sam1]);
    expect(analysis.utterancesFinalized).toHaveBeenCalledTimes(1);
    await lines([message('z3', 'Sam Rivera', 'agent', 'It ships today.', 300)]);
    await lines([message('z4', 'Answer Bot', 'bot', 'Was this helpful?', 400)]);
    await lines([message('z5', 'Sam Rivera', 'agent', 'Refund approved by Kim', 500, { source: 'note' })]);
    expect(analysis.utterancesFinalized).toHaveBeenCalledTimes(1);
    await lines([message('z6', 'Dana Cole', 'customer', 'Great, thank you', 600)]);
    expect(analysis.utterancesFinalized).toHaveBeenCalledTimes(2);
    // The same thread read again on return is nothing new.
    await open('202');
    await open('101');
    await lines([dana1, sam1]);
    expect(analysis.utterancesFinalized).toHaveBeenCalledTimes(2);
  });

  it('coaches the user’s own agent name once it is in the thread, before that the human agent, never by default the bot', async () => {
    const { store, open, lines } = setUp();
    await open('101');
    await lines([dana1, message('b1', 'Answer Bot', 'bot', 'I can help with orders.', 120)]);
    expect((await store.get(TAB))?.currentUser).toBeUndefined();
    await lines([message('k1', 'Kim Lee', 'agent', 'Let me look.', 130)]);
    expect((await store.get(TAB))?.currentUser).toBe('Kim Lee');
    await lines([sam1]);
    expect((await store.get(TAB))?.currentUser).toBe('Sam Rivera');
    expect((await store.get(TAB))?.sides).toEqual({
      'Dana Cole': 'customer',
      'Answer Bot': 'bot',
      'Kim Lee': 'agent',
      'Sam Rivera': 'agent',
    });
  });

  it('keeps a pick the user made for the ticket over the default', async () => {
    const { store, open, lines } = setUp({ 'zendesk:acme.zendesk.com#101': 'Answer Bot' });
    await open('101');
    await lines([dana1, message('b1', 'Answer Bot', 'bot', 'I can help with orders.', 120), sam1]);
    expect((await store.get(TAB))?.currentUser).toBe('Answer Bot');
  });

  it('keeps a pick made in the panel when the user’s own name then appears in the thread, and remembers it for the ticket', async () => {
    const saved: RememberedPicks[] = [];
    const { store, open, lines } = setUp();
    let command: ((message: unknown) => void) | undefined;
    const port = {
      name: panelPortName(TAB),
      postMessage: () => undefined,
      onDisconnect: { addListener: () => undefined },
      onMessage: { addListener: (listener: (message: unknown) => void) => (command = listener) },
    } as unknown as Browser.runtime.Port;
    const analysis = { currentUserChanged: vi.fn() } as unknown as AnalysisService;
    createPanelPortHandler({
      store,
      analysis,
      rememberedPicks: async () => ({}),
      savePicks: async (p) => void saved.push(p),
      excludeSite: async () => undefined,
    })(port);
    await open('101');
    await lines([dana1, message('k1', 'Kim Lee', 'agent', 'Let me look.', 130)]);
    command!({ type: 'panel/setCurrentUser', name: 'Dana Cole' });
    await vi.waitFor(() => expect(saved).toEqual([{ 'zendesk:acme.zendesk.com#101': 'Dana Cole' }]));
    await lines([sam1]);
    expect((await store.get(TAB))?.currentUser).toBe('Dana Cole');
  });

  it('asks on return for guidance a ticket was still waiting for when the user left it', async () => {
    const { store, analysis, open, lines } = setUp();
    // As the analysis service does: a request waiting for its turn shows as scheduled.
    analysis.utterancesFinalized.mockImplementation(async (tab: number) => {
      await store.mutate(tab, (s) =>
        s ? { session: { ...s, analysis: { ...s.analysis, status: 'scheduled' } } } : undefined,
      );
    });
    await open('101');
    await lines([sam1, dana1]);
    expect(analysis.utterancesFinalized).toHaveBeenCalledTimes(1);
    await open('202');
    expect(analysis.utterancesFinalized).toHaveBeenCalledTimes(1);
    await open('101');
    expect(analysis.utterancesFinalized).toHaveBeenCalledTimes(2);
    expect((await store.get(TAB))?.analysis.askOnReturn).toBeUndefined();
    // Asked once: another visit owes nothing.
    await store.mutate(TAB, (s) =>
      s ? { session: { ...s, analysis: { ...s.analysis, status: 'idle' } } } : undefined,
    );
    await open('202');
    await open('101');
    expect(analysis.utterancesFinalized).toHaveBeenCalledTimes(2);
  });
});
