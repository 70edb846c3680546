import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createLocalData } from '../../lib/background/local-data';
import { createClosedSessions } from '../../lib/history/closed-sessions';
import { createHistoryIndex, type HistoryEntry } from '../../lib/history/local-index';
import { meetingSeen, utterancesSeen } from '../../lib/session/capture-updates';
import { createSessionStore } from '../../lib/session/store';
import { defaultSettings, SETTINGS_KEY } from '../../lib/settings/schema';
import { meeting, utterance } from '../session/fixtures';

const DAY = 86_400_000;
const NOW = 1_000 * DAY;

beforeEach(() => fakeBrowser.reset());

function setup(historyDays = 30) {
  const store = createSessionStore(fakeBrowser.storage.session);
  const history = createHistoryIndex(fakeBrowser.storage.local);
  const analysis = { forget: vi.fn() };
  const localData = createLocalData({
    store,
    analysis,
    history,
    closed: createClosedSessions({ session: fakeBrowser.storage.session, local: fakeBrowser.storage.local }),
    settings: async () => ({ ...defaultSettings, historyDays }),
    local: fakeBrowser.storage.local,
    session: fakeBrowser.storage.session,
    now: () => NOW,
  });
  return { store, history, analysis, localData };
}

const entry = (id: string, daysAgo: number): HistoryEntry => ({
  id,
  name: id,
  platform: 'meet',
  savedAt: NOW - daysAgo * DAY,
  analyses: 1,
});

describe('retention', () => {
  it('keeps History for the days set, 30 by default', async () => {
    const { history, localData } = setup();
    for (const e of [entry('today', 0), entry('d29', 29), entry('d31', 31)]) await history.added(e);
    await localData.enforceRetention();
    expect((await history.load()).map((e) => e.id)).toEqual(['today', 'd29']);
  });

  it('follows a shorter setting', async () => {
    const { history, localData } = setup(1);
    for (const e of [entry('today', 0), entry('d2', 2)]) await history.added(e);
    await localData.enforceRetention();
    expect((await history.load()).map((e) => e.id)).toEqual(['today']);
  });
});

describe('delete all local data', () => {
  it("empties both storage areas, stops the tabs' analysis, and writes nothing remembered back", async () => {
    const { store, history, analysis, localData } = setup();
    await fakeBrowser.storage.local.set({ [SETTINGS_KEY]: { ...defaultSettings, proxyUrl: 'http://127.0.0.1:1' } });
    await history.added(entry('h1', 0));
    await store.mutate(4, (s) => meetingSeen(s, 4, meeting, 'Alex Rivera', 0));
    await store.mutate(4, (s) => utterancesSeen(s, [utterance('Jordan', 'Secret pricing', 10)]));

    await localData.deleteAll();
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    expect(await fakeBrowser.storage.session.get(null)).toEqual({});
    expect(analysis.forget).toHaveBeenCalledWith(4);

    // The next caption of the same tab starts afresh: the old lines are not written back.
    await store.mutate(4, (s) => meetingSeen(s, 4, meeting, 'Alex Rivera', 0));
    await store.mutate(4, (s) => utterancesSeen(s, [utterance('Jordan', 'Later line', 20)]));
    expect((await store.get(4))?.utterances.map((u) => u.text)).toEqual(['Later line']);
  });
});
