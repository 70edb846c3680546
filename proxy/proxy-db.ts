// The proxy's own SQLite file, DATA_DIR/proxy.db: what a remote service has no place for (recaps, the
// playbook's matches on saved analyses). Each store opens its own connection; WAL lets them share it.
import Database from 'better-sqlite3';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';

export const PROXY_DB_FILE = 'proxy.db';

export function openProxyDb(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, PROXY_DB_FILE);
  // What it keeps quotes the transcript: the file is the owner's alone (SQLite gives -wal and -shm its mode).
  closeSync(openSync(file, 'a', 0o600));
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  return db;
}
