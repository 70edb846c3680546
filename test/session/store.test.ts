import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createSessionStore, UTTERANCES_PER_CHUNK } from '../../lib/session/store';
import { meetingSeen, utterancesSeen } from '../../lib/session/capture-updates';
import { meeting, utterance } from './fixtures';

beforeEach(() => fakeBrowser.reset());

describe('session store', () => {
  it('keeps a whole session across a service-worker restart', async () => {
    const before = createSessionStore(fakeBrowser.storage.session);
    await before.mutate(7, (s) => meetingSeen(s, 7, meeting, 'Alex Rivera', 1_000));
    const lines = Array.from({ length: UTTERANCES_PER_CHUNK * 2 + 5 }, (_, i) =>
      utterance(i % 2 ? 'Jordan' : 'Alex Rivera', `line ${i}`, 2_000 + i),
    );
    await before.mutate(7, (s) => utterancesSeen(s, lines.slice(0, 150)));
    await before.mutate(7, (s) => utterancesSeen(s, lines.slice(150)));
    await before.mutate(7, (s) => utterancesSeen(s, [{ ...lines[3]!, text: 'line 3, revised' }]));

    // A new store is what a restarted service worker starts with: nothing in memory.
    const after = createSessionStore(fakeBrowser.storage.session);
    const restored = await after.get(7);
    expect(restored?.utterances.map((u) => u.text)).toEqual(
      lines.map((u, i) => (i === 3 ? 'line 3, revised' : u.text)),
    );
    expect(restored?.speakers).toEqual(['Alex Rivera', 'Jordan']);
    expect(restored?.currentUser).toBe('Alex Rivera');
    expect(restored?.meeting.title).toBe('Acme discovery');
  });

  it('writes only the chunks an update touched', async () => {
    const store = createSessionStore(fakeBrowser.storage.session);
    await store.mutate(1, (s) => meetingSeen(s, 1, meeting, undefined, 0));
    const lines = Array.from({ length: UTTERANCES_PER_CHUNK * 3 }, (_, i) => utterance('Jordan', `l${i}`, i));
    await store.mutate(1, (s) => utterancesSeen(s, lines));
    const written: string[] = [];
    const spy = {
      get: fakeBrowser.storage.session.get.bind(fakeBrowser.storage.session),
      remove: fakeBrowser.storage.session.remove.bind(fakeBrowser.storage.session),
      set: async (items: Record<string, unknown>) => {
        written.push(...Object.keys(items));
        await fakeBrowser.storage.session.set(items);
      },
    };
    const spied = createSessionStore(spy);
    await spied.mutate(1, (s) => utterancesSeen(s, [{ ...lines.at(-1)!, text: 'changed' }]));
    expect(written.sort()).toEqual(['session:1', 'session:1:u2']);
  });

  it('runs mutations of one tab in order, each on the result of the last', async () => {
    const store = createSessionStore(fakeBrowser.storage.session);
    await store.mutate(2, (s) => meetingSeen(s, 2, meeting, undefined, 0));
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.mutate(2, (s) => utterancesSeen(s, [utterance('Jordan', `n${i}`, i)])),
      ),
    );
    expect((await store.get(2))?.utterances).toHaveLength(20);
  });

  it('removes every stored part of a closed tab', async () => {
    const store = createSessionStore(fakeBrowser.storage.session);
    await store.mutate(3, (s) => meetingSeen(s, 3, meeting, undefined, 0));
    await store.mutate(3, (s) => utterancesSeen(s, [utterance('Jordan', 'x', 1)]));
    await store.remove(3);
    expect(await fakeBrowser.storage.session.get(null)).toEqual({});
    expect(await store.storedTabIds()).toEqual([]);
  });

  it('starts a new session when the tab moves to another meeting, and keeps it for the same one', async () => {
    const store = createSessionStore(fakeBrowser.storage.session);
    await store.mutate(4, (s) => meetingSeen(s, 4, meeting, undefined, 0));
    await store.mutate(4, (s) => utterancesSeen(s, [utterance('Jordan', 'x', 1)]));
    await store.mutate(4, (s) =>
      meetingSeen(s, 4, { ...meeting, url: 'https://meet.google.com/abc-defg-hij' }, undefined, 5),
    );
    expect((await store.get(4))?.utterances).toHaveLength(1);
    await store.mutate(4, (s) =>
      meetingSeen(s, 4, { ...meeting, url: 'https://meet.google.com/zzz-zzzz-zzz' }, undefined, 9),
    );
    expect((await store.get(4))?.utterances).toHaveLength(0);
    expect(await fakeBrowser.storage.session.get('session:4:u0')).toEqual({});
  });
});
