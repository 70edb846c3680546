// The embedded local engine: the service's REST contract, served in-process from SQLite or Postgres.
import { warmUp } from './analyze/objections.ts';
import { createEngineApp, type EnginePlaybookFor } from './app.ts';
import { locationOf } from '../storage/location.ts';
import { openDatabase } from './db.ts';
import { type DefaultKeyStore, keptDefaultKey } from './default-account.ts';
import { hashKey, newApiKey, newId } from './keys.ts';
import type { Guide } from './model/index.ts';

export interface EngineAccount {
  id: string;
  name: string;
  credits: number;
  team: string | null;
  teamCreator: boolean;
}

export interface Engine extends DefaultKeyStore {
  /** The service REST API (paths under /api), as a fetch handler. */
  fetch(request: Request): Promise<Response>;
  createAccount(options: { name: string; credits?: number; team?: string; teamCreator?: boolean }): Promise<{
    account: EngineAccount;
    apiKey: string;
  }>;
  setCredits(accountId: string, credits: number): Promise<void>;
  deleteAccount(accountId: string): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_ACCOUNT = 'local';
const DEFAULT_CREDITS = 1_000_000;

export async function openEngine(options: {
  dataDir: string;
  /** Postgres instead of DATA_DIR/engine.sqlite. */
  databaseUrl?: string;
  now?: () => Date;
  guide?: Guide;
  playbookFor?: EnginePlaybookFor;
  /** Wraps the store, so an operator's metrics count its failures as database errors. */
  watchStore?: <T extends object>(store: T) => T;
}): Promise<Engine> {
  const opened = await openDatabase(locationOf(options.dataDir, options.databaseUrl));
  const store = options.watchStore ? options.watchStore(opened) : opened;
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
    deleteAccount: (accountId) => store.deleteAccount(accountId),
    knowsKey: store.knowsKey,
    sharedDefaultKey: store.sharedDefaultKey,
    claimDefaultKey: store.claimDefaultKey,
    async close() {
      clearTimeout(warming);
      await store.close();
    },
  };
}

/**
 * The default account's key, the same for every proxy on the database: the one it keeps (or an upgraded
 * install's key file), else a new account's. When proxies start together, each may make an account, but
 * only one claims the row; the others delete theirs (a proxy killed in between leaves an unused account
 * whose key no one holds) and use the winner's. Single statements, no transaction: on SQLite, a
 * transaction held across awaits makes another connection in the same process wait and then fail.
 */
export async function defaultAccountKey(engine: Engine, dataDir: string): Promise<string> {
  const kept = await keptDefaultKey(engine, dataDir);
  if (kept.key !== undefined) return kept.key;
  const { account, apiKey } = await engine.createAccount({ name: DEFAULT_ACCOUNT });
  const winner = await engine.claimDefaultKey(apiKey, kept.stale);
  if (winner !== apiKey) await engine.deleteAccount(account.id);
  return winner;
}
