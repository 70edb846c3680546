// Conversations whose tab was closed: the whole session (transcript, guidance, recap) is kept so
// History can still show it, recap it and export it. In storage.session, gone when the browser
// closes; when saving is on, in storage.local for the retention days instead.
import type { Platform } from '../messaging/capture-protocol';
import type { StorageAreaLike } from '../session/store';
import type { MeetingSession, SessionRecap } from '../session/types';
import { defaultConversationName } from './saving';

export const CLOSED_INDEX_KEY = 'closedSessions';
const sessionKey = (id: string) => `closedSession:${id}`;
const DAY_MS = 86_400_000;
/** Per storage area; the oldest go first. A day of calls stays well inside the areas' quotas. */
export const MAX_CLOSED_SESSIONS = 50;

export interface ClosedEntry {
  id: string;
  name: string;
  platform: Platform;
  /** Epoch ms when its tab closed. */
  closedAt: number;
  /** Kept for the retention days (saving was on), else until the browser closes. */
  lasting: boolean;
}

function isEntry(value: unknown): value is ClosedEntry {
  const e = value as ClosedEntry;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.id === 'string' &&
    typeof e.name === 'string' &&
    typeof e.platform === 'string' &&
    typeof e.closedAt === 'number'
  );
}

/** Saving is on for a session when it was saved as a conversation, or every session is saved. */
export function keptLasting(session: MeetingSession, saveMode: 'auto' | 'on_request'): boolean {
  return saveMode === 'auto' || session.analysis.conversationId !== undefined;
}

export function createClosedSessions(areas: { session: StorageAreaLike; local: StorageAreaLike }) {
  let queue: Promise<unknown> = Promise.resolve();
  const areaOf = (lasting: boolean) => (lasting ? areas.local : areas.session);

  async function entries(lasting: boolean): Promise<ClosedEntry[]> {
    const stored = (await areaOf(lasting).get(CLOSED_INDEX_KEY))[CLOSED_INDEX_KEY];
    return Array.isArray(stored) ? stored.filter(isEntry).map((e) => ({ ...e, lasting })) : [];
  }

  /** Changes run one after another, each on the index the last one wrote. */
  function serial<T>(work: () => Promise<T>): Promise<T> {
    const turn = queue.then(work);
    queue = turn.catch(() => undefined);
    return turn;
  }

  async function writeIndex(lasting: boolean, index: ClosedEntry[], dropped: readonly ClosedEntry[]) {
    const area = areaOf(lasting);
    if (dropped.length) await area.remove(dropped.map((e) => sessionKey(e.id)));
    await area.set({ [CLOSED_INDEX_KEY]: index });
  }

  async function find(id: string): Promise<ClosedEntry | undefined> {
    return (await list()).find((e) => e.id === id);
  }

  async function list(): Promise<ClosedEntry[]> {
    const [lasting, forNow] = await Promise.all([entries(true), entries(false)]);
    return [...lasting, ...forNow].sort((a, b) => b.closedAt - a.closedAt);
  }

  return {
    /** Newest first, from both areas. */
    list,
    keep: (session: MeetingSession, closedAt: number, lasting: boolean) =>
      serial(async () => {
        const entry: ClosedEntry = {
          id: `${closedAt}-${session.tabId}-${Math.random().toString(36).slice(2, 8)}`,
          name: session.analysis.conversationName ?? defaultConversationName(session.meeting),
          platform: session.meeting.platform,
          closedAt,
          lasting,
        };
        const index = [entry, ...(await entries(lasting))];
        await areaOf(lasting).set({ [sessionKey(entry.id)]: session });
        await writeIndex(lasting, index.slice(0, MAX_CLOSED_SESSIONS), index.slice(MAX_CLOSED_SESSIONS));
        return entry;
      }),
    async get(id: string): Promise<MeetingSession | undefined> {
      const entry = await find(id);
      if (!entry) return undefined;
      return (await areaOf(entry.lasting).get(sessionKey(id)))[sessionKey(id)] as MeetingSession | undefined;
    },
    /** Keeps a recap asked for after the tab closed; returns the session as now kept. */
    setRecap: (id: string, recap: SessionRecap) =>
      serial(async () => {
        const entry = await find(id);
        if (!entry) return undefined;
        const area = areaOf(entry.lasting);
        const session = (await area.get(sessionKey(id)))[sessionKey(id)] as MeetingSession | undefined;
        if (!session) return undefined;
        const next = { ...session, recap };
        await area.set({ [sessionKey(id)]: next });
        return next;
      }),
    /** Drops what was kept for longer than `days` days (those kept until the browser closes go with it). */
    prune: (now: number, days: number) =>
      serial(async () => {
        const index = await entries(true);
        const keep = index.filter((e) => e.closedAt > now - days * DAY_MS);
        if (keep.length < index.length)
          await writeIndex(
            true,
            keep,
            index.filter((e) => !keep.includes(e)),
          );
      }),
  };
}

export type ClosedSessions = ReturnType<typeof createClosedSessions>;
