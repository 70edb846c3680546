// Every table Sidecue keeps, for kysely's typed queries on SQLite and Postgres alike. Times are ISO
// text except the webhook queue's epoch milliseconds; JSON is kept as text, so both databases store it alike.
import type { Generated } from 'kysely';

export interface AccountsTable {
  id: string;
  name: string;
  key_hash: string;
  credits: number;
  team: string | null;
  /** 1 for the creator of `team`, else 0 (SQLite has no boolean). */
  team_creator: Generated<number>;
  call_type: Generated<string>;
}

/**
 * The embedded engine's default account, by name ('local'): its key itself, since `accounts` holds only
 * hashes and every proxy on the database must send the same key.
 */
export interface LocalAccountTable {
  name: string;
  api_key: string;
}

export interface ConversationsTable {
  id: string;
  account_id: string;
  name: string | null;
  call_type: string;
  created_at: string;
}

export interface AnalysesTable {
  id: Generated<number>;
  conversation_id: string;
  analysis_json: string;
  last_message_json: string | null;
  created_at: string;
}

export interface RecapsTable {
  team: string;
  conversation_id: string;
  recap_json: string;
  updated_at: string;
}

export interface PlaybookFindingsTable {
  team: string;
  conversation_id: string;
  findings_json: string;
  updated_at: string;
}

export interface EventsTable {
  /** The order events were queued in. */
  seq: Generated<number>;
  id: string;
  type: string;
  conversation: string;
  payload: string;
  attempts: Generated<number>;
  next_at: number;
  last_result: string | null;
  /** 1 once given up on: it waits for `npm run proxy:webhooks -- retry`. */
  failed: Generated<number>;
  created_at: number;
}

export interface Database {
  accounts: AccountsTable;
  local_account: LocalAccountTable;
  conversations: ConversationsTable;
  analyses: AnalysesTable;
  recaps: RecapsTable;
  playbook_findings: PlaybookFindingsTable;
  events: EventsTable;
}
