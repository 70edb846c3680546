// A DATA_DIR written before the storage went through kysely (the files in fixtures/before-kysely were made
// by that code: engine.sqlite with `PRAGMA user_version = 1`, proxy.db and webhooks.db) opens with every row.
import { chmodSync, cpSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openEngine } from '../../proxy/engine/index.ts';
import { openStorage, SQLITE_FILES } from '../../proxy/storage/open.ts';
import { call } from '../engine/support.ts';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'before-kysely');
const KEY = 'service_NdDlrLjVXfmFtLAdX3ogbc3Gy6Iv4MdK';
const CONVERSATION = 'conv_Q_xEt743t1W7-aGR';

function copyOfFixture(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'sidecue-migration-'));
  cpSync(FIXTURE, dataDir, { recursive: true });
  // As a checkout leaves them: git keeps no 0600.
  for (const file of readdirSync(dataDir)) chmodSync(join(dataDir, file), 0o644);
  return dataDir;
}

describe('a DATA_DIR from before kysely', () => {
  it('keeps its account, conversation and analyses, and the engine goes on with them', async () => {
    const dataDir = copyOfFixture();
    const engine = await openEngine({ dataDir });
    try {
      const read = await call(engine, KEY, 'GET', `/api/conversation/${CONVERSATION}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id: CONVERSATION, name: 'Fleet renewal' });
      expect(read.body.analyses).toHaveLength(2);
      expect(read.body.analyses[1].lastMessage.content).toBe('It is too expensive for us right now.');
      const analyzed = await call(engine, KEY, 'POST', '/api/analyze', {
        sessionId: CONVERSATION,
        currentUser: 'Rep',
        transcript: [
          { speakerRole: 'user', speakerName: 'Rep', content: 'Hello there.' },
          { speakerRole: 'user', speakerName: 'Buyer', content: 'Can we start next month?' },
        ],
      });
      expect(analyzed.status).toBe(200);
      expect((await call(engine, KEY, 'GET', `/api/conversation/${CONVERSATION}`)).body.analyses).toHaveLength(3);
    } finally {
      await engine.close();
    }
  });

  it.each([
    ['engine', { accounts: 1, conversations: 1, analyses: 2 }],
    ['proxy', { recaps: 1, playbook_findings: 1 }],
    ['webhooks', { events: 1 }],
  ] as const)(
    'keeps every row of its %s file, which stays 0600 and in WAL mode, opened twice',
    async (part, counts) => {
      const dataDir = copyOfFixture();
      for (let open = 0; open < 2; open++) {
        const storage = await openStorage({ kind: 'sqlite', dataDir }, part);
        try {
          for (const [table, count] of Object.entries(counts)) {
            const row = await storage.db
              .selectFrom(table as keyof typeof counts & string as never)
              .select(sql<number>`count(*)`.as('n'))
              .executeTakeFirstOrThrow();
            expect((row as { n: number }).n, table).toBe(count);
          }
          const mode = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(storage.db);
          expect(mode.rows[0]?.journal_mode).toBe('wal');
        } finally {
          await storage.close();
        }
      }
      expect(statSync(join(dataDir, SQLITE_FILES[part])).mode & 0o777).toBe(0o600);
    },
  );
});
