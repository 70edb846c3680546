// POST /api/recap on the real proxy over loopback: written by the proxy itself in forwarding mode, saved
// with a conversation (across a restart) and returned by its GET, and written by a model with the rules
// as the fallback in embedded mode.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import { Recap } from '../../../lib/api/recap.ts';
import { sqlRecapStore } from '../../../proxy/recap/sql-store.ts';
import { locationOf } from '../../../proxy/storage/location.ts';
import { openStorage } from '../../../proxy/storage/open.ts';
import { DATABASES, databaseUrlFor } from '../../support/databases.ts';
import { EXTENSION_ORIGIN, SERVICE_KEY, mintToken } from '../helpers/fixtures.ts';
import { call, startTestProxy, type Harness } from '../helpers/proxy-harness.ts';
import { callOf, startStandInModel, type StandInModel } from '../helpers/stand-in-model.ts';
import { startStandInService, type StandInService } from '../helpers/stand-in-service.ts';

const say = (speakerName: string, content: string): TranscriptMessage => ({
  speakerRole: 'user',
  speakerName,
  content,
});
const transcript = [
  say('Alex', 'Thanks for joining, Jordan.'),
  say('Jordan', 'Does it work with NetSuite?'),
  say('Alex', 'Let me check with our team and get back to you.'),
  say('Jordan', "Okay. Let's go with the pilot for the Denver site."),
  say('Alex', "Great, I'll send the proposal by Friday."),
];
const body = { currentUser: 'Alex', transcript };

describe.each(DATABASES)('POST /api/recap in forwarding mode, recaps kept on %s', (database) => {
  let service: StandInService;
  let harness: Harness;
  let dataDir: string;
  let databaseUrl: string | undefined;
  let token: string;
  const start = async () =>
    startTestProxy({
      DATA_DIR: dataDir,
      SERVICE_BASE_URL: service.baseUrl,
      SERVICE_API_KEY: SERVICE_KEY,
      DATABASE_URL: databaseUrl,
    });
  const post = (path: string, sent: unknown, as = token) =>
    call(harness.proxy.url, 'POST', path, { token: as, body: sent, origin: EXTENSION_ORIGIN });
  const get = (path: string, as = token) =>
    call(harness.proxy.url, 'GET', path, { token: as, origin: EXTENSION_ORIGIN });

  beforeAll(async () => {
    service = await startStandInService();
    dataDir = mkdtempSync(join(tmpdir(), 'sidecue-recap-route-'));
    databaseUrl = await databaseUrlFor(database);
    harness = await start();
    token = await mintToken({ user: 'alex', team: 'sales', creator: false });
  });
  afterAll(async () => {
    await harness.close();
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the recap itself, never asking the service, every item quoting a line', async () => {
    const before = service.received.length;
    const result = await post('/api/recap', body);
    expect(result.status).toBe(200);
    const recap = Recap.parse(result.json);
    expect(recap.decisions.map((d) => d.quote)).toEqual([transcript[3]!.content]);
    expect(recap.nextSteps).toContainEqual(
      expect.objectContaining({ quote: transcript[4]!.content, owner: 'Alex', due: 'by Friday' }),
    );
    expect(recap.openQuestions.map((q) => q.quote)).toEqual([transcript[1]!.content]);
    expect(service.received.length).toBe(before);
  });

  it('says what is wrong with a bad body', async () => {
    const result = await post('/api/recap', { currentUser: 'Nobody', transcript });
    expect(result.status).toBe(400);
    expect(result.json.error.code).toBe('invalid_request');
    expect(result.json.error.message).toContain('currentUser must equal the speakerName');
  });

  it('saves the recap with the conversation: its GET returns it, after a restart too, and deleting it removes it', async () => {
    const created = await post('/api/conversation', { name: 'Denver pilot' });
    const handle = created.json.id as string;
    const rawId = [...service.conversations.keys()].at(-1)!;
    const recapped = await post('/api/recap', { ...body, sessionId: handle });
    expect(recapped.status).toBe(200);
    expect((await get(`/api/conversation/${handle}`)).json.recap).toEqual(recapped.json);

    await harness.close();
    harness = await start();
    const again = await get(`/api/conversation/${handle}`);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ id: handle, name: 'Denver pilot', recap: recapped.json });

    const storage = await openStorage(locationOf(dataDir, databaseUrl), 'proxy');
    const stored = sqlRecapStore(storage.db);
    try {
      expect(await stored.get('sales', rawId)).toEqual(recapped.json);
      const deleted = await call(harness.proxy.url, 'DELETE', '/api/conversation', { token, body: { id: handle } });
      expect(deleted.status).toBe(200);
      expect(await stored.get('sales', rawId)).toBeUndefined();
    } finally {
      await storage.close();
    }
  });

  it('answers 404 for a conversation that does not exist, and 403 for one of someone else', async () => {
    const unknown = await post('/api/recap', { ...body, sessionId: 'not-a-handle' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('That conversation does not exist.');

    const created = await post('/api/conversation', {});
    await call(harness.proxy.url, 'DELETE', '/api/conversation', { token, body: { id: created.json.id } });
    expect((await post('/api/recap', { ...body, sessionId: created.json.id })).status).toBe(404);

    const mine = await post('/api/conversation', {});
    const other = await mintToken({ user: 'sam', team: 'sales', creator: false });
    expect((await post('/api/recap', { ...body, sessionId: mine.json.id }, other)).status).toBe(403);
  });

  it('is in the OpenAPI document with its request and answer schemas', async () => {
    const doc = (await get('/openapi.json')).json;
    const operation = doc.paths['/api/recap'].post;
    expect(operation.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/RecapRequest',
    });
    expect(operation.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Recap',
    });
    expect(doc.components.schemas.Recap.properties.nextSteps).toBeDefined();
  });
});

describe('POST /api/recap with a model (embedded mode, LLM_BASE_URL)', () => {
  let model: StandInModel;
  let harness: Harness;
  let token: string;

  beforeAll(async () => {
    model = await startStandInModel();
    harness = await startTestProxy({ LLM_BASE_URL: model.url, LLM_MODEL: 'stand-in-7b', LLM_TIMEOUT_MS: '1500' });
    token = await mintToken({ user: 'alex', team: null, creator: false });
  });
  afterAll(async () => {
    await harness.close();
    await model.close();
  });
  const post = () => call(harness.proxy.url, 'POST', '/api/recap', { token, body });

  it("returns the model's recap without the items it invented", async () => {
    const answer: Recap = {
      summary: ['Alex and Jordan agreed on a pilot.'],
      decisions: [
        { text: 'Pilot in Denver', quote: transcript[3]!.content },
        { text: 'Buy 500 seats', quote: 'Jordan: We will buy 500 seats.' },
      ],
      nextSteps: [{ text: 'Proposal', quote: transcript[4]!.content, owner: 'Alex', due: 'Friday' }],
      openQuestions: [],
      objections: [],
    };
    model.answer((request) =>
      callOf(request) === 'recap' ? { kind: 'json', content: JSON.stringify(answer) } : { kind: 'status', status: 503 },
    );
    const result = await post();
    expect(result.status).toBe(200);
    expect(result.json.summary).toEqual(answer.summary);
    expect(result.json.decisions).toEqual([answer.decisions[0]]);
    expect(result.json.nextSteps).toEqual(answer.nextSteps);
    expect(harness.logs.some((line) => line.includes('model recap: answered by stand-in-7b'))).toBe(true);
  });

  it("asks for the recap in the conversation's language: German for a German call", async () => {
    model.answer(() => ({ kind: 'status', status: 503 }));
    const german = [
      say('Alex', 'Danke, dass Sie dabei sind. Wir schauen uns heute die Integration mit SAP an.'),
      say('Jordan', 'Gut. Funktioniert das auch mit unserem alten System?'),
      say('Alex', 'Ja, ich schicke Ihnen bis Freitag die Dokumentation und ein Angebot.'),
    ];
    const result = await call(harness.proxy.url, 'POST', '/api/recap', {
      token,
      body: { currentUser: 'Alex', transcript: german },
    });
    expect(result.status).toBe(200);
    expect(model.lastRequest()!.messages[0]!.content).toContain('Write every text in German;');
    // The model failed: the rules' recap stands, written in the language the prompt named.
    expect(result.json.summary[0]).toBe('Alex und Jordan haben gesprochen (3 Beiträge).');
  });

  it("falls back to the rules' recap when the model answers something else than the recap's shape", async () => {
    model.answer(() => ({ kind: 'json', content: '{"summary": "not a list"}' }));
    const result = await post();
    expect(result.status).toBe(200);
    expect(result.json.decisions.map((d: { quote: string }) => d.quote)).toEqual([transcript[3]!.content]);
    expect(result.json.summary[0]).toBe('Alex and Jordan spoke (5 lines).');
    expect(harness.logs.some((line) => line.includes('model recap: used the rules instead'))).toBe(true);
  });
});
