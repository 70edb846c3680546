// Per-tab sessions in storage.session, so they outlive the MV3 service worker being stopped.
// Utterances are stored in fixed-size chunks and only changed chunks are written: a caption
// update in a long call costs the same as one in a short call.
import type { CapturedUtterance } from '../messaging/capture-protocol';
import type { MeetingSession } from './types';

export interface StorageAreaLike {
  get(keys?: string | string[] | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

export interface MutationResult {
  /** null removes the session. */
  session: MeetingSession | null;
  /** Utterance indexes whose content changed; 'all' rewrites every chunk. */
  touched?: readonly number[] | 'all';
}

export type Mutation = (session: MeetingSession | undefined) => MutationResult | undefined;
export type SessionListener = (tabId: number, session: MeetingSession | null) => void;

export const UTTERANCES_PER_CHUNK = 100;

type StoredMeta = Omit<MeetingSession, 'utterances'> & { utteranceCount: number };

const metaKey = (tabId: number) => `session:${tabId}`;
const chunkKey = (tabId: number, chunk: number) => `session:${tabId}:u${chunk}`;

export function createSessionStore(area: StorageAreaLike) {
  const cache = new Map<number, MeetingSession | null>();
  const queues = new Map<number, Promise<unknown>>();
  const listeners = new Set<SessionListener>();

  async function load(tabId: number): Promise<MeetingSession | undefined> {
    if (cache.has(tabId)) return cache.get(tabId) ?? undefined;
    const meta = (await area.get(metaKey(tabId)))[metaKey(tabId)] as StoredMeta | undefined;
    if (!meta) {
      cache.set(tabId, null);
      return undefined;
    }
    const chunkCount = Math.ceil(meta.utteranceCount / UTTERANCES_PER_CHUNK);
    const keys = Array.from({ length: chunkCount }, (_, i) => chunkKey(tabId, i));
    const chunks = keys.length ? await area.get(keys) : {};
    const utterances = keys.flatMap((key) => (chunks[key] as CapturedUtterance[] | undefined) ?? []);
    const { utteranceCount: _count, ...rest } = meta;
    const session: MeetingSession = { ...rest, utterances };
    cache.set(tabId, session);
    return session;
  }

  async function persist(tabId: number, previous: MeetingSession | undefined, result: MutationResult) {
    const next = result.session;
    if (next === null) {
      const count = previous ? Math.ceil(previous.utterances.length / UTTERANCES_PER_CHUNK) : 0;
      await area.remove([metaKey(tabId), ...Array.from({ length: count }, (_, i) => chunkKey(tabId, i))]);
      return;
    }
    const { utterances, ...rest } = next;
    const items: Record<string, unknown> = { [metaKey(tabId)]: { ...rest, utteranceCount: utterances.length } };
    const touchedChunks =
      result.touched === 'all' || !previous
        ? Array.from({ length: Math.ceil(utterances.length / UTTERANCES_PER_CHUNK) }, (_, i) => i)
        : [...new Set((result.touched ?? []).map((i) => Math.floor(i / UTTERANCES_PER_CHUNK)))];
    for (const chunk of touchedChunks) {
      items[chunkKey(tabId, chunk)] = utterances.slice(chunk * UTTERANCES_PER_CHUNK, (chunk + 1) * UTTERANCES_PER_CHUNK);
    }
    await area.set(items);
    const staleFrom = Math.ceil(utterances.length / UTTERANCES_PER_CHUNK);
    const staleTo = previous ? Math.ceil(previous.utterances.length / UTTERANCES_PER_CHUNK) : 0;
    if (staleTo > staleFrom) {
      await area.remove(Array.from({ length: staleTo - staleFrom }, (_, i) => chunkKey(tabId, staleFrom + i)));
    }
  }

  /** Mutations of one tab run one after another, each on the result of the last. */
  function mutate(tabId: number, mutation: Mutation): Promise<MeetingSession | undefined> {
    const previousTurn = queues.get(tabId) ?? Promise.resolve();
    const turn = previousTurn.then(async () => {
      const current = await load(tabId);
      const result = mutation(current);
      if (!result) return current;
      await persist(tabId, current, result);
      cache.set(tabId, result.session);
      for (const listener of listeners) listener(tabId, result.session);
      return result.session ?? undefined;
    });
    const settled = turn.catch(() => undefined);
    queues.set(tabId, settled);
    void settled.then(() => {
      if (queues.get(tabId) === settled) queues.delete(tabId);
    });
    return turn;
  }

  return {
    get: (tabId: number) => mutate(tabId, () => undefined),
    mutate,
    remove: (tabId: number) => mutate(tabId, (session) => (session ? { session: null } : undefined)),
    onChange(listener: SessionListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Tabs whose sessions are stored, for recovery after a restart. */
    async storedTabIds(): Promise<number[]> {
      const all = await area.get(null);
      return Object.keys(all)
        .map((key) => /^session:(\d+)$/.exec(key)?.[1])
        .filter((id): id is string => id !== undefined)
        .map(Number);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
