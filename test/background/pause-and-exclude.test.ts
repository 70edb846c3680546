// "Pause capture" keeps nothing the page shows meanwhile; "Never capture on this site" forgets what the
// tab captured there, and nothing from that site is kept again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { AnalysisService } from '../../lib/analysis/service';
import { createCaptureHandler } from '../../lib/background/capture-listener';
import { createPanelPortHandler } from '../../lib/background/panel-ports';
import type { CapturedUtterance } from '../../lib/messaging/capture-protocol';
import { panelPortName, type PanelCommand } from '../../lib/messaging/panel-protocol';
import { createSessionStore } from '../../lib/session/store';
import { defaultSettings, type Settings } from '../../lib/settings/schema';
import { meeting, utterance } from '../session/fixtures';

const TAB = 9;
const PAGE = 'https://meet.google.com/abc-defg-hij';

beforeEach(() => fakeBrowser.reset());

function setUp() {
  let settings: Settings = { ...defaultSettings, displayName: 'Alex Rivera' };
  const store = createSessionStore(fakeBrowser.storage.session);
  const analysis = { utterancesFinalized: vi.fn(async () => undefined), forget: vi.fn() } as unknown as AnalysisService;
  const capture = createCaptureHandler({
    store,
    analysis,
    settings: async () => settings,
    rememberedPicks: async () => ({}),
    now: () => 1_000,
  });
  let onMessage: ((message: unknown) => void) | undefined;
  const port = {
    name: panelPortName(TAB),
    postMessage: vi.fn(),
    onDisconnect: { addListener: () => undefined },
    onMessage: { addListener: (listener: (message: unknown) => void) => (onMessage = listener) },
  } as unknown as Browser.runtime.Port;
  const excluded: string[] = [];
  createPanelPortHandler({
    store,
    analysis,
    rememberedPicks: async () => ({}),
    savePicks: async () => undefined,
    excludeSite: async (site) => {
      excluded.push(site);
      settings = { ...settings, neverCaptureSites: [...settings.neverCaptureSites, site] };
    },
  })(port);
  const send = (command: PanelCommand) => onMessage!(command);
  const lines = (utterances: CapturedUtterance[]) =>
    capture({ type: 'capture/utterances', utterances, sentAt: 0 }, TAB, PAGE);
  const join = () => capture({ type: 'capture/meeting', meeting: { ...meeting, url: PAGE } }, TAB, PAGE);
  return { store, analysis, send, lines, join, excluded };
}

const texts = (session: { utterances: CapturedUtterance[] } | undefined) => session?.utterances.map((u) => u.text);

describe('pausing capture', () => {
  it('keeps no line shown while paused, and takes lines again after resuming', async () => {
    const { store, send, lines, join, analysis } = setUp();
    await join();
    await lines([utterance('Jordan Lee', 'Before the pause.', 100)]);
    send({ type: 'panel/setPaused', paused: true });
    await vi.waitFor(async () => expect((await store.get(TAB))?.paused).toBe(true));
    await lines([utterance('Jordan Lee', 'My card is 4111 1111 1111 1111.', 200)]);
    expect(texts(await store.get(TAB))).toEqual(['Before the pause.']);
    send({ type: 'panel/setPaused', paused: false });
    await vi.waitFor(async () => expect((await store.get(TAB))?.paused).toBeUndefined());
    await lines([utterance('Jordan Lee', 'After the pause.', 300)]);
    expect(texts(await store.get(TAB))).toEqual(['Before the pause.', 'After the pause.']);
    expect(vi.mocked(analysis.utterancesFinalized).mock.calls.length).toBe(2); // never for the paused line
  });

  it('keeps a line being spoken at the pause as far as it was, and never the words said during the pause', async () => {
    const { store, send, lines, join } = setUp();
    await join();
    const open = utterance('Jordan Lee', 'My card number is', 100, { final: false });
    await lines([open]);
    send({ type: 'panel/setPaused', paused: true });
    await vi.waitFor(async () => expect((await store.get(TAB))?.paused).toBe(true));
    expect((await store.get(TAB))?.utterances).toEqual([{ ...open, final: true }]);
    await lines([{ ...open, text: 'My card number is 4111 1111 1111 1111', final: true }]);
    send({ type: 'panel/setPaused', paused: false });
    await vi.waitFor(async () => expect((await store.get(TAB))?.paused).toBeUndefined());
    await lines([{ ...open, text: 'My card number is 4111 1111 1111 1111, expiry May', final: true }]);
    expect(texts(await store.get(TAB))).toEqual(['My card number is']);
  });
});

describe('never capturing on a site', () => {
  it('forgets what the tab captured there and keeps nothing that site sends afterwards', async () => {
    const { store, send, lines, join, excluded, analysis } = setUp();
    await join();
    await lines([utterance('Jordan Lee', 'Hello there.', 100)]);
    send({ type: 'panel/neverCaptureSite' });
    await vi.waitFor(async () => expect(await store.get(TAB)).toBeUndefined());
    expect(excluded).toEqual(['meet.google.com']);
    expect(analysis.forget).toHaveBeenCalledWith(TAB);
    await join();
    await lines([utterance('Jordan Lee', 'Still talking.', 200)]);
    expect(await store.get(TAB)).toBeUndefined();
    expect(Object.keys(await fakeBrowser.storage.session.get(null))).toEqual([]);
  });
});
