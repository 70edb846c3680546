// How many events wait in DATA_DIR/webhooks.db, for the metrics: read on a read-only connection of its
// own, opened at the first scrape, so the queue's store stays as it is.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { WEBHOOK_DB_FILE } from './store.ts';

export function openQueueDepth(dataDir: string) {
  let db: Database.Database | undefined;
  let count: Database.Statement<[], { waiting: number }> | undefined;
  return {
    read(): number {
      if (!count) {
        db = new Database(join(dataDir, WEBHOOK_DB_FILE), { readonly: true, fileMustExist: true });
        count = db.prepare<[], { waiting: number }>('SELECT COUNT(*) AS waiting FROM events WHERE failed = 0');
      }
      return count.get()?.waiting ?? 0;
    },
    close() {
      db?.close();
    },
  };
}
