// Embedded mode: the real proxy told the engine the caller's team, so the analysis the engine saves
// carries that team's playbook matches, and History reads them back; another team's caller, whose
// team has no playbook, gets and saves none. A remote service is never told the team: the proxy keeps
// the matches it added beside the service's saved analysis and puts them back when it is read.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_ORIGIN, SERVICE_KEY, mintToken } from '../helpers/fixtures.ts';
import { call, startTestProxy, type Harness } from '../helpers/proxy-harness.ts';
import { startStandInService, type StandInService } from '../helpers/stand-in-service.ts';
import { sqlFindingsStore } from '../../../proxy/playbook/sql-findings.ts';
import { locationOf } from '../../../proxy/storage/location.ts';
import { openStorage } from '../../../proxy/storage/open.ts';
import { DATABASES, databaseUrlFor } from '../../support/databases.ts';

const SALES_PLAYBOOK = `version: 1
name: Sales
competitors:
  - id: acme
    name: Acme Routing
    differentiators: [Native NetSuite connector]
`;
const transcript = [
  { speakerRole: 'user', speakerName: 'Alex Rivera', content: 'Thanks for joining.' },
  { speakerRole: 'user', speakerName: 'Jordan Lee', content: "We're also talking to Acme Routing this month." },
];

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'sidecue-saved-playbook-'));
  mkdirSync(join(dataDir, 'playbooks'));
  writeFileSync(join(dataDir, 'playbooks', 'sales.yaml'), SALES_PLAYBOOK);
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

async function analyzeAndReadBack(url: string, token: string) {
  const created = await call(url, 'POST', '/api/conversation', { token, origin: EXTENSION_ORIGIN, body: {} });
  const body = { sessionId: created.json.id, currentUser: 'Alex Rivera', transcript };
  const analyzed = await call(url, 'POST', '/api/analyze', { token, origin: EXTENSION_ORIGIN, body });
  const saved = await call(url, 'GET', `/api/conversation/${created.json.id}`, { token, origin: EXTENSION_ORIGIN });
  return { answer: analyzed.json, saved: saved.json.analyses[0].analysisJsonOpenai };
}

describe.each(DATABASES)("the team's playbook in saved analyses (embedded engine on %s)", (database) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startTestProxy({ DATA_DIR: dataDir, DATABASE_URL: await databaseUrlFor(database) });
  });
  afterAll(() => harness.close());

  it('saves the matches the caller saw', async () => {
    const { answer, saved } = await analyzeAndReadBack(
      harness.proxy.url,
      await mintToken({ user: 'alex', team: 'sales', creator: false }),
    );
    expect(answer.playbook).toEqual([
      expect.objectContaining({
        id: 'acme',
        type: 'competitor',
        speakerName: 'Jordan Lee',
        quote: transcript[1]!.content,
      }),
    ]);
    expect(saved.playbook).toEqual(answer.playbook);
  });

  it("saves none for a team without a playbook: one team's entries never reach another's", async () => {
    const { answer, saved } = await analyzeAndReadBack(
      harness.proxy.url,
      await mintToken({ user: 'sam', team: 'support', creator: false }),
    );
    expect(answer.playbook).toBeUndefined();
    expect(saved.playbook).toBeUndefined();
  });
});

describe.each(DATABASES)('a remote service, the proxy keeping its findings on %s', (database) => {
  let service: StandInService;
  let forwarding: Harness;
  let databaseUrl: string | undefined;
  beforeAll(async () => {
    service = await startStandInService();
    databaseUrl = await databaseUrlFor(database);
    forwarding = await startTestProxy({
      DATA_DIR: dataDir,
      SERVICE_BASE_URL: service.baseUrl,
      SERVICE_API_KEY: SERVICE_KEY,
      DATABASE_URL: databaseUrl,
    });
  });
  afterAll(async () => {
    await forwarding.close();
    await service.close();
  });

  it("is never told the caller's team, and the proxy adds the matches to its answer", async () => {
    const token = await mintToken({ user: 'alex', team: 'sales', creator: false });
    const body = { currentUser: 'Alex Rivera', transcript };
    const analyzed = await call(forwarding.proxy.url, 'POST', '/api/analyze', {
      token,
      origin: EXTENSION_ORIGIN,
      body,
    });
    expect(analyzed.json.playbook).toEqual([expect.objectContaining({ id: 'acme' })]);
    const seen = service.received.find((request) => request.path.endsWith('/api/analyze'));
    expect(seen).toBeDefined();
    expect(Object.keys(seen!.headers)).not.toContain('x-sidecue-team');
  });

  it('keeps the matches it added with the saved conversation, across a restart, until it is deleted', async () => {
    const token = await mintToken({ user: 'alex', team: 'sales', creator: false });
    const send = (method: string, path: string, body?: unknown) =>
      call(forwarding.proxy.url, method, path, { token, origin: EXTENSION_ORIGIN, body });
    const created = await send('POST', '/api/conversation', { name: 'Acme deal' });
    const handle = created.json.id as string;
    await send('POST', '/api/analyze', {
      sessionId: handle,
      currentUser: 'Alex Rivera',
      transcript: transcript.slice(0, 1),
    });
    const analyzed = await send('POST', '/api/analyze', { sessionId: handle, currentUser: 'Alex Rivera', transcript });
    expect(analyzed.json.playbook).toEqual([expect.objectContaining({ id: 'acme' })]);

    // The service saved its own answers only; the conversation read through the proxy has the matches.
    const [rawId] = [...service.conversations.keys()].slice(-1);
    expect(service.conversations.get(rawId!)!.analyses).toHaveLength(2);
    for (const record of service.conversations.get(rawId!)!.analyses)
      expect((record as { analysisJsonOpenai: object }).analysisJsonOpenai).not.toHaveProperty('playbook');
    const read = async () => (await send('GET', `/api/conversation/${handle}`)).json.analyses;
    expect((await read())[1].analysisJsonOpenai.playbook).toEqual(analyzed.json.playbook);
    expect((await read())[1].analysisJsonOpenai.checklist).toEqual(analyzed.json.checklist);
    expect((await read())[0].analysisJsonOpenai).not.toHaveProperty('playbook');

    await forwarding.close();
    forwarding = await startTestProxy({
      DATA_DIR: dataDir,
      SERVICE_BASE_URL: service.baseUrl,
      SERVICE_API_KEY: SERVICE_KEY,
      DATABASE_URL: databaseUrl,
    });
    expect((await read())[1].analysisJsonOpenai.playbook).toEqual(analyzed.json.playbook);

    expect((await send('DELETE', '/api/conversation', { id: handle })).status).toBe(200);
    const storage = await openStorage(locationOf(dataDir, databaseUrl), 'proxy');
    try {
      expect(await sqlFindingsStore(storage.db).get('sales', rawId!)).toBeUndefined();
    } finally {
      await storage.close();
    }
  });
});
