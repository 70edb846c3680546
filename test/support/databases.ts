// The databases the storage tests run against: `describe.each(DATABASES)` runs a suite on SQLite files and
// on the run's Postgres server (test/support/postgres-server.ts), in a database of its own.
import pg from 'pg';
import { inject } from 'vitest';

export const DATABASES = ['sqlite', 'postgres'] as const;
export type DatabaseUnderTest = (typeof DATABASES)[number];

let counter = 0;

/** A new, empty Postgres database on the run's server; fails plainly when there is no server. */
export async function freshPostgresUrl(): Promise<string> {
  const { url, error } = inject('postgres');
  if (!url) throw new Error(error ?? 'No PostgreSQL server was started for this run.');
  const name = `sidecue_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.href;
}

let perFile: Promise<string> | undefined;

/** This test file's Postgres database, made on first use (tests keep apart by their own ids). */
export function filePostgresUrl(): Promise<string> {
  perFile ??= freshPostgresUrl();
  return perFile;
}

/** DATABASE_URL for a suite on `kind`: undefined means SQLite in DATA_DIR. */
export async function databaseUrlFor(kind: DatabaseUnderTest): Promise<string | undefined> {
  return kind === 'postgres' ? filePostgresUrl() : undefined;
}
