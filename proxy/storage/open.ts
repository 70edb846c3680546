// Opens one part of the storage, migrated to the latest schema, through kysely: better-sqlite3 on a file
// in DATA_DIR, or a pg pool on DATABASE_URL. Node only.
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { type MigrationProvider, Migrator } from 'kysely/migration';
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseKind, DatabaseLocation } from './location.ts';
import { migrationsOf, type StoragePart } from './migrations/index.ts';
import type { Database } from './schema.ts';

/** Each part's SQLite file, the names the proxy used before kysely. */
export const SQLITE_FILES: Record<StoragePart, string> = {
  engine: 'engine.sqlite',
  proxy: 'proxy.db',
  webhooks: 'webhooks.db',
};

export interface Storage {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

const INT8_OID = 20;

/** Counts and epoch milliseconds come back as numbers, as from SQLite (both stay far below 2^53). */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (text: string) => Number(text) : pg.types.getTypeParser(oid, format as 'text')) as never,
};

function openSqliteFile(dataDir: string, part: StoragePart): SQLite.Database {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, SQLITE_FILES[part]);
  // Transcripts live here: the file is the owner's alone. SQLite gives its -wal and -shm files the
  // database file's permissions, so making it 0600 first covers all three (a copied-in file included).
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  return database;
}

export function connect(location: DatabaseLocation, part: StoragePart): Kysely<Database> {
  if (location.kind === 'sqlite') {
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqliteFile(location.dataDir, part) }) });
  }
  const pool = new pg.Pool({ connectionString: location.url, types: pgTypes, max: 10 });
  // An idle client's lost connection is reported here; the next query gets a fresh one.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Brings a part's tables to the latest schema; several proxies may do it at once (Postgres locks it). */
export async function migrate(db: Kysely<Database>, kind: DatabaseKind, part: StoragePart): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsOf(part, kind) };
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: `sidecue_migrations_${part}`,
    migrationLockTableName: `sidecue_migrations_${part}_lock`,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(
      `The ${part} database could not be migrated${failed ? ` (${failed})` : ''}: ${(error as Error).message}`,
    );
  }
}

export async function openStorage(location: DatabaseLocation, part: StoragePart): Promise<Storage> {
  const db = connect(location, part);
  try {
    await migrate(db, location.kind, part);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, kind: location.kind, close: () => db.destroy() };
}
