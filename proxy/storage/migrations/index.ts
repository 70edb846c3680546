// The schema's history, one list per part. On SQLite each part is its own file in DATA_DIR (as before
// kysely, so existing files keep working); on Postgres all parts share one database, each with its own
// migration table. The first migration of each part is the schema the SQLite files already had: it creates
// only what is missing, so a file written before kysely keeps every row.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DatabaseKind } from '../location.ts';

export type StoragePart = 'engine' | 'proxy' | 'webhooks';

/** SQLite counts rows itself; Postgres needs a sequence. */
const serialColumn = (kind: DatabaseKind) => (kind === 'postgres' ? 'serial' : 'integer');

function engineMigrations(kind: DatabaseKind): Record<string, Migration> {
  return {
    '0001-accounts-conversations-analyses': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('accounts')
          .ifNotExists()
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('key_hash', 'text', (c) => c.notNull().unique())
          .addColumn('credits', 'integer', (c) => c.notNull())
          .addColumn('team', 'text')
          .addColumn('team_creator', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('call_type', 'text', (c) => c.notNull().defaultTo('sales'))
          .execute();
        await db.schema
          .createTable('conversations')
          .ifNotExists()
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
          .addColumn('name', 'text')
          .addColumn('call_type', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('analyses')
          .ifNotExists()
          .addColumn('id', serialColumn(kind), (c) => {
            const key = c.primaryKey();
            return kind === 'sqlite' ? key.autoIncrement() : key;
          })
          .addColumn('conversation_id', 'text', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
          .addColumn('analysis_json', 'text', (c) => c.notNull())
          .addColumn('last_message_json', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('analyses_by_conversation')
          .ifNotExists()
          .on('analyses')
          .columns(['conversation_id', 'id'])
          .execute();
      },
    },
    '0002-local-account': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('local_account')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('api_key', 'text', (c) => c.notNull())
          .execute();
      },
    },
  };
}

function proxyMigrations(): Record<string, Migration> {
  return {
    '0001-recaps-playbook-findings': {
      async up(db: Kysely<unknown>) {
        for (const [table, column] of [
          ['recaps', 'recap_json'],
          ['playbook_findings', 'findings_json'],
        ] as const) {
          await db.schema
            .createTable(table)
            .ifNotExists()
            .addColumn('team', 'text', (c) => c.notNull())
            .addColumn('conversation_id', 'text', (c) => c.notNull())
            .addColumn(column, 'text', (c) => c.notNull())
            .addColumn('updated_at', 'text', (c) => c.notNull())
            .addPrimaryKeyConstraint(`${table}_pkey`, ['team', 'conversation_id'])
            .execute();
        }
      },
    },
  };
}

function webhookMigrations(kind: DatabaseKind): Record<string, Migration> {
  // Epoch milliseconds outgrow Postgres's 32-bit integer.
  const epoch = kind === 'postgres' ? 'bigint' : 'integer';
  return {
    '0001-events': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('events')
          .ifNotExists()
          .addColumn('seq', serialColumn(kind), (c) => {
            const key = c.primaryKey();
            return kind === 'sqlite' ? key.autoIncrement() : key;
          })
          .addColumn('id', 'text', (c) => c.notNull().unique())
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('conversation', 'text', (c) => c.notNull())
          .addColumn('payload', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_at', epoch, (c) => c.notNull())
          .addColumn('last_result', 'text')
          .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', epoch, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('pending_by_conversation')
          .ifNotExists()
          .on('events')
          .columns(['failed', 'conversation', 'seq'])
          .execute();
      },
    },
  };
}

export function migrationsOf(part: StoragePart, kind: DatabaseKind): Record<string, Migration> {
  if (part === 'engine') return engineMigrations(kind);
  if (part === 'proxy') return proxyMigrations();
  return webhookMigrations(kind);
}

/** The tables each part holds, parents first (the order a copy fills them in). */
export const TABLES_OF: Record<StoragePart, readonly (keyof import('../schema.ts').Database)[]> = {
  engine: ['accounts', 'local_account', 'conversations', 'analyses'],
  proxy: ['recaps', 'playbook_findings'],
  webhooks: ['events'],
};
