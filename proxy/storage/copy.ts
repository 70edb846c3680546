// Moves a team's data between databases (SQLite files in DATA_DIR to Postgres, usually): every table of
// every part, in batches, parents first, then the row counts of both sides compared table by table.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { type DatabaseLocation, describeLocation, postgresUrlProblem } from './location.ts';
import { TABLES_OF, type StoragePart } from './migrations/index.ts';
import { openStorage, SQLITE_FILES, type Storage } from './open.ts';
import type { Database } from './schema.ts';

export class CopyError extends Error {
  override name = 'CopyError';
}

export const COPY_USAGE =
  'Usage: npm run proxy:db -- copy --from sqlite:DATA_DIR --to postgres://user:password@host:5432/sidecue [--force]';

export interface CopyOptions {
  from: DatabaseLocation;
  to: DatabaseLocation;
  /** Empties the target's tables first instead of refusing a target that holds rows. */
  force: boolean;
}

/** `sqlite:DIR` or a postgres:// URL. */
export function parseLocation(text: string): DatabaseLocation {
  if (text.startsWith('sqlite:')) {
    const dataDir = text.slice('sqlite:'.length);
    if (!dataDir) throw new CopyError('sqlite: needs the data folder, e.g. sqlite:.data');
    return { kind: 'sqlite', dataDir };
  }
  const problem = postgresUrlProblem(text);
  if (problem) throw new CopyError(`${text.replace(/\/\/[^@/]*@/, '//…@')}: ${problem}; or sqlite:DATA_DIR for SQLite`);
  return { kind: 'postgres', url: text };
}

/** The arguments after `copy`; a CopyError says what is wrong. */
export function parseCopyArgs(args: string[]): CopyOptions {
  let from: string | undefined;
  let to: string | undefined;
  let force = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--force') force = true;
    else if (arg === '--from' || arg === '--to') {
      const value = args[++i];
      if (!value) throw new CopyError(`${arg} needs a database`);
      if (arg === '--from') from = value;
      else to = value;
    } else throw new CopyError(`Unknown argument ${arg}`);
  }
  if (!from || !to) throw new CopyError('Both --from and --to are needed');
  const options = { from: parseLocation(from), to: parseLocation(to), force };
  if (describeLocation(options.from) === describeLocation(options.to) && options.from.kind === options.to.kind) {
    throw new CopyError('--from and --to are the same database');
  }
  return options;
}

const BATCH = 500;

/** The column that orders each table's rows, so batches neither skip nor repeat one. */
const ORDER: Record<keyof Database, string> = {
  accounts: 'id',
  local_account: 'name',
  conversations: 'id',
  analyses: 'id',
  recaps: 'conversation_id',
  playbook_findings: 'conversation_id',
  events: 'seq',
};

/** Tables whose ids a Postgres sequence hands out: it must go on after the copied ids. */
const SERIAL: Partial<Record<keyof Database, string>> = { analyses: 'id', events: 'seq' };

async function count(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface TableCount {
  table: keyof Database;
  rows: number;
}

async function copyPart(
  part: StoragePart,
  source: Storage,
  target: Storage,
  force: boolean,
  log: (line: string) => void,
): Promise<TableCount[]> {
  const tables = TABLES_OF[part];
  if (!force) {
    for (const table of tables) {
      const rows = await count(target.db, table);
      if (rows > 0) {
        throw new CopyError(
          `The target is not empty: ${table} has ${rows} rows. Copy into an empty database, or add --force to replace what it holds.`,
        );
      }
    }
  }
  await target.db.transaction().execute(async (trx) => {
    // Children first, so no foreign key is left pointing nowhere.
    for (const table of [...tables].reverse()) await trx.deleteFrom(table).execute();
    for (const table of tables) {
      let copied = 0;
      for (;;) {
        const rows = await source.db
          .selectFrom(table)
          .selectAll()
          .orderBy(ORDER[table] as never)
          .limit(BATCH)
          .offset(copied)
          .execute();
        if (rows.length === 0) break;
        await trx
          .insertInto(table)
          .values(rows as never)
          .execute();
        copied += rows.length;
        if (rows.length < BATCH) break;
      }
      const serial = SERIAL[table];
      if (serial && target.kind === 'postgres') {
        await sql`SELECT setval(pg_get_serial_sequence(${table}, ${serial}), COALESCE((SELECT MAX(${sql.ref(serial)}) FROM ${sql.table(table)}), 0) + 1, false)`.execute(
          trx,
        );
      }
      log(`${table}: ${copied} rows copied`);
    }
  });
  const counts: TableCount[] = [];
  for (const table of tables) {
    const [had, has] = [await count(source.db, table), await count(target.db, table)];
    if (had !== has) throw new CopyError(`${table}: the source has ${had} rows but the target ${has}; copy again`);
    counts.push({ table, rows: has });
  }
  return counts;
}

/** Copies every part; a SQLite source without a part's file (webhooks never used, say) has nothing of it to copy. */
export async function copyDatabase(options: CopyOptions, log: (line: string) => void): Promise<TableCount[]> {
  const { from, to, force } = options;
  if (
    from.kind === 'sqlite' &&
    !existsSync(join(from.dataDir, SQLITE_FILES.engine)) &&
    !existsSync(join(from.dataDir, SQLITE_FILES.proxy))
  ) {
    throw new CopyError(`${from.dataDir} holds no Sidecue data (no ${SQLITE_FILES.engine} or ${SQLITE_FILES.proxy})`);
  }
  const counts: TableCount[] = [];
  for (const part of Object.keys(TABLES_OF) as StoragePart[]) {
    if (from.kind === 'sqlite' && !existsSync(join(from.dataDir, SQLITE_FILES[part]))) continue;
    const source = await openStorage(from, part);
    try {
      const target = await openStorage(to, part);
      try {
        counts.push(...(await copyPart(part, source, target, force, log)));
      } finally {
        await target.close();
      }
    } finally {
      await source.close();
    }
  }
  return counts;
}
