// The embedded local engine: the service's REST contract, served in-process from SQLite.
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { warmUp } from './analyze/objections.ts';
import { createEngineApp, type EnginePlaybookFor } from './app.ts';
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
  createAccount(options: { name: string; credits?: number; team?: string; teamCreator?: boolean }): {
    account: EngineAccount;
    apiKey: string;
  };
  setCredits(accountId: string, credits: number): void;
  /** Whether this API key belongs to an account of this database. */
  knowsKey(apiKey: string): boolean;
  close(): void;
}

const DEFAULT_ACCOUNT = 'local';
const DEFAULT_CREDITS = 1_000_000;
const KEY_FILE = 'local-service-key';

export function openEngine(options: {
  dataDir: string;
  now?: () => Date;
  guide?: Guide;
  playbookFor?: EnginePlaybookFor;
}): Engine {
  const store = openDatabase(options.dataDir);
  const app = createEngineApp(store, options.now ?? (() => new Date()), options.guide, options.playbookFor);
  // In the background, so the proxy starts at once and its first analyze does not pay for it.
  const warming = setTimeout(warmUp, 0);
  warming.unref();
  return {
    fetch: async (request) => app.fetch(request),
    createAccount({ name, credits = DEFAULT_CREDITS, team, teamCreator = false }) {
      const apiKey = newApiKey();
      const account: EngineAccount = { id: newId('acct'), name, credits, team: team ?? null, teamCreator };
      store.insertAccount.run({
        id: account.id,
        name,
        key_hash: hashKey(apiKey),
        credits,
        team: account.team,
        team_creator: teamCreator ? 1 : 0,
      });
      return { account, apiKey };
    },
    setCredits(accountId, credits) {
      store.setCredits.run(credits, accountId);
    },
    knowsKey(apiKey) {
      return store.accountByKeyHash.get(hashKey(apiKey)) !== undefined;
    },
    close() {
      clearTimeout(warming);
      store.db.close();
    },
  };
}

/**
 * The local default account's key: created with the data folder, read on later starts. A key
 * file left over from a database that was deleted is replaced, so the proxy keeps working.
 */
export function defaultAccountKey(engine: Engine, dataDir: string): string {
  const file = join(dataDir, KEY_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (engine.knowsKey(stored)) return stored;
  }
  const { apiKey } = engine.createAccount({ name: DEFAULT_ACCOUNT });
  writeFileSync(file, `${apiKey}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return apiKey;
}
