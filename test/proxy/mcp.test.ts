// The MCP server, driven by the SDK's own client: over streamable HTTP at the proxy's /mcp and
// over stdio (npm run mcp), through the proxy or straight to a stand-in service.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, databaseUrlFor } from '../support/databases.ts';
import { transcriptOf } from '../../lib/api/node.ts';
import { recapTranscript } from '../../proxy/engine/recap/index.ts';
import { SERVICE_KEY, mintToken } from './helpers/fixtures.ts';
import { startTestProxy, type Harness } from './helpers/proxy-harness.ts';
import { startStandInService, type StandInService } from './helpers/stand-in-service.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const TOOLS = [
  'analyze',
  'create_conversation',
  'delete_conversation',
  'evaluate_outreach',
  'generate_outreach',
  'get_conversation',
  'get_playbook',
  'recap_conversation',
  'rename_conversation',
  'shorten_outreach',
];
const transcript = [
  { speaker: 'Agent', text: 'Thanks for joining. How is the quarter going?' },
  { speaker: 'Jordan', text: 'Busy. Honestly your price seems too expensive for us.' },
];

let harness: Harness;
let service: StandInService;
let aliceToken: string;
let bobToken: string;
const clients: Client[] = [];

beforeAll(async () => {
  [harness, service] = await Promise.all([startTestProxy({}), startStandInService()]);
  aliceToken = await mintToken({ user: 'alice', team: 'sales', creator: false });
  bobToken = await mintToken({ user: 'bob', team: 'sales', creator: false });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await harness.close();
  await service.close();
});

async function overHttp(token?: string, proxyUrl = harness.proxy.url, extra: Record<string, string> = {}) {
  const client = new Client({ name: 'sidecue-test', version: '1.0.0' });
  const headers: Record<string, string> = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra };
  await client.connect(new StreamableHTTPClientTransport(new URL(`${proxyUrl}/mcp`), { requestInit: { headers } }));
  clients.push(client);
  return client;
}

/** `npm run --silent mcp` as an MCP host would start it (--silent: npm's own banner would corrupt stdout), or tsx directly. */
async function overStdio(env: Record<string, string>, how: 'npm' | 'tsx' = 'tsx') {
  const client = new Client({ name: 'sidecue-test', version: '1.0.0' });
  const transport = new StdioClientTransport({
    command: how === 'npm' ? 'npm' : `${root}node_modules/.bin/tsx`,
    args: how === 'npm' ? ['run', '--silent', 'mcp'] : ['proxy/mcp/stdio.ts'],
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stderr: 'pipe',
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

async function use(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((item) => (item.type === 'text' ? item.text : '')).join('');
  return { isError: result.isError === true, text, json: result.isError ? undefined : JSON.parse(text) };
}

/** Every tool, for one caller, the way an agent would use them. */
async function lifecycle(client: Client) {
  const created = await use(client, 'create_conversation', { name: 'Call with Jordan' });
  expect(created).toMatchObject({ isError: false, json: { name: 'Call with Jordan' } });
  const id = created.json.id as string;
  const analyzed = await use(client, 'analyze', { currentUser: 'Agent', transcript, sessionId: id });
  expect(analyzed.isError).toBe(false);
  expect(typeof analyzed.json.elaboration).toBe('string');
  expect((await use(client, 'rename_conversation', { id, name: 'Pricing' })).json).toMatchObject({
    id,
    name: 'Pricing',
  });
  const got = await use(client, 'get_conversation', { id });
  expect(got.json).toMatchObject({ id, name: 'Pricing' });
  expect(got.json.analyses).toHaveLength(1);
  expect((await use(client, 'delete_conversation', { id })).json).toEqual({ id, deleted: true });
  expect(await use(client, 'get_conversation', { id })).toMatchObject({
    isError: true,
    text: expect.stringContaining('There is no such conversation'),
  });

  const draft = await use(client, 'generate_outreach', {
    type: 'linkedin_connection',
    input: 'Jordan Lee\nVP Sales at Acme',
  });
  expect(draft.json.characters).toBeLessThanOrEqual(300);
  expect(
    (await use(client, 'evaluate_outreach', { input: 'Hi Jordan, would a short call next week work?' })).json.score,
  ).toBeGreaterThanOrEqual(0);
  const short = await use(client, 'shorten_outreach', {
    input: 'Hi Jordan, it was great meeting you at SaaStr last week.',
    limit: 30,
  });
  expect(short.json.text.length).toBeLessThanOrEqual(30);
}

describe('over streamable HTTP at /mcp', () => {
  it('lists the ten tools, each with a description and an input schema', async () => {
    const { tools } = await (await overHttp(aliceToken)).listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(40);
      // get_playbook alone needs nothing: the token says whose team it is.
      if (tool.name !== 'get_playbook')
        expect(Object.keys(tool.inputSchema.properties ?? {}).length).toBeGreaterThan(0);
    }
    const analyze = tools.find((tool) => tool.name === 'analyze')!;
    expect(analyze.inputSchema.required).toEqual(['currentUser', 'transcript']);
  });

  it("get_playbook answers with the team's playbook, or says there is none", async () => {
    const client = await overHttp(aliceToken);
    expect((await use(client, 'get_playbook', {})).json).toEqual({
      playbook: null,
      message: 'The Sidecue proxy has no playbook for your team.',
    });
    mkdirSync(join(harness.dataDir, 'playbooks'), { recursive: true });
    writeFileSync(
      join(harness.dataDir, 'playbooks', 'sales.yaml'),
      'version: 1\nname: Sales\ncompetitors:\n  - id: acme\n    name: Acme\n    landmines: [Ask about their NetSuite connector]\n',
    );
    await expect
      .poll(async () => (await use(client, 'get_playbook', {})).json.playbook?.name, { timeout: 3_000 })
      .toBe('Sales');
    const { json } = await use(client, 'get_playbook', {});
    expect(json.playbook.competitors[0].landmines).toEqual(['Ask about their NetSuite connector']);
    rmSync(join(harness.dataDir, 'playbooks'), { recursive: true });
  });

  it('refuses a caller without a valid token before any tool runs', async () => {
    // The SDK's client passes the proxy's plain words on.
    await expect(overHttp()).rejects.toThrow('A proxy access token is required');
    await expect(overHttp('not-a-token')).rejects.toThrow('not in the expected format');
    await expect(overHttp(SERVICE_KEY)).rejects.toThrow('Service API keys belong on the proxy only');
    const bare = await fetch(`${harness.proxy.url}/mcp`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(bare.status).toBe(401);
    expect(bare.headers.get('www-authenticate')).toBe('Bearer realm="sidecue-proxy"');
  });

  it('answers bad input with a tool error naming the field', async () => {
    const client = await overHttp(aliceToken);
    const tooShort = await use(client, 'shorten_outreach', { input: 'Hi there', limit: 0 });
    expect(tooShort.isError).toBe(true);
    expect(tooShort.text).toMatch(/limit/);
    const nobody = await use(client, 'analyze', { currentUser: 'Nobody', transcript });
    expect(nobody).toMatchObject({
      isError: true,
      text: expect.stringContaining('currentUser must equal the speakerName of a participant'),
    });
  });

  it('logs each tool call as the /api call it made, for the token’s user', async () => {
    harness.logs.length = 0;
    await use(await overHttp(bobToken), 'create_conversation', {});
    expect(harness.logs.some((line) => / POST \/api\/conversation 201 .* user="bob"$/.test(line))).toBe(true);
  });
});

// The tools that keep what they do (conversations, analyses, recaps), on each database; the rest need none.
describe.each(DATABASES)('over streamable HTTP at /mcp, kept on %s', (database) => {
  let proxy: Harness;
  beforeAll(async () => {
    proxy = await startTestProxy({ DATABASE_URL: await databaseUrlFor(database) });
  });
  afterAll(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await proxy.close();
  });

  it('runs every tool with the caller’s token', async () => {
    await lifecycle(await overHttp(aliceToken, proxy.proxy.url));
  });

  it('recap_conversation recaps the dialogue, saves it with the conversation, and get_conversation returns it', async () => {
    const client = await overHttp(aliceToken, proxy.proxy.url);
    const { id } = (await use(client, 'create_conversation', { name: 'Recapped' })).json;
    const said = [
      ...transcript,
      { speaker: 'Agent', text: "I'll send the pricing sheet by Friday." },
      { speaker: 'Jordan', text: 'Does it work with NetSuite?' },
    ];
    const { json: recap } = await use(client, 'recap_conversation', {
      currentUser: 'Agent',
      transcript: said,
      sessionId: id,
    });
    expect(recap.nextSteps).toEqual([
      {
        text: "I'll send the pricing sheet by Friday.",
        quote: "I'll send the pricing sheet by Friday.",
        owner: 'Agent',
        due: 'by Friday',
      },
    ]);
    expect(recap.openQuestions.map((q: { quote: string }) => q.quote)).toEqual(['Does it work with NetSuite?']);
    expect((await use(client, 'get_conversation', { id })).json.recap).toEqual(recap);
  });

  it("refuses another user's conversation as a tool error, and leaves it as it was", async () => {
    const alice = await overHttp(aliceToken, proxy.proxy.url);
    const bob = await overHttp(bobToken, proxy.proxy.url);
    const { id } = (await use(alice, 'create_conversation', { name: 'Mine' })).json;
    for (const [name, args] of [
      ['get_conversation', { id }],
      ['rename_conversation', { id, name: 'Taken' }],
      ['delete_conversation', { id }],
      ['analyze', { currentUser: 'Agent', transcript, sessionId: id }],
    ] as const) {
      const refused = await use(bob, name, args);
      expect(refused).toEqual({
        isError: true,
        text: expect.stringContaining('This conversation belongs to someone else'),
        json: undefined,
      });
    }
    expect((await use(alice, 'get_conversation', { id })).json).toMatchObject({ name: 'Mine', analyses: [] });
  });
});

describe('over stdio (npm run mcp)', () => {
  let alice: Client;
  let bob: Client;
  let direct: Client;
  let unconfigured: Client;
  let badToken: Client;
  beforeAll(async () => {
    [alice, bob, direct, unconfigured, badToken] = await Promise.all([
      overStdio({ SIDECUE_PROXY_URL: harness.proxy.url, SIDECUE_TOKEN: aliceToken }, 'npm'),
      overStdio({ SIDECUE_PROXY_URL: harness.proxy.url, SIDECUE_TOKEN: bobToken }),
      overStdio({ SERVICE_API_KEY: SERVICE_KEY, SERVICE_BASE_URL: service.baseUrl }),
      overStdio({}),
      overStdio({ SIDECUE_PROXY_URL: harness.proxy.url, SIDECUE_TOKEN: 'not-a-token' }),
    ]);
  });

  it('lists the same tools', async () => {
    expect((await alice.listTools()).tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
  });

  it('runs every tool through the proxy', async () => {
    await lifecycle(alice);
  });

  it("refuses another user's conversation as a tool error", async () => {
    const { id } = (await use(alice, 'create_conversation', { name: 'Mine' })).json;
    expect(await use(bob, 'delete_conversation', { id })).toMatchObject({
      isError: true,
      text: expect.stringContaining('belongs to someone else'),
    });
    expect((await use(alice, 'get_conversation', { id })).isError).toBe(false);
  });

  it('runs every tool straight against the service with SERVICE_API_KEY', async () => {
    service.received.length = 0;
    await lifecycle(direct);
    expect(service.received.every((request) => request.headers.authorization === `Bearer ${SERVICE_KEY}`)).toBe(true);
    expect(service.received.length).toBeGreaterThanOrEqual(9);
  });

  it('an unauthorised token is a tool error in plain words, and the server keeps serving', async () => {
    const refused = await use(badToken, 'create_conversation', {});
    expect(refused).toMatchObject({
      isError: true,
      text: expect.stringContaining('The proxy access token is not in the right format'),
    });
    expect((await use(badToken, 'shorten_outreach', { input: 'Hi', limit: 10 })).isError).toBe(true);
  });

  it('without settings, every tool says what to set instead of crashing', async () => {
    for (const name of ['create_conversation', 'get_conversation']) {
      const result = await use(unconfigured, name, name === 'get_conversation' ? { id: 'x' } : {});
      expect(result).toMatchObject({
        isError: true,
        text: expect.stringContaining('No API key: pass apiKey or set SERVICE_API_KEY'),
      });
    }
  });
});

describe('the language an agent asks for', () => {
  const said = [
    { speaker: 'Agent', text: "Let's go with the pilot. I'll send the order form by Friday." },
    { speaker: 'Jordan', text: 'Honestly your price seems too expensive for us.' },
  ];

  it("writes the tools' text in the x-sidecue-language the agent sent to /mcp, and in the call's own without it", async () => {
    const french = await overHttp(aliceToken, harness.proxy.url, { 'x-sidecue-language': 'fr' });
    const inFrench = (await use(french, 'recap_conversation', { currentUser: 'Agent', transcript: said })).json;
    expect(inFrench.summary).toEqual(recapTranscript(transcriptOf(said), 'Agent', { language: 'fr' }).summary);
    const plain = await overHttp(aliceToken);
    const asSaid = (await use(plain, 'recap_conversation', { currentUser: 'Agent', transcript: said })).json;
    expect(asSaid.summary).toEqual(recapTranscript(transcriptOf(said), 'Agent', { language: 'en' }).summary);
  });

  it('answers an unknown language with a tool error in plain words', async () => {
    const client = await overHttp(aliceToken, harness.proxy.url, { 'x-sidecue-language': 'klingon' });
    const answer = await use(client, 'recap_conversation', { currentUser: 'Agent', transcript: said });
    expect(answer).toMatchObject({ isError: true });
    expect(answer.text).toContain('language must be one of en, de, fr, es, pt, ja');
  });
});
