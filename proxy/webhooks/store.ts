// The webhook queue: every event waits in DATA_DIR/webhooks.db (or Postgres) until its receiver took it,
// so a restart loses none. Payloads carry transcripts: the file is the owner's alone, like the engine's.
import type { DatabaseLocation } from '../storage/location.ts';
import { openStorage, SQLITE_FILES } from '../storage/open.ts';
import type { QueuedEvent, WebhookEventType } from './events.ts';

export const WEBHOOK_DB_FILE = SQLITE_FILES.webhooks;

export interface StoredEvent extends QueuedEvent {
  /** Tries made so far. */
  attempts: number;
  /** Epoch ms of the next try. */
  nextAt: number;
  /** What the last try got: an HTTP status or a word such as `timeout`; null before the first. */
  lastResult: string | null;
  createdAt: number;
}

interface Row {
  id: string;
  type: string;
  conversation: string;
  payload: string;
  attempts: number;
  next_at: number;
  last_result: string | null;
  created_at: number;
}

const COLUMNS = ['id', 'type', 'conversation', 'payload', 'attempts', 'next_at', 'last_result', 'created_at'] as const;

const stored = (row: Row): StoredEvent => ({
  id: row.id,
  type: row.type as WebhookEventType,
  conversation: row.conversation,
  payload: row.payload,
  attempts: row.attempts,
  nextAt: row.next_at,
  lastResult: row.last_result,
  createdAt: row.created_at,
});

export async function openWebhookStore(location: DatabaseLocation) {
  const { db, close } = await openStorage(location, 'webhooks');
  return {
    async add(event: QueuedEvent, now: number): Promise<void> {
      await db
        .insertInto('events')
        .values({ ...event, next_at: now, created_at: now })
        .execute();
    },
    /** Each conversation's next event, soonest first: a later one waits until it is delivered or given up on. */
    heads: async (): Promise<StoredEvent[]> => {
      const oldest = db
        .selectFrom('events')
        .select((eb) => eb.fn.min('seq').as('seq'))
        .where('failed', '=', 0)
        .groupBy('conversation');
      const rows: Row[] = await db
        .selectFrom('events')
        .select(COLUMNS)
        .where('seq', 'in', oldest)
        .orderBy('next_at')
        .orderBy('seq')
        .execute();
      return rows.map(stored);
    },
    /** Events still to deliver (given-up ones not included), for the metrics. */
    async waiting(): Promise<number> {
      const row = await db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<number>().as('waiting'))
        .where('failed', '=', 0)
        .executeTakeFirst();
      return Number(row?.waiting ?? 0);
    },
    /**
     * Moves an event's next try from `seen` to `until` only if no one moved it since: of several proxies on one
     * queue that saw the same due event, exactly one gets true and sends it. Also gives a claim back.
     */
    async claim(id: string, seen: number, until: number): Promise<boolean> {
      const result = await db
        .updateTable('events')
        .set({ next_at: until })
        .where('id', '=', id)
        .where('next_at', '=', seen)
        .where('failed', '=', 0)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    async delivered(id: string): Promise<void> {
      await db.deleteFrom('events').where('id', '=', id).execute();
    },
    async retryLater(id: string, attempts: number, nextAt: number, lastResult: string): Promise<void> {
      await db
        .updateTable('events')
        .set({ attempts, next_at: nextAt, last_result: lastResult })
        .where('id', '=', id)
        .execute();
    },
    /** Kept for `npm run proxy:webhooks -- failed`; later events of its conversation go on. */
    async giveUp(id: string, attempts: number, lastResult: string): Promise<void> {
      await db
        .updateTable('events')
        .set({ attempts, last_result: lastResult, failed: 1 })
        .where('id', '=', id)
        .execute();
    },
    failed: async (): Promise<StoredEvent[]> =>
      (await db.selectFrom('events').select(COLUMNS).where('failed', '=', 1).orderBy('seq').execute()).map(stored),
    /** Puts a given-up event back at the head of its conversation, for a fresh set of tries; false when there is none. */
    async requeue(id: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('events')
        .set({ failed: 0, attempts: 0, next_at: now })
        .where('id', '=', id)
        .where('failed', '=', 1)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    close,
  };
}

export type WebhookStore = Awaited<ReturnType<typeof openWebhookStore>>;
