// The engine's SQLite database: accounts, conversations and their analyses, surviving restarts.
import Database from 'better-sqlite3';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';

const SCHEMA_VERSION = 1;

export interface AccountRow {
  id: string;
  name: string;
  key_hash: string;
  credits: number;
  team: string | null;
  team_creator: number;
  call_type: string;
}

export interface ConversationRow {
  id: string;
  account_id: string;
  name: string | null;
  call_type: string;
  created_at: string;
}

export interface AnalysisRow {
  analysis_json: string;
  last_message_json: string | null;
  created_at: string;
}

export function openDatabase(dataDir: string) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, 'engine.sqlite');
  // Transcripts live here: the file is the owner's alone. SQLite gives its -wal and -shm files
  // the database file's permissions, so creating it 0600 first covers all three.
  closeSync(openSync(file, 'a', 0o600));
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  if ((db.pragma('user_version', { simple: true }) as number) < SCHEMA_VERSION) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS accounts (
        id TEXT PRIMARY KEY, name TEXT NOT NULL, key_hash TEXT NOT NULL UNIQUE,
        credits INTEGER NOT NULL, team TEXT, team_creator INTEGER NOT NULL DEFAULT 0,
        call_type TEXT NOT NULL DEFAULT 'sales');
      CREATE TABLE IF NOT EXISTS conversations (
        id TEXT PRIMARY KEY, account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        name TEXT, call_type TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS analyses (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        conversation_id TEXT NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
        analysis_json TEXT NOT NULL, last_message_json TEXT, created_at TEXT NOT NULL);
      CREATE INDEX IF NOT EXISTS analyses_by_conversation ON analyses(conversation_id, id);
      PRAGMA user_version = ${SCHEMA_VERSION};
    `);
  }
  return {
    db,
    accountByKeyHash: db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE key_hash = ?'),
    accountById: db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE id = ?'),
    insertAccount: db.prepare(
      'INSERT INTO accounts (id, name, key_hash, credits, team, team_creator) VALUES (@id, @name, @key_hash, @credits, @team, @team_creator)',
    ),
    setCredits: db.prepare<[number, string]>('UPDATE accounts SET credits = ? WHERE id = ?'),
    spendCredit: db.prepare<[string]>('UPDATE accounts SET credits = credits - 1 WHERE id = ? AND credits >= 1'),
    conversationById: db.prepare<[string], ConversationRow>('SELECT * FROM conversations WHERE id = ?'),
    insertConversation: db.prepare(
      'INSERT INTO conversations (id, account_id, name, call_type, created_at) VALUES (@id, @account_id, @name, @call_type, @created_at)',
    ),
    renameConversation: db.prepare<[string, string]>('UPDATE conversations SET name = ? WHERE id = ?'),
    deleteConversation: db.prepare<[string]>('DELETE FROM conversations WHERE id = ?'),
    analysesOf: db.prepare<[string], AnalysisRow>(
      'SELECT analysis_json, last_message_json, created_at FROM analyses WHERE conversation_id = ? ORDER BY id',
    ),
    latestAnalysisOf: db.prepare<[string], AnalysisRow>(
      'SELECT analysis_json, last_message_json, created_at FROM analyses WHERE conversation_id = ? ORDER BY id DESC LIMIT 1',
    ),
    insertAnalysis: db.prepare(
      'INSERT INTO analyses (conversation_id, analysis_json, last_message_json, created_at) VALUES (?, ?, ?, ?)',
    ),
  };
}

export type EngineDatabase = ReturnType<typeof openDatabase>;
