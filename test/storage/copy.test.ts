// `npm run proxy:db -- copy`: a DATA_DIR the proxy filled, copied into a real Postgres, row for row.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEY_FILE } from '../../proxy/engine/default-account.ts';
import { defaultAccountKey, openEngine } from '../../proxy/engine/index.ts';
import { sqlRecapStore } from '../../proxy/recap/sql-store.ts';
import { CopyError, parseCopyArgs } from '../../proxy/storage/copy.ts';
import { openStorage } from '../../proxy/storage/open.ts';
import { openWebhookStore } from '../../proxy/webhooks/store.ts';
import { call } from '../engine/support.ts';
import { runScript } from '../proxy/helpers/child.ts';
import { freshPostgresUrl } from '../support/databases.ts';

const say = (speakerName: string, content: string) => ({ speakerRole: 'user', speakerName, content });

/** A DATA_DIR as a proxy leaves it: accounts, conversations with analyses, a recap, a queued webhook. */
async function filledDataDir(conversations: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sidecue-copy-'));
  const engine = await openEngine({ dataDir });
  const { apiKey } = await engine.createAccount({ name: 'Rep', team: 'fleet' });
  const ids: string[] = [];
  for (let i = 0; i < conversations; i++) {
    const { body } = await call(engine, apiKey, 'POST', '/api/conversation', { name: `Call ${i}` });
    ids.push(body.id);
    const transcript = [say('Rep', 'Thanks for joining.'), say('Buyer', `Question ${i}: what does it cost?`)];
    await call(engine, apiKey, 'POST', '/api/analyze', { sessionId: body.id, currentUser: 'Rep', transcript });
  }
  await engine.close();
  const proxy = await openStorage({ kind: 'sqlite', dataDir }, 'proxy');
  await sqlRecapStore(proxy.db).save('fleet', ids[0]!, { decisions: [], nextSteps: [], openQuestions: [] } as never);
  await proxy.close();
  const webhooks = await openWebhookStore({ kind: 'sqlite', dataDir });
  await webhooks.add({ id: 'msg_1', type: 'conversation.saved', conversation: ids[0]!, payload: '{}' }, Date.now());
  await webhooks.close();
  return { dataDir, apiKey, ids };
}

describe('proxy:db copy', () => {
  it('copies every table into Postgres in batches, counts checked, and the engine there goes on with them', async () => {
    // More analyses than one batch holds.
    const { dataDir, apiKey, ids } = await filledDataDir(520);
    const url = await freshPostgresUrl();
    const copied = await runScript('proxy/cli/db.ts', ['copy', '--from', `sqlite:${dataDir}`, '--to', url], {});
    expect(copied.stderr).toBe('');
    expect(copied.code).toBe(0);
    expect(copied.stdout).toContain('accounts: 1 rows copied');
    expect(copied.stdout).toContain('conversations: 520 rows copied');
    expect(copied.stdout).toContain('analyses: 520 rows copied');
    expect(copied.stdout).toContain('recaps: 1 rows copied');
    expect(copied.stdout).toContain('events: 1 rows copied');
    expect(copied.stdout).toContain('Copied 1043 rows from SQLite in');
    expect(copied.stdout).toContain("every table's count matches");

    const engine = await openEngine({ dataDir: mkdtempSync(join(tmpdir(), 'sidecue-copy-')), databaseUrl: url });
    try {
      const read = await call(engine, apiKey, 'GET', `/api/conversation/${ids[519]}`);
      expect(read.body).toMatchObject({ name: 'Call 519', analyses: [expect.anything()] });
      // New analyses get ids after the copied ones.
      const transcript = [say('Rep', 'Hello.'), say('Buyer', 'When can we start?')];
      const analyzed = await call(engine, apiKey, 'POST', '/api/analyze', {
        sessionId: ids[0],
        currentUser: 'Rep',
        transcript,
      });
      expect(analyzed.status).toBe(200);
      expect((await call(engine, apiKey, 'GET', `/api/conversation/${ids[0]}`)).body.analyses).toHaveLength(2);
    } finally {
      await engine.close();
    }

    const again = await runScript('proxy/cli/db.ts', ['copy', '--from', `sqlite:${dataDir}`, '--to', url], {});
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('The target is not empty: accounts has 1 rows');
    expect(again.stderr).toContain('--force');
    const forced = await runScript(
      'proxy/cli/db.ts',
      ['copy', '--from', `sqlite:${dataDir}`, '--to', url, '--force'],
      {},
    );
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain('analyses: 520 rows copied');
  }, 240_000);

  it.each([
    ['kept in the database', false],
    ['kept in the key file of a proxy from before local_account', true],
  ])(
    "carries the embedded engine's default account, %s, to the proxies on Postgres",
    async (_label, oldFile) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'sidecue-copy-'));
      const engine = await openEngine({ dataDir });
      let key: string;
      if (oldFile) {
        ({ apiKey: key } = await engine.createAccount({ name: 'local' }));
        writeFileSync(join(dataDir, KEY_FILE), `${key}\n`, { mode: 0o600 });
      } else key = await defaultAccountKey(engine, dataDir);
      const { body } = await call(engine, key, 'POST', '/api/conversation', { name: 'Before the move' });
      await engine.close();

      const url = await freshPostgresUrl();
      const copied = await runScript('proxy/cli/db.ts', ['copy', '--from', `sqlite:${dataDir}`, '--to', url], {});
      expect(copied.stderr).toBe('');
      expect(copied.stdout).toContain('local_account: 1 rows copied');
      expect(copied.stdout).toContain("every table's count matches");

      // A proxy on another machine: its DATA_DIR is empty.
      const elsewhere = mkdtempSync(join(tmpdir(), 'sidecue-copy-'));
      const moved = await openEngine({ dataDir: elsewhere, databaseUrl: url });
      try {
        expect(await defaultAccountKey(moved, elsewhere)).toBe(key);
        expect((await call(moved, key, 'GET', `/api/conversation/${body.id}`)).body.name).toBe('Before the move');
      } finally {
        await moved.close();
      }
    },
    90_000,
  );

  it('refuses wrong arguments and an empty source plainly', async () => {
    const bad = await runScript('proxy/cli/db.ts', ['copy', '--from', 'sqlite:/tmp/x', '--to', 'mysql://db/x'], {});
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('must start with postgres:// or postgresql://');
    expect(bad.stderr).toContain('Usage: npm run proxy:db -- copy');
    const empty = mkdtempSync(join(tmpdir(), 'sidecue-copy-'));
    const url = await freshPostgresUrl();
    const nothing = await runScript('proxy/cli/db.ts', ['copy', '--from', `sqlite:${empty}`, '--to', url], {});
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain('holds no Sidecue data');
  }, 90_000);

  it.each([
    [['--from', 'sqlite:.data'], 'Both --from and --to are needed'],
    [['--from', 'sqlite:', '--to', 'postgres://h/db'], 'sqlite: needs the data folder'],
    [['--from', 'sqlite:.data', '--to', 'sqlite:.data'], 'the same database'],
    [['--from', 'sqlite:.data', '--to', 'postgres://u:secret@h/db', '--fast'], 'Unknown argument --fast'],
    [['--from', 'sqlite:.data', '--to', 'postgres://u:secret@h/'], 'postgres://…@h/: must name the database'],
  ])('parses %j as a mistake: %s', (args, message) => {
    expect(() => parseCopyArgs(args)).toThrow(CopyError);
    expect(() => parseCopyArgs(args)).toThrow(message);
  });

  it('takes --force anywhere', () => {
    expect(parseCopyArgs(['--force', '--from', 'sqlite:d', '--to', 'postgres://h/db'])).toEqual({
      from: { kind: 'sqlite', dataDir: 'd' },
      to: { kind: 'postgres', url: 'postgres://h/db' },
      force: true,
    });
  });
});
