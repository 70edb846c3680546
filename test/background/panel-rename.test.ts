import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Browser } from 'wxt/browser';
import type { AnalysisService } from '../../lib/analysis/service';
import { createPanelPortHandler } from '../../lib/background/panel-ports';
import { panelPortName, type PanelCommand } from '../../lib/messaging/panel-protocol';
import { meetingSeen, utterancesSeen } from '../../lib/session/capture-updates';
import { createSessionStore } from '../../lib/session/store';
import { meeting, utterance } from '../session/fixtures';

beforeEach(() => fakeBrowser.reset());

const TAB = 7;

/** A panel's port: what the background is sent, and a way to send it commands. */
function connectPanel(handle: (port: Browser.runtime.Port) => void) {
  let onMessage: ((message: unknown) => void) | undefined;
  const port = {
    name: panelPortName(TAB),
    postMessage: vi.fn(),
    onDisconnect: { addListener: () => undefined },
    onMessage: { addListener: (listener: (message: unknown) => void) => (onMessage = listener) },
  } as unknown as Browser.runtime.Port;
  handle(port);
  return (command: PanelCommand) => onMessage!(command);
}

async function setUp(currentUser: string) {
  const store = createSessionStore(fakeBrowser.storage.session);
  await store.mutate(TAB, (s) => meetingSeen(s, TAB, { ...meeting, platform: 'zoom' }, currentUser, 1_000));
  await store.mutate(TAB, (s) =>
    utterancesSeen(s, [utterance('Speaker 1', 'Hello', 2_000), utterance('Alex Rivera', 'Hi', 3_000)]),
  );
  const analysis = { suggestNow: vi.fn(), currentUserChanged: vi.fn() } as unknown as AnalysisService;
  const send = connectPanel(
    createPanelPortHandler({
      store,
      analysis,
      rememberedPicks: async () => ({}),
      savePicks: async () => undefined,
      excludeSite: async () => undefined,
    }),
  );
  return { store, analysis, send };
}

describe('renaming a speaker from the panel', () => {
  it('renames the stored lines, keeps the rename across a service-worker restart, and applies it to later lines', async () => {
    const { store, analysis, send } = await setUp('Alex Rivera');
    send({ type: 'panel/renameSpeaker', from: 'Speaker 1', to: 'Dana Cole' });
    await vi.waitFor(async () => expect((await store.get(TAB))?.speakers).toEqual(['Dana Cole', 'Alex Rivera']));
    expect(analysis.currentUserChanged).not.toHaveBeenCalled();

    const restarted = createSessionStore(fakeBrowser.storage.session);
    await restarted.mutate(TAB, (s) => utterancesSeen(s, [utterance('Speaker 1', 'Shall we start?', 4_000)]));
    expect((await restarted.get(TAB))?.utterances.map((u) => u.speakerName)).toEqual([
      'Dana Cole',
      'Alex Rivera',
      'Dana Cole',
    ]);
  });

  it('asks for guidance anew when the renamed speaker is the coached person', async () => {
    const { store, analysis, send } = await setUp('Speaker 1');
    send({ type: 'panel/renameSpeaker', from: 'Speaker 1', to: 'Dana Cole' });
    await vi.waitFor(() => expect(analysis.currentUserChanged).toHaveBeenCalledWith(TAB));
    expect((await store.get(TAB))?.currentUser).toBe('Dana Cole');
  });

  it('ignores an empty name', async () => {
    const { store, analysis, send } = await setUp('Speaker 1');
    send({ type: 'panel/renameSpeaker', from: 'Speaker 1', to: '  ' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await store.get(TAB))?.speakers).toEqual(['Speaker 1', 'Alex Rivera']);
    expect(analysis.currentUserChanged).not.toHaveBeenCalled();
  });
});
