import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultAccountKey, openEngine, type Engine } from '../../proxy/engine/index.ts';
import { SENDER_SECTION_LABEL } from '../../lib/api/contract.ts';
import { DATABASES, databaseUrlFor, freshPostgresUrl } from '../support/databases.ts';
import { call, freshEngine, tempDataDir } from './support.ts';

const transcript = [
  { speakerRole: 'user', speakerName: 'Alex', content: 'Hi Jordan, thanks for joining.' },
  { speakerRole: 'user', speakerName: 'Jordan', content: 'Sure. It looks too expensive though.' },
];
const opened: Engine[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((engine) => engine.close()));
});

describe.each(DATABASES)('local engine over its REST API, on %s', (database) => {
  async function setup() {
    const { engine, dataDir } = await freshEngine(tempDataDir(), await databaseUrlFor(database));
    opened.push(engine);
    const owner = await engine.createAccount({ name: 'owner', team: 'sales' });
    const mate = await engine.createAccount({ name: 'mate', team: 'sales' });
    const creator = await engine.createAccount({ name: 'creator', team: 'sales', teamCreator: true });
    const outsider = await engine.createAccount({ name: 'outsider', team: 'support', teamCreator: true });
    return { engine, dataDir, owner, mate, creator, outsider };
  }

  it('refuses calls without a known service_ key', async () => {
    const { engine, owner } = await setup();
    expect((await call(engine, undefined, 'POST', '/api/conversation', {})).status).toBe(401);
    expect((await call(engine, 'service_unknown', 'POST', '/api/conversation', {})).status).toBe(401);
    const jwt = await call(engine, 'eyJhbGciOiJIUzI1NiJ9.e30.sig', 'POST', '/api/conversation', {});
    expect(jwt).toMatchObject({ status: 401, body: { error: { code: 'unauthenticated' } } });
    expect((await call(engine, owner.apiKey, 'POST', '/api/conversation', {})).status).toBe(201);
  });

  it('needs 100 available credits to create a conversation, and does not charge for it', async () => {
    const { engine, owner } = await setup();
    await engine.setCredits(owner.account.id, 99);
    const refused = await call(engine, owner.apiKey, 'POST', '/api/conversation', { name: 'x' });
    expect(refused).toMatchObject({ status: 402, body: { error: { code: 'insufficient_credits' } } });
    await engine.setCredits(owner.account.id, 100);
    for (let i = 0; i < 3; i++)
      expect((await call(engine, owner.apiKey, 'POST', '/api/conversation', {})).status).toBe(201);
  });

  it('spends one credit per analysis and refuses when none is left', async () => {
    const { engine, owner } = await setup();
    await engine.setCredits(owner.account.id, 1);
    expect((await call(engine, owner.apiKey, 'POST', '/api/analyze', { currentUser: 'Alex', transcript })).status).toBe(
      200,
    );
    const second = await call(engine, owner.apiKey, 'POST', '/api/analyze', { currentUser: 'Alex', transcript });
    expect(second).toMatchObject({ status: 402, body: { error: { code: 'insufficient_credits' } } });
  });

  it('never spends below zero when calls race, even through two engines on one database', async () => {
    const { engine, dataDir, owner } = await setup();
    const other = await openEngine({ dataDir, databaseUrl: await databaseUrlFor(database) });
    opened.push(other);
    await engine.setCredits(owner.account.id, 5);
    const request = { currentUser: 'Alex', transcript };
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => call(i % 2 ? other : engine, owner.apiKey, 'POST', '/api/analyze', request)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 402)).toHaveLength(11);
  });

  it('lets the owner and their team creator, and nobody else, use a conversation', async () => {
    const { engine, owner, mate, creator, outsider } = await setup();
    const { body } = await call(engine, owner.apiKey, 'POST', '/api/conversation', { name: 'Acme' });
    const id = body.id as string;
    const operations = [
      (key: string) => call(engine, key, 'GET', `/api/conversation/${id}`),
      (key: string) => call(engine, key, 'PATCH', `/api/conversation/${id}`, { name: 'Renamed' }),
      (key: string) => call(engine, key, 'POST', '/api/analyze', { sessionId: id, currentUser: 'Alex', transcript }),
    ];
    for (const operation of operations) {
      expect((await operation(mate.apiKey)).status).toBe(403);
      expect((await operation(outsider.apiKey)).status).toBe(403);
      expect((await operation(creator.apiKey)).status).toBe(200);
      expect((await operation(owner.apiKey)).status).toBe(200);
    }
    expect((await call(engine, mate.apiKey, 'DELETE', '/api/conversation', { id })).status).toBe(403);
    expect((await call(engine, creator.apiKey, 'DELETE', '/api/conversation', { id })).body).toEqual({
      id,
      deleted: true,
    });
    expect((await call(engine, owner.apiKey, 'GET', `/api/conversation/${id}`)).status).toBe(404);
  });

  it('saves analyses with the last message, keeps them across a restart, and deletes them with the conversation', async () => {
    const dataDir = tempDataDir();
    const databaseUrl = await databaseUrlFor(database);
    const first = await openEngine({ dataDir, databaseUrl });
    const key = await defaultAccountKey(first, dataDir);
    const { body } = await call(first, key, 'POST', '/api/conversation', { name: 'Acme' });
    const id = body.id as string;
    const analysis = await call(first, key, 'POST', '/api/analyze', { sessionId: id, currentUser: 'Alex', transcript });
    await call(first, key, 'POST', '/api/analyze', { sessionId: id, persist: false, currentUser: 'Alex', transcript });
    // Transcripts are on disk: only the owner may read the data folder's files.
    const files = readdirSync(dataDir);
    const expected = database === 'sqlite' ? ['engine.sqlite', 'engine.sqlite-wal'] : [];
    expect(files).toEqual(expect.arrayContaining(expected));
    for (const file of files) expect(statSync(join(dataDir, file)).mode & 0o077, file).toBe(0);
    await first.close();

    const second = await openEngine({ dataDir, databaseUrl });
    opened.push(second);
    expect(await defaultAccountKey(second, dataDir)).toBe(key);
    const saved = await call(second, key, 'GET', `/api/conversation/${id}`);
    expect(saved.body.analyses).toHaveLength(1);
    expect(saved.body.analyses[0].analysisJsonOpenai).toEqual(analysis.body);
    expect(saved.body.analyses[0].lastMessage).toEqual(transcript[1]);

    const again = await call(second, key, 'POST', '/api/analyze', { sessionId: id, currentUser: 'Alex', transcript });
    expect(again.body.isSame).toBe(true);
    await call(second, key, 'DELETE', '/api/conversation', { id });
    const gone = await call(second, key, 'GET', `/api/conversation/${id}`);
    expect(gone.status).toBe(404);
  });

  it('makes a new local key when the database behind the saved one was deleted', async () => {
    const dataDir = tempDataDir();
    const first = await openEngine({
      dataDir,
      databaseUrl: database === 'postgres' ? await freshPostgresUrl() : undefined,
    });
    const lostKey = await defaultAccountKey(first, dataDir);
    await first.close();
    for (const file of readdirSync(dataDir)) if (file.startsWith('engine.sqlite')) rmSync(join(dataDir, file));

    // On Postgres, a new empty database stands for the deleted one.
    const second = await openEngine({
      dataDir,
      databaseUrl: database === 'postgres' ? await freshPostgresUrl() : undefined,
    });
    opened.push(second);
    const key = await defaultAccountKey(second, dataDir);
    expect(key).not.toBe(lostKey);
    expect((await call(second, key, 'POST', '/api/conversation', { name: 'Acme' })).status).toBe(201);
    expect(await defaultAccountKey(second, dataDir)).toBe(key);
  });

  it.each([
    ['missing currentUser', { transcript }, 'currentUser'],
    ['empty currentUser', { currentUser: '', transcript }, 'currentUser'],
    ['a currentUser who never speaks', { currentUser: 'Sam', transcript }, 'currentUser'],
    ['an empty transcript', { currentUser: 'Alex', transcript: [] }, 'transcript'],
    [
      'an unknown role',
      { currentUser: 'Alex', transcript: [{ ...transcript[0], speakerRole: 'bot' }] },
      'transcript.0.speakerRole',
    ],
  ])('answers %s with 400 and the field', async (_label, request, path) => {
    const { engine, owner } = await setup();
    const { status, body } = await call(engine, owner.apiKey, 'POST', '/api/analyze', request);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.details.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('answers non-JSON with 400 and an unknown conversation with 404', async () => {
    const { engine, owner } = await setup();
    expect((await call(engine, owner.apiKey, 'POST', '/api/analyze', '{not json')).body.error.code).toBe(
      'invalid_request',
    );
    const unknown = await call(engine, owner.apiKey, 'POST', '/api/analyze', {
      sessionId: 'conv_nope',
      currentUser: 'Alex',
      transcript,
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
  });

  it('serves outreach generate, evaluate and shorten', async () => {
    const { engine, owner } = await setup();
    const input = 'Dana Cole\nHead of Support at Globex\nRecently spoke at SupportConf.';
    const generated = await call(engine, owner.apiKey, 'POST', '/api/outreach/generate', {
      input,
      type: 'linkedin_connection',
    });
    expect(generated.body.body.length).toBeLessThanOrEqual(300);
    const evaluated = await call(engine, owner.apiKey, 'POST', '/api/outreach/evaluate', {
      input: generated.body.body,
    });
    expect(evaluated.body.score).toBeGreaterThanOrEqual(0);
    const shortened = await call(engine, owner.apiKey, 'POST', '/api/outreach/shorten', {
      input: generated.body.body,
      limit: 50,
    });
    expect(shortened.body.characters).toBeLessThanOrEqual(50);
    const bad = await call(engine, owner.apiKey, 'POST', '/api/outreach/shorten', { input, limit: 0 });
    expect(bad.status).toBe(400);
  });

  it('reads the sender part after "About me and my offer:" over HTTP, and its note passes Evaluate', async () => {
    const { engine, owner } = await setup();
    const input = `Name: Dana Whitfield\nCurrent role: VP Operations at Northwind Logistics\nRecent activity:\n- Our Leeds depot now runs on solar power.\n\n${SENDER_SECTION_LABEL}\nI'm Alex, founder of Brightpath. We help operations teams cut failed deliveries.`;
    const generated = await call(engine, owner.apiKey, 'POST', '/api/outreach/generate', {
      input,
      type: 'linkedin_connection',
    });
    expect(generated.status).toBe(200);
    expect(generated.body.body).toMatch(/^(Hi|Hello) Dana, /);
    expect(generated.body.body).toContain('Leeds depot');
    expect(generated.body.body).toContain('We help operations teams cut failed deliveries.');
    expect(generated.body.body).not.toContain('About me');
    const evaluated = await call(engine, owner.apiKey, 'POST', '/api/outreach/evaluate', {
      input: generated.body.body,
      type: 'linkedin_connection',
    });
    expect(evaluated.body.findings.filter((f: { severity: string }) => f.severity === 'problem')).toEqual([]);
  });
});
