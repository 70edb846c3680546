import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  HISTORY_KEY,
  createHistoryIndex,
  readIndex,
  retained,
  searchHistory,
  withAnalysisCounted,
  withEntry,
  type HistoryEntry,
} from '../../lib/history/local-index';
import { defaultConversationName } from '../../lib/history/saving';

const DAY = 86_400_000;
const entry = (id: string, name: string, savedAt: number, analyses = 0): HistoryEntry => ({
  id,
  name,
  platform: 'meet',
  savedAt,
  analyses,
});

describe('history index', () => {
  it('lists newest first, each conversation once', () => {
    let index = withEntry([], entry('a', 'Acme', 1));
    index = withEntry(index, entry('b', 'Beta', 3));
    index = withEntry(index, entry('c', 'Core', 2));
    index = withEntry(index, entry('a', 'Acme again', 1));
    expect(index.map((e) => e.id)).toEqual(['b', 'c', 'a']);
    expect(index.find((e) => e.id === 'a')?.name).toBe('Acme again');
  });

  it('searches by name in any case, newest first; an empty search lists all', () => {
    const index = [entry('a', 'Acme discovery', 1), entry('b', 'Beta review', 3), entry('c', 'ACME pricing', 2)];
    expect(searchHistory(index, ' acme ').map((e) => e.id)).toEqual(['c', 'a']);
    expect(searchHistory(index, '').map((e) => e.id)).toEqual(['b', 'c', 'a']);
    expect(searchHistory(index, 'zzz')).toEqual([]);
  });

  it('counts analyses of one conversation only', () => {
    const index = withAnalysisCounted([entry('a', 'A', 1, 2), entry('b', 'B', 2)], 'a');
    expect(index.map((e) => e.analyses)).toEqual([3, 0]);
  });

  it('keeps only what was saved within the last N days', () => {
    const now = 100 * DAY;
    const index = [entry('new', 'n', now - DAY), entry('edge', 'e', now - 30 * DAY), entry('old', 'o', now - 31 * DAY)];
    expect(retained(index, now, 30).map((e) => e.id)).toEqual(['new']);
  });

  it('drops damaged stored entries instead of failing', () => {
    expect(readIndex([entry('a', 'A', 1), { id: 'x' }, null, 'junk'])).toEqual([entry('a', 'A', 1)]);
    expect(readIndex({})).toEqual([]);
  });

  describe('in storage.local', () => {
    beforeEach(() => fakeBrowser.reset());

    it('keeps every change made at once (none overwrites another)', async () => {
      const index = createHistoryIndex(fakeBrowser.storage.local);
      await index.added(entry('a', 'Acme', 1));
      await Promise.all([
        index.analysisSaved('a'),
        index.analysisSaved('a'),
        index.rename('a', 'Acme call'),
        index.added(entry('b', 'B', 2)),
      ]);
      expect(await index.load()).toEqual([entry('b', 'B', 2), entry('a', 'Acme call', 1, 2)]);
      await index.remove('b');
      expect((await fakeBrowser.storage.local.get(HISTORY_KEY))[HISTORY_KEY]).toEqual([entry('a', 'Acme call', 1, 2)]);
    });
  });
});

describe('default conversation name', () => {
  it('is the meeting title and its local start time, or says what it is when untitled', () => {
    const startedAt = new Date(2026, 10, 23, 9, 5).getTime();
    expect(defaultConversationName({ title: 'Acme discovery', startedAt })).toBe('Acme discovery (2026-11-23 09:05)');
    expect(defaultConversationName({ title: '  ', startedAt })).toBe('Meeting (2026-11-23 09:05)');
    expect(defaultConversationName({ title: '', startedAt, conversationKey: 'ticket-4' })).toBe(
      'Conversation (2026-11-23 09:05)',
    );
  });

  it('fits the service limit of 200 characters with the date kept', () => {
    const name = defaultConversationName({ title: 'x'.repeat(500), startedAt: 0 });
    expect(name).toHaveLength(200);
    expect(name).toMatch(/\(\d{4}-\d\d-\d\d \d\d:\d\d\)$/);
  });
});
