// The embedded engine's default account, the one every proxy on a database sends its calls as. Its key is
// kept in the database (local_account), so a proxy with an empty DATA_DIR finds the account the others use.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import { hashKey } from './keys.ts';

/** Where proxies before local_account kept the key: read on upgrade, no longer written. */
export const KEY_FILE = 'local-service-key';
const ROW = 'local';

export interface DefaultKeyStore {
  /** Whether this API key belongs to an account of this database. */
  knowsKey(apiKey: string): Promise<boolean>;
  /** The key local_account holds, whether or not its account still exists. */
  sharedDefaultKey(): Promise<string | undefined>;
  /**
   * Makes `apiKey` the shared key unless another proxy changed the row first: it must still hold
   * `replacing` (undefined: there must be no row). One statement, so proxies racing agree; the key kept after.
   */
  claimDefaultKey(apiKey: string, replacing: string | undefined): Promise<string>;
}

/** `accountByKeyHash` is the engine store's own lookup, so a key is known exactly when the engine takes it. */
export function defaultKeyStore(
  db: Kysely<Database>,
  accountByKeyHash: (keyHash: string) => Promise<unknown>,
): DefaultKeyStore {
  const sharedDefaultKey = async () =>
    (await db.selectFrom('local_account').select('api_key').where('name', '=', ROW).executeTakeFirst())?.api_key;
  return {
    knowsKey: async (apiKey) => (await accountByKeyHash(hashKey(apiKey))) !== undefined,
    sharedDefaultKey,
    async claimDefaultKey(apiKey, replacing) {
      await db
        .insertInto('local_account')
        .values({ name: ROW, api_key: apiKey })
        .onConflict((conflict) =>
          replacing === undefined
            ? conflict.column('name').doNothing()
            : conflict.column('name').doUpdateSet({ api_key: apiKey }).where('local_account.api_key', '=', replacing),
        )
        .execute();
      const kept = await db
        .selectFrom('local_account')
        .select('api_key')
        .where('name', '=', ROW)
        .executeTakeFirstOrThrow();
      return kept.api_key;
    },
  };
}

export type KeptKey = { key: string } | { key: undefined; stale: string | undefined };

/**
 * The default account's key when the database has one whose account lives. Else, on upgrade, the key
 * file of a proxy from before local_account, when its account lives: it becomes the shared key (unless
 * another proxy set one first, then that one). Else none, with the dead key the row holds, if any.
 */
export async function keptDefaultKey(store: DefaultKeyStore, dataDir: string): Promise<KeptKey> {
  const shared = await store.sharedDefaultKey();
  if (shared !== undefined && (await store.knowsKey(shared))) return { key: shared };
  const file = join(dataDir, KEY_FILE);
  const fromFile = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (fromFile && (await store.knowsKey(fromFile))) return { key: await store.claimDefaultKey(fromFile, shared) };
  return { key: undefined, stale: shared };
}
