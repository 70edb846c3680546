// The embedded local engine: the service's REST contract, served in-process from SQLite or Postgres.
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { warmUp } from './analyze/objections.ts';
import { createEngineApp, type EnginePlaybookFor } from './app.ts';
import { locationOf } from '../storage/location.ts';
import { openDatabase } from './db.ts';
import { hashKey, newApiKey, newId } from './keys.ts';
import type { Guide } from './model/index.ts';

export interface EngineAccount {
  id: string;
  name: string;
  credits: number;
  team: string | null;
  teamCreator: boolean;
}

export interface Engine {
  /** The service REST API (paths under /api), as a fetch handler. */
  fetch(request: Request): Promise<Response>;
  createAccount(options: { name: string; credits?: number; team?: string; teamCreator?: boolean }): Promise<{
    account: EngineAccount;
    apiKey: string;
  }>;
  setCredits(accountId: string, credits: number): Promise<void>;
  /** Whether this API key belongs to an account of this database. */
  knowsKey(apiKey: string): Promise<boolean>;
  close(): Promise<void>;
}

const DEFAULT_ACCOUNT = 'local';
const DEFAULT_CREDITS = 1_000_000;
const KEY_FILE = 'local-service-key';

export async function openEngine(options: {
  dataDir: string;
  /** Postgres instead of DATA_DIR/engine.sqlite. */
  databaseUrl?: string;
  now?: () => Date;
  guide?: Guide;
  playbookFor?: EnginePlaybookFor;
}): Promise<Engine> {
  const store = await openDatabase(locationOf(options.dataDir, options.databaseUrl));
  const app = createEngineApp(store, options.now ?? (() => new Date()), options.guide, options.playbookFor);
  // In the background, so the proxy starts at once and its first analyze does not pay for it.
  const warming = setTimeout(warmUp, 0);
  warming.unref();
  return {
    fetch: async (request) => app.fetch(request),
    async createAccount({ name, credits = DEFAULT_CREDITS, team, teamCreator = false }) {
      const apiKey = newApiKey();
      const account: EngineAccount = { id: newId('acct'), name, credits, team: team ?? null, teamCreator };
      await store.insertAccount({
        id: account.id,
        name,
        key_hash: hashKey(apiKey),
        credits,
        team: account.team,
        team_creator: teamCreator ? 1 : 0,
      });
      return { account, apiKey };
    },
    setCredits: (accountId, credits) => store.setCredits(credits, accountId),
    knowsKey: async (apiKey) => (await store.accountByKeyHash(hashKey(apiKey))) !== undefined,
    async close() {
      clearTimeout(warming);
      await store.close();
    },
  };
}

/**
 * The local default account's key: created with the data folder, read on later starts. A key
 * file left over from a database that was deleted is replaced, so the proxy keeps working.
 */
export async function defaultAccountKey(engine: Engine, dataDir: string): Promise<string> {
  const file = join(dataDir, KEY_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (await engine.knowsKey(stored)) return stored;
  }
  const { apiKey } = await engine.createAccount({ name: DEFAULT_ACCOUNT });
  writeFileSync(file, `${apiKey}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return apiKey;
}
