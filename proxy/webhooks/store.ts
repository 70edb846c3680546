// The webhook queue: every event waits in DATA_DIR/webhooks.db until its receiver took it, so a
// restart loses none. Payloads carry transcripts: the file is the owner's alone, like the engine's.
import Database from 'better-sqlite3';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import type { QueuedEvent, WebhookEventType } from './events.ts';

export const WEBHOOK_DB_FILE = 'webhooks.db';

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

export function openWebhookStore(dataDir: string) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, WEBHOOK_DB_FILE);
  closeSync(openSync(file, 'a', 0o600));
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // `seq` keeps the order events were queued in; `failed` events were given up on and wait for `retry`.
  db.exec(`
    CREATE TABLE IF NOT EXISTS events (
      seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, type TEXT NOT NULL,
      conversation TEXT NOT NULL, payload TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
      next_at INTEGER NOT NULL, last_result TEXT, failed INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS pending_by_conversation ON events(failed, conversation, seq);
  `);
  const insert = db.prepare(
    'INSERT INTO events (id, type, conversation, payload, next_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // The oldest pending event of each conversation: a later one waits until it is delivered or given up on.
  const heads = db.prepare<[], Row>(`
    SELECT * FROM events WHERE seq IN (SELECT MIN(seq) FROM events WHERE failed = 0 GROUP BY conversation)
    ORDER BY next_at, seq`);
  const remove = db.prepare('DELETE FROM events WHERE id = ?');
  const reschedule = db.prepare('UPDATE events SET attempts = ?, next_at = ?, last_result = ? WHERE id = ?');
  const giveUp = db.prepare('UPDATE events SET attempts = ?, last_result = ?, failed = 1 WHERE id = ?');
  const failed = db.prepare<[], Row>('SELECT * FROM events WHERE failed = 1 ORDER BY seq');
  const requeue = db.prepare('UPDATE events SET failed = 0, attempts = 0, next_at = ? WHERE id = ? AND failed = 1');

  return {
    add(event: QueuedEvent, now: number): void {
      insert.run(event.id, event.type, event.conversation, event.payload, now, now);
    },
    /** Each conversation's next event, soonest first. */
    heads: (): StoredEvent[] => heads.all().map(stored),
    delivered(id: string): void {
      remove.run(id);
    },
    retryLater(id: string, attempts: number, nextAt: number, lastResult: string): void {
      reschedule.run(attempts, nextAt, lastResult, id);
    },
    /** Kept for `npm run proxy:webhooks -- failed`; later events of its conversation go on. */
    giveUp(id: string, attempts: number, lastResult: string): void {
      giveUp.run(attempts, lastResult, id);
    },
    failed: (): StoredEvent[] => failed.all().map(stored),
    /** Puts a given-up event back at the head of its conversation, for a fresh set of tries; false when there is none. */
    requeue: (id: string, now: number): boolean => requeue.run(now, id).changes === 1,
    close(): void {
      db.close();
    },
  };
}

export type WebhookStore = ReturnType<typeof openWebhookStore>;
