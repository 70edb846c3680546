// The History list: conversations this browser saved, kept in storage.local under one key. Only
// names, platforms, dates and counts live here; the analyses stay on the service.
import type { Platform } from '../messaging/capture-protocol';
import type { StorageAreaLike } from '../session/store';

export const HISTORY_KEY = 'history';
const DAY_MS = 86_400_000;

export interface HistoryEntry {
  /** The conversation's handle, as the proxy gave it. */
  id: string;
  name: string;
  platform: Platform;
  /** Epoch ms when it was saved. */
  savedAt: number;
  /** Analyses saved into it from this browser. */
  analyses: number;
}

/** Newest first, each id once. */
export function withEntry(index: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...index.filter((e) => e.id !== entry.id)].sort((a, b) => b.savedAt - a.savedAt);
}

export function withAnalysisCounted(index: readonly HistoryEntry[], id: string): HistoryEntry[] {
  return index.map((e) => (e.id === id ? { ...e, analyses: e.analyses + 1 } : e));
}

export function renamed(index: readonly HistoryEntry[], id: string, name: string): HistoryEntry[] {
  return index.map((e) => (e.id === id ? { ...e, name } : e));
}

export function without(index: readonly HistoryEntry[], id: string): HistoryEntry[] {
  return index.filter((e) => e.id !== id);
}

/** Entries saved within the last `days` days. */
export function retained(index: readonly HistoryEntry[], now: number, days: number): HistoryEntry[] {
  return index.filter((e) => e.savedAt > now - days * DAY_MS);
}

/** Newest first; `query` matches anywhere in the name, any case. */
export function searchHistory(index: readonly HistoryEntry[], query: string): HistoryEntry[] {
  const needle = query.trim().toLocaleLowerCase();
  return [...index]
    .filter((e) => needle === '' || e.name.toLocaleLowerCase().includes(needle))
    .sort((a, b) => b.savedAt - a.savedAt);
}

function isEntry(value: unknown): value is HistoryEntry {
  const e = value as HistoryEntry;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.id === 'string' &&
    typeof e.name === 'string' &&
    typeof e.platform === 'string' &&
    typeof e.savedAt === 'number' &&
    typeof e.analyses === 'number'
  );
}

/** What is stored, damaged entries left out. */
export function readIndex(stored: unknown): HistoryEntry[] {
  return Array.isArray(stored) ? stored.filter(isEntry) : [];
}

export function createHistoryIndex(area: StorageAreaLike) {
  let queue: Promise<unknown> = Promise.resolve();
  const load = async () => readIndex((await area.get(HISTORY_KEY))[HISTORY_KEY]);

  /** Changes in this page run one after another, each on the result of the last. */
  function update(change: (index: HistoryEntry[]) => HistoryEntry[]): Promise<HistoryEntry[]> {
    const turn = queue.then(async () => {
      const next = change(await load());
      await area.set({ [HISTORY_KEY]: next });
      return next;
    });
    queue = turn.catch(() => undefined);
    return turn;
  }

  return {
    load,
    added: (entry: HistoryEntry) => update((index) => withEntry(index, entry)),
    analysisSaved: (id: string) => update((index) => withAnalysisCounted(index, id)),
    rename: (id: string, name: string) => update((index) => renamed(index, id, name)),
    remove: (id: string) => update((index) => without(index, id)),
    prune: (now: number, days: number) => update((index) => retained(index, now, days)),
  };
}

export type HistoryIndex = ReturnType<typeof createHistoryIndex>;
