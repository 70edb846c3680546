// Embedded mode: the real proxy in front of the local engine, in a temp DATA_DIR.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AnalyzeResponse,
  Conversation,
  EvaluateOutreachResponse,
  GenerateOutreachResponse,
  ShortenOutreachResponse,
} from '../../lib/api/contract.ts';
import { openEngine } from '../../proxy/engine/index.ts';
import { DATABASES, databaseUrlFor } from '../support/databases.ts';
import { analyzeBody, mintToken } from './helpers/fixtures.ts';
import { ownershipSuite } from './helpers/ownership-suite.ts';
import { call, startTestProxy, type Harness } from './helpers/proxy-harness.ts';

for (const database of DATABASES) {
  ownershipSuite(`embedded local engine on ${database}`, async () => {
    const harness = await startTestProxy({ DATABASE_URL: await databaseUrlFor(database) });
    return { url: harness.proxy.url, close: () => harness.close() };
  });

  describe(`embedded mode on ${database}`, () => {
    let harness: Harness;
    let token: string;
    beforeAll(async () => {
      harness = await startTestProxy({ DATABASE_URL: await databaseUrlFor(database) });
      token = await mintToken({ user: 'alice', team: 'sales', creator: false });
    });
    afterAll(() => harness.close());

    it('says so in /health', async () => {
      expect((await call(harness.proxy.url, 'GET', '/health')).json).toMatchObject({ ok: true, mode: 'embedded' });
    });

    it('analyzes, saves into a conversation and reads it back through handles', async () => {
      const created = await call(harness.proxy.url, 'POST', '/api/conversation', { token, body: { name: 'Call' } });
      expect(created.status).toBe(201);
      const analyzed = await call(harness.proxy.url, 'POST', '/api/analyze', {
        token,
        body: { ...analyzeBody, sessionId: created.json.id },
      });
      expect(analyzed.status).toBe(200);
      expect(AnalyzeResponse.safeParse(analyzed.json).success).toBe(true);
      const got = await call(harness.proxy.url, 'GET', `/api/conversation/${created.json.id}`, { token });
      expect(Conversation.parse(got.json)).toMatchObject({ id: created.json.id, name: 'Call' });
      expect(got.json.analyses).toHaveLength(1);
    });

    it('refuses a name with the NUL character in plain words, which Postgres cannot keep', async () => {
      const name = 'Call\u0000with Jordan';
      const made = await call(harness.proxy.url, 'POST', '/api/conversation', { token, body: { name } });
      expect(made.status).toBe(400);
      expect(made.json.error.message).toContain('NUL');
      const created = await call(harness.proxy.url, 'POST', '/api/conversation', { token, body: { name: 'Call' } });
      const renamed = await call(harness.proxy.url, 'PATCH', `/api/conversation/${created.json.id}`, {
        token,
        body: { name },
      });
      expect(renamed.status).toBe(400);
      const got = await call(harness.proxy.url, 'GET', `/api/conversation/${created.json.id}`, { token });
      expect(got.json.name).toBe('Call');
    });

    it.each([
      [
        '/api/outreach/generate',
        { type: 'email', input: 'Jordan, VP Sales at Acme, met at SaaStr.' },
        GenerateOutreachResponse,
      ],
      [
        '/api/outreach/evaluate',
        { type: 'email', input: 'Hi Jordan, would a 15-minute call next week work?' },
        EvaluateOutreachResponse,
      ],
      [
        '/api/outreach/shorten',
        { input: 'Hi Jordan, it was great meeting you at SaaStr last week.', limit: 30 },
        ShortenOutreachResponse,
      ],
    ] as const)('answers %s in the contract shape', async (path, body, schema) => {
      const result = await call(harness.proxy.url, 'POST', path, { token, body });
      expect(result.status).toBe(200);
      expect(schema.safeParse(result.json).success).toBe(true);
    });
  });

  describe(`embedded mode with an account short of credits, on ${database}`, () => {
    it("passes the engine's typed 402 insufficient_credits on", async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'sidecue-proxy-credits-'));
      const databaseUrl = await databaseUrlFor(database);
      const engine = await openEngine({ dataDir, databaseUrl });
      const { apiKey } = await engine.createAccount({ name: 'Poor', credits: 10 });
      await engine.close();
      const harness = await startTestProxy({ DATA_DIR: dataDir, SERVICE_API_KEY: apiKey, DATABASE_URL: databaseUrl });
      try {
        const token = await mintToken({ user: 'alice', team: 'sales', creator: false });
        const result = await call(harness.proxy.url, 'POST', '/api/conversation', { token, body: { name: 'Call' } });
        expect(result.status).toBe(402);
        expect(result.json.error.code).toBe('insufficient_credits');
      } finally {
        await harness.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
}
