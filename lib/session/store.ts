// Per-tab sessions in storage.session, so they outlive the MV3 service worker being stopped.
// Utterances are stored in fixed-size chunks and only changed chunks are written: a caption
// update in a long call costs the same as one in a short call.
//
// A tab shows one session. In a support tool the tab moves between conversations: the session it
// showed before is parked under the same tab (stored like the shown one) and resumed when the tab
// comes back to that conversation. Parked sessions go with their tab, and each tab keeps at most
// MAX_PARKED_CONVERSATIONS of them, the ones shown longest ago dropped first.
import type { CapturedUtterance } from '../messaging/capture-protocol';
import { isConversation, meetingKey } from './current-user';
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

/** `parked`: the session is one the tab no longer shows. */
export type Mutation = (session: MeetingSession | undefined, parked: boolean) => MutationResult | undefined;
export type SessionListener = (tabId: number, session: MeetingSession | null) => void;

export const UTTERANCES_PER_CHUNK = 100;
/** Conversations a tab keeps besides the one it shows; an agent's day in one tab stays well inside storage.session's quota. */
export const MAX_PARKED_CONVERSATIONS = 20;

type StoredMeta = Omit<MeetingSession, 'utterances'> & { utteranceCount: number };

const tabSlot = (tabId: number) => `session:${tabId}`;
// Encoded so that no conversation's key can spell another one's chunk key.
const parkedSlot = (tabId: number, key: string) => `session:${tabId}@${encodeURIComponent(key)}`;
/** Holds the tab's parked conversation keys, the one shown longest ago first. */
export const parkedIndexKey = (tabId: number) => `parked:${tabId}`;
const chunkKey = (slot: string, chunk: number) => `${slot}:u${chunk}`;
const chunkCount = (utterances: number) => Math.ceil(utterances / UTTERANCES_PER_CHUNK);

export function createSessionStore(area: StorageAreaLike) {
  /** By storage slot: a tab's shown session or one of its parked ones. */
  const cache = new Map<string, MeetingSession | null>();
  /** Each tab's parked conversation keys, the one shown longest ago first. */
  const parkedKeys = new Map<number, string[]>();
  const queues = new Map<number, Promise<unknown>>();
  const listeners = new Set<SessionListener>();

  async function load(slot: string): Promise<MeetingSession | undefined> {
    if (cache.has(slot)) return cache.get(slot) ?? undefined;
    const meta = (await area.get(slot))[slot] as StoredMeta | undefined;
    if (!meta) {
      cache.set(slot, null);
      return undefined;
    }
    const keys = Array.from({ length: chunkCount(meta.utteranceCount) }, (_, i) => chunkKey(slot, i));
    const chunks = keys.length ? await area.get(keys) : {};
    const utterances = keys.flatMap((key) => (chunks[key] as CapturedUtterance[] | undefined) ?? []);
    const { utteranceCount: _count, ...rest } = meta;
    const session: MeetingSession = { ...rest, utterances };
    cache.set(slot, session);
    return session;
  }

  /** Writes `result` over what `slot` held (`previous`), only the chunks that changed. */
  async function write(slot: string, previous: MeetingSession | undefined, result: MutationResult) {
    const next = result.session;
    if (next === null) {
      const count = previous ? chunkCount(previous.utterances.length) : 0;
      await area.remove([slot, ...Array.from({ length: count }, (_, i) => chunkKey(slot, i))]);
      cache.set(slot, null);
      return;
    }
    const { utterances, ...rest } = next;
    const items: Record<string, unknown> = { [slot]: { ...rest, utteranceCount: utterances.length } };
    const touchedChunks =
      result.touched === 'all' || !previous
        ? Array.from({ length: chunkCount(utterances.length) }, (_, i) => i)
        : [...new Set((result.touched ?? []).map((i) => Math.floor(i / UTTERANCES_PER_CHUNK)))];
    for (const chunk of touchedChunks) {
      items[chunkKey(slot, chunk)] = utterances.slice(chunk * UTTERANCES_PER_CHUNK, (chunk + 1) * UTTERANCES_PER_CHUNK);
    }
    await area.set(items);
    const staleFrom = chunkCount(utterances.length);
    const staleTo = previous ? chunkCount(previous.utterances.length) : 0;
    if (staleTo > staleFrom) {
      await area.remove(Array.from({ length: staleTo - staleFrom }, (_, i) => chunkKey(slot, staleFrom + i)));
    }
    cache.set(slot, next);
  }

  async function loadParkedKeys(tabId: number): Promise<string[]> {
    let keys = parkedKeys.get(tabId);
    if (!keys) {
      keys = ((await area.get(parkedIndexKey(tabId)))[parkedIndexKey(tabId)] as string[] | undefined) ?? [];
      parkedKeys.set(tabId, keys);
    }
    return keys;
  }

  async function saveParkedKeys(tabId: number, keys: string[]) {
    if (keys.length) await area.set({ [parkedIndexKey(tabId)]: keys });
    else await area.remove(parkedIndexKey(tabId));
    parkedKeys.set(tabId, keys);
  }

  async function dropParked(tabId: number, key: string) {
    const slot = parkedSlot(tabId, key);
    await write(slot, await load(slot), { session: null });
    cache.delete(slot);
  }

  function notify(tabId: number, session: MeetingSession | null) {
    for (const listener of listeners) listener(tabId, session);
  }

  /** Work on one tab's sessions runs one after another, each on the result of the last. */
  function queued<T>(tabId: number, work: () => Promise<T>): Promise<T> {
    const turn = (queues.get(tabId) ?? Promise.resolve()).then(work);
    const settled = turn.catch(() => undefined);
    queues.set(tabId, settled);
    void settled.then(() => {
      if (queues.get(tabId) === settled) queues.delete(tabId);
    });
    return turn;
  }

  async function applyToShown(tabId: number, current: MeetingSession | undefined, mutation: Mutation) {
    const result = mutation(current, false);
    if (!result) return current;
    await write(tabSlot(tabId), current, result);
    notify(tabId, result.session);
    return result.session ?? undefined;
  }

  /**
   * Changes the session the tab shows. With `key` (a session's meetingKey), changes that session
   * instead: the shown one when it is that session, else the parked one; when the tab keeps no
   * session for `key`, nothing changes.
   */
  function mutate(tabId: number, mutation: Mutation, key?: string): Promise<MeetingSession | undefined> {
    return queued(tabId, async () => {
      const current = await load(tabSlot(tabId));
      if (key === undefined || (current && meetingKey(current.meeting) === key))
        return applyToShown(tabId, current, mutation);
      if (!(await loadParkedKeys(tabId)).includes(key)) return undefined;
      const slot = parkedSlot(tabId, key);
      const parked = await load(slot);
      const result = mutation(parked, true);
      if (!result) return parked;
      await write(slot, parked, result);
      if (result.session === null)
        await saveParkedKeys(
          tabId,
          (await loadParkedKeys(tabId)).filter((k) => k !== key),
        );
      return result.session ?? undefined;
    });
  }

  /**
   * The tab now shows the session of `key`: `mutation` gets that session if the tab kept it (or
   * undefined) and its result is shown. A conversation shown before is parked, nothing of it lost.
   */
  function open(tabId: number, key: string, mutation: Mutation): Promise<MeetingSession | undefined> {
    return queued(tabId, async () => {
      const current = await load(tabSlot(tabId));
      const currentKey = current && meetingKey(current.meeting);
      if (currentKey === key) return applyToShown(tabId, current, mutation);
      let keys = await loadParkedKeys(tabId);
      const resumed = keys.includes(key) ? await load(parkedSlot(tabId, key)) : undefined;
      const result = mutation(resumed, false);
      if (!result) return current;
      // Parked first: were the worker stopped half-way, the conversation shown before is still kept.
      if (current && currentKey !== undefined && isConversation(current.meeting)) {
        // Its request in flight, if any, lands there later; the scheduler's status follows the tab. A
        // request still waiting for its turn would read the next conversation: it is asked on return.
        const { status } = current.analysis;
        const analysis = {
          ...current.analysis,
          status: 'idle' as const,
          ...(status === 'scheduled' && { askOnReturn: true }),
        };
        const parked = { ...current, analysis };
        const slot = parkedSlot(tabId, currentKey);
        await write(slot, await load(slot), { session: parked, touched: 'all' });
        keys = [...keys.filter((k) => k !== currentKey), currentKey];
      }
      await write(tabSlot(tabId), current, { session: result.session, touched: 'all' });
      if (resumed) await dropParked(tabId, key);
      keys = keys.filter((k) => k !== key);
      while (keys.length > MAX_PARKED_CONVERSATIONS) await dropParked(tabId, keys.shift()!);
      await saveParkedKeys(tabId, keys);
      notify(tabId, result.session);
      return result.session ?? undefined;
    });
  }

  return {
    get: (tabId: number) => mutate(tabId, () => undefined),
    mutate,
    open,
    /** The session the tab shows, then the conversations it parked: what closing the tab would lose. */
    sessionsOf: (tabId: number) =>
      queued(tabId, async () => {
        const shown = await load(tabSlot(tabId));
        const parked = await Promise.all((await loadParkedKeys(tabId)).map((key) => load(parkedSlot(tabId, key))));
        return [shown, ...parked].filter((session): session is MeetingSession => session !== undefined);
      }),
    /** The tab is gone: its session and every conversation it kept. */
    remove: (tabId: number) =>
      queued(tabId, async () => {
        const current = await load(tabSlot(tabId));
        for (const key of await loadParkedKeys(tabId)) await dropParked(tabId, key);
        await saveParkedKeys(tabId, []);
        parkedKeys.delete(tabId);
        if (!current) return;
        await write(tabSlot(tabId), current, { session: null });
        notify(tabId, null);
      }),
    onChange(listener: SessionListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Everything stored was deleted ("Delete all local data"): nothing remembered is written back. */
    forgetAll() {
      cache.clear();
      parkedKeys.clear();
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
