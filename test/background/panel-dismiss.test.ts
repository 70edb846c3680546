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

const TAB = 5;

async function setUp() {
  const store = createSessionStore(fakeBrowser.storage.session);
  await store.mutate(TAB, (s) => meetingSeen(s, TAB, meeting, 'Alex Rivera', 1_000));
  await store.mutate(TAB, (s) => utterancesSeen(s, [utterance('Alex Rivera', 'Hi', 2_000)]));
  let onMessage: ((message: unknown) => void) | undefined;
  const port = {
    name: panelPortName(TAB),
    postMessage: vi.fn(),
    onDisconnect: { addListener: () => undefined },
    onMessage: { addListener: (listener: (message: unknown) => void) => (onMessage = listener) },
  } as unknown as Browser.runtime.Port;
  createPanelPortHandler({
    store,
    analysis: {} as AnalysisService,
    rememberedPicks: async () => ({}),
    savePicks: async () => undefined,
    excludeSite: async () => undefined,
  })(port);
  return { store, send: (command: PanelCommand) => onMessage!(command) };
}

describe('"Not useful" from the panel', () => {
  it('keeps the dismissal with the conversation, once, across a service-worker restart', async () => {
    const { store, send } = await setUp();
    const dismissal = { card: 'playbook:price', kind: 'objection' as const, entryId: 'price' };
    send({ type: 'panel/dismissCard', dismissal });
    send({ type: 'panel/dismissCard', dismissal });
    await vi.waitFor(async () => expect((await store.get(TAB))?.dismissals).toHaveLength(1));
    const restarted = createSessionStore(fakeBrowser.storage.session);
    expect((await restarted.get(TAB))?.dismissals).toEqual([{ ...dismissal, at: expect.any(Number) }]);
    expect((await restarted.get(TAB))?.utterances.map((u) => u.text)).toEqual(['Hi']);
  });

  it('forgets the dismissal on Undo, and only that one', async () => {
    const { store, send } = await setUp();
    send({ type: 'panel/dismissCard', dismissal: { card: 'playbook:price', kind: 'objection', entryId: 'price' } });
    send({ type: 'panel/dismissCard', dismissal: { card: 'g-1', kind: 'guidance' } });
    await vi.waitFor(async () => expect((await store.get(TAB))?.dismissals).toHaveLength(2));
    send({ type: 'panel/restoreCard', card: 'playbook:price' });
    send({ type: 'panel/restoreCard', card: 'never-dismissed' });
    await vi.waitFor(async () => expect((await store.get(TAB))?.dismissals?.map((d) => d.card)).toEqual(['g-1']));
  });
});
