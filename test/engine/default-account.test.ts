// The embedded engine's default account is one per database, whichever proxy (and DATA_DIR) asks for it:
// its key is kept in the database, not in a file each DATA_DIR would need a copy of.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY_FILE } from '../../proxy/engine/default-account.ts';
import { defaultAccountKey, type Engine, openEngine } from '../../proxy/engine/index.ts';
import { hashKey } from '../../proxy/engine/keys.ts';
import { locationOf } from '../../proxy/storage/location.ts';
import { openStorage } from '../../proxy/storage/open.ts';
import { DATABASES, freshPostgresUrl } from '../support/databases.ts';
import { call, tempDataDir } from './support.ts';

const opened: Engine[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((engine) => engine.close()));
});

describe.each(DATABASES)('the default account, on %s', (database) => {
  /** One database; on SQLite it lives in its DATA_DIR, so every engine on it shares that folder. */
  async function sharedDatabase() {
    const home = tempDataDir();
    const databaseUrl = database === 'postgres' ? await freshPostgresUrl() : undefined;
    return {
      databaseUrl,
      /** A proxy's own DATA_DIR: a new empty one on Postgres. */
      dataDir: () => (databaseUrl ? tempDataDir() : home),
      async open(dataDir: string) {
        const engine = await openEngine({ dataDir, databaseUrl });
        opened.push(engine);
        return engine;
      },
      /** What an admin's SQL sees. */
      async sql<T>(query: ReturnType<typeof sql<T>>): Promise<T[]> {
        const storage = await openStorage(locationOf(home, databaseUrl), 'engine');
        try {
          return (await query.execute(storage.db)).rows;
        } finally {
          await storage.close();
        }
      },
    };
  }
  type Shared = Awaited<ReturnType<typeof sharedDatabase>>;
  // One after the other: what races here is the default account, not the migrations.
  async function openEach(shared: Shared, dirs: string[]) {
    const engines: Engine[] = [];
    for (const dir of dirs) engines.push(await shared.open(dir));
    return engines;
  }
  const localAccounts = async (shared: Shared) =>
    (await shared.sql<{ n: number }>(sql`SELECT count(*) AS n FROM accounts WHERE name = 'local'`))[0]!.n;

  it('gives an engine with another DATA_DIR the same key, and writes no key file', async () => {
    const shared = await sharedDatabase();
    const firstDir = shared.dataDir();
    const first = await shared.open(firstDir);
    const key = await defaultAccountKey(first, firstDir);
    const { body } = await call(first, key, 'POST', '/api/conversation', { name: 'Acme' });
    expect(existsSync(join(firstDir, KEY_FILE))).toBe(false);

    const secondDir = shared.dataDir();
    const second = await shared.open(secondDir);
    expect(await defaultAccountKey(second, secondDir)).toBe(key);
    expect((await call(second, key, 'GET', `/api/conversation/${body.id}`)).body.name).toBe('Acme');
    expect(await localAccounts(shared)).toBe(1);
  });

  it('ends engines starting together on one key and one account', async () => {
    const shared = await sharedDatabase();
    const dirs = Array.from({ length: 6 }, () => shared.dataDir());
    const engines = await openEach(shared, dirs);
    const keys = await Promise.all(engines.map((engine, i) => defaultAccountKey(engine, dirs[i]!)));
    expect(new Set(keys).size).toBe(1);
    expect(await localAccounts(shared)).toBe(1);
    expect((await call(engines[5]!, keys[0], 'POST', '/api/conversation', { name: 'Acme' })).status).toBe(201);
  });

  it("keeps an upgraded install's account, named by its key file, for every engine after", async () => {
    const shared = await sharedDatabase();
    const oldDir = shared.dataDir();
    const old = await shared.open(oldDir);
    // As a proxy from before the shared key left its DATA_DIR.
    const { apiKey } = await old.createAccount({ name: 'local' });
    writeFileSync(join(oldDir, KEY_FILE), `${apiKey}\n`, { mode: 0o600 });
    const { body } = await call(old, apiKey, 'POST', '/api/conversation', { name: 'Before' });
    expect(await defaultAccountKey(old, oldDir)).toBe(apiKey);

    rmSync(join(oldDir, KEY_FILE));
    const newDir = shared.dataDir();
    const next = await shared.open(newDir);
    expect(await defaultAccountKey(next, newDir)).toBe(apiKey);
    expect((await call(next, apiKey, 'GET', `/api/conversation/${body.id}`)).body.name).toBe('Before');
    expect(await localAccounts(shared)).toBe(1);
  });

  it('ignores a key file whose account is gone', async () => {
    const shared = await sharedDatabase();
    const dir = shared.dataDir();
    writeFileSync(join(dir, KEY_FILE), 'service_from_a_deleted_database\n', { mode: 0o600 });
    const engine = await shared.open(dir);
    const key = await defaultAccountKey(engine, dir);
    expect(key).not.toBe('service_from_a_deleted_database');
    expect((await call(engine, key, 'POST', '/api/conversation', {})).status).toBe(201);
  });

  it('replaces the key of a deleted account with one new account, even when engines race for it', async () => {
    const shared = await sharedDatabase();
    const firstDir = shared.dataDir();
    const lostKey = await defaultAccountKey(await shared.open(firstDir), firstDir);
    await shared.sql(sql`DELETE FROM accounts WHERE key_hash = ${hashKey(lostKey)}`);

    const dirs = Array.from({ length: 4 }, () => shared.dataDir());
    const engines = await openEach(shared, dirs);
    const keys = await Promise.all(engines.map((engine, i) => defaultAccountKey(engine, dirs[i]!)));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).not.toBe(lostKey);
    expect(await localAccounts(shared)).toBe(1);
    expect((await call(engines[0]!, keys[0], 'POST', '/api/conversation', {})).status).toBe(201);
    expect(await shared.sql(sql`SELECT api_key FROM local_account`)).toEqual([{ api_key: keys[0] }]);
  });
});
