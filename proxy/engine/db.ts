// The engine's storage: accounts, conversations and their analyses, surviving restarts, in SQLite
// (DATA_DIR/engine.sqlite) or Postgres (DATABASE_URL).
import type { Selectable } from 'kysely';
import type { DatabaseLocation } from '../storage/location.ts';
import { openStorage } from '../storage/open.ts';
import type { AccountsTable, ConversationsTable } from '../storage/schema.ts';
import { defaultKeyStore } from './default-account.ts';

export type AccountRow = Selectable<AccountsTable>;
export type ConversationRow = Selectable<ConversationsTable>;

export interface AnalysisRow {
  analysis_json: string;
  last_message_json: string | null;
  created_at: string;
}

export interface NewAccount {
  id: string;
  name: string;
  key_hash: string;
  credits: number;
  team: string | null;
  team_creator: number;
}

export async function openDatabase(location: DatabaseLocation) {
  const { db, close } = await openStorage(location, 'engine');
  const analysisColumns = ['analysis_json', 'last_message_json', 'created_at'] as const;
  const accountByKeyHash = (keyHash: string): Promise<AccountRow | undefined> =>
    db.selectFrom('accounts').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
  return {
    accountByKeyHash,
    accountById: (id: string): Promise<AccountRow | undefined> =>
      db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst(),
    async insertAccount(account: NewAccount): Promise<void> {
      await db.insertInto('accounts').values(account).execute();
    },
    /** Its conversations and analyses go with it. */
    async deleteAccount(id: string): Promise<void> {
      await db.deleteFrom('accounts').where('id', '=', id).execute();
    },
    async setCredits(credits: number, id: string): Promise<void> {
      await db.updateTable('accounts').set({ credits }).where('id', '=', id).execute();
    },
    /** One statement, so concurrent calls (on any proxy) never spend below zero; false when none was left. */
    async spendCredit(id: string): Promise<boolean> {
      const result = await db
        .updateTable('accounts')
        .set((eb) => ({ credits: eb('credits', '-', 1) }))
        .where('id', '=', id)
        .where('credits', '>=', 1)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    conversationById: (id: string): Promise<ConversationRow | undefined> =>
      db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst(),
    async insertConversation(row: ConversationRow): Promise<void> {
      await db.insertInto('conversations').values(row).execute();
    },
    async renameConversation(name: string, id: string): Promise<void> {
      await db.updateTable('conversations').set({ name }).where('id', '=', id).execute();
    },
    async deleteConversation(id: string): Promise<void> {
      await db.deleteFrom('conversations').where('id', '=', id).execute();
    },
    analysesOf: (conversationId: string): Promise<AnalysisRow[]> =>
      db
        .selectFrom('analyses')
        .select(analysisColumns)
        .where('conversation_id', '=', conversationId)
        .orderBy('id')
        .execute(),
    latestAnalysisOf: (conversationId: string): Promise<AnalysisRow | undefined> =>
      db
        .selectFrom('analyses')
        .select(analysisColumns)
        .where('conversation_id', '=', conversationId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
    async insertAnalysis(
      conversationId: string,
      analysisJson: string,
      lastMessageJson: string | null,
      createdAt: string,
    ): Promise<void> {
      await db
        .insertInto('analyses')
        .values({
          conversation_id: conversationId,
          analysis_json: analysisJson,
          last_message_json: lastMessageJson,
          created_at: createdAt,
        })
        .execute();
    },
    ...defaultKeyStore(db, accountByKeyHash),
    close,
  };
}

export type EngineDatabase = Awaited<ReturnType<typeof openDatabase>>;
