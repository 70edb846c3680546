// The Node client (`sidecue/client`): every operation through the real proxy with its embedded
// engine and straight to a stand-in service on loopback; settings, role mapping and plain-words errors.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PROXY_URL,
  SidecueError,
  createSidecueClient,
  transcriptOf,
  type SidecueClient,
} from '../../lib/api/node.ts';
import { runScript } from '../proxy/helpers/child.ts';
import { SERVICE_KEY, mintToken } from '../proxy/helpers/fixtures.ts';
import { startTestProxy, type Harness } from '../proxy/helpers/proxy-harness.ts';
import { startStandInService, type StandInService } from '../proxy/helpers/stand-in-service.ts';
import { sendJson } from '../support/http-server.ts';
import { errorBody } from '../../lib/api/contract.ts';
import { recapTranscript } from '../../proxy/engine/recap/index.ts';

const transcript = [
  { speaker: 'Agent', text: 'Thanks for joining. How is the quarter going?' },
  { guidance: '- Ask about their goals.' },
  { speaker: 'Jordan', text: 'Busy. Honestly your price seems too expensive for us.' },
];

let harness: Harness;
let service: StandInService;
let aliceToken: string;
let bobToken: string;
beforeAll(async () => {
  [harness, service] = await Promise.all([startTestProxy({}), startStandInService()]);
  aliceToken = await mintToken({ user: 'alice', team: 'sales', creator: false });
  bobToken = await mintToken({ user: 'bob', team: 'sales', creator: false });
});
afterAll(async () => {
  await harness.close();
  await service.close();
});
beforeEach(() => service.setOverride(undefined));

/** Expects a SidecueError of this kind whose message contains the words. */
async function failsWith(promise: Promise<unknown>, kind: string, words: string) {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SidecueError);
  expect(error).toMatchObject({ kind });
  expect((error as Error).message).toContain(words);
}

async function everyOperation(client: SidecueClient) {
  const created = await client.createConversation('Call with Jordan');
  expect(created.name).toBe('Call with Jordan');
  const analyzed = await client.analyze({ currentUser: 'Agent', transcript, sessionId: created.id });
  expect(analyzed.guidance.elaboration).not.toBe('');
  expect(typeof analyzed.guidance.isSame).toBe('boolean');
  const renamed = await client.renameConversation(created.id, 'Pricing call');
  expect(renamed).toMatchObject({ id: created.id, name: 'Pricing call' });
  const got = await client.getConversation(created.id);
  expect(got).toMatchObject({ id: created.id, name: 'Pricing call' });
  expect(got.analyses).toHaveLength(1);
  expect(await client.deleteConversation(created.id)).toEqual({ id: created.id, deleted: true });
  await failsWith(client.getConversation(created.id), 'not_found', 'There is no such conversation');

  const draft = await client.generateOutreach({ type: 'email', input: 'Jordan Lee\nVP Sales at Acme' });
  expect(draft).toMatchObject({ type: 'email', characters: draft.body.length });
  const review = await client.evaluateOutreach({ input: 'Hi Jordan, would a short call next week work?' });
  expect(review.score).toBeGreaterThanOrEqual(0);
  const short = await client.shortenOutreach({
    input: 'Hi Jordan, it was great meeting you at SaaStr last week.',
    limit: 30,
  });
  expect(short.text.length).toBeLessThanOrEqual(30);
}

describe('through the Sidecue proxy (embedded engine)', () => {
  it('runs every operation of the contract', async () => {
    const client = createSidecueClient({ proxyUrl: harness.proxy.url, proxyToken: aliceToken });
    expect(client.via).toBe('proxy');
    await everyOperation(client);
  });

  it('reads SIDECUE_PROXY_URL and SIDECUE_TOKEN', async () => {
    const client = createSidecueClient({ env: { SIDECUE_PROXY_URL: harness.proxy.url, SIDECUE_TOKEN: aliceToken } });
    expect((await client.createConversation()).id).toMatch(/\./);
  });

  it("refuses another user's conversation in plain words", async () => {
    const alice = createSidecueClient({ proxyUrl: harness.proxy.url, proxyToken: aliceToken });
    const bob = createSidecueClient({ proxyUrl: harness.proxy.url, proxyToken: bobToken });
    const { id } = await alice.createConversation('Mine');
    await failsWith(bob.getConversation(id), 'forbidden', 'belongs to someone else');
    await failsWith(bob.analyze({ currentUser: 'Agent', transcript, sessionId: id }), 'forbidden', 'only its owner');
    expect((await alice.getConversation(id)).analyses).toEqual([]);
  });

  it('says why a token is refused', async () => {
    const expired = await mintToken(
      { user: 'alice', team: null, creator: false },
      { issuedAt: Date.now() - 3 * 86_400_000 },
    );
    await failsWith(
      createSidecueClient({ proxyUrl: harness.proxy.url, proxyToken: expired }).createConversation(),
      'unauthenticated',
      'The proxy access token expired on',
    );
    await failsWith(
      createSidecueClient({ proxyUrl: harness.proxy.url, proxyToken: 'not-a-token' }).createConversation(),
      'unauthenticated',
      'not in the right format',
    );
  });

  it('checks input before sending, with the field and the rule', async () => {
    const client = createSidecueClient({ proxyUrl: harness.proxy.url, proxyToken: aliceToken });
    await failsWith(
      client.shortenOutreach({ input: 'Hi', limit: 0 }),
      'invalid_request',
      'limit: limit must be at least 1 character',
    );
    await failsWith(
      client.analyze({ currentUser: 'Nobody', transcript }),
      'invalid_request',
      'currentUser: currentUser must equal the speakerName of a participant',
    );
  });

  it('says when nothing answers', async () => {
    const client = createSidecueClient({ proxyUrl: 'http://127.0.0.1:9', proxyToken: aliceToken });
    await failsWith(client.createConversation(), 'unreachable', 'Nothing answers at http://127.0.0.1:9');
  });
});

describe('playbook()', () => {
  it("returns null while the proxy has no playbook, then the team's file as parsed once it is there", async () => {
    const client = createSidecueClient({ proxyUrl: harness.proxy.url, proxyToken: aliceToken });
    expect(await client.playbook()).toBeNull();
    writeFileSync(
      join(harness.dataDir, 'playbook.yaml'),
      'version: 1\nname: Sales\nobjections:\n  - id: price\n    kind: price\n    title: Too expensive\n    answer: Ask what it costs today.\n',
    );
    await expect.poll(() => client.playbook(), { timeout: 3_000 }).not.toBeNull();
    const playbook = await client.playbook();
    expect(playbook?.name).toBe('Sales');
    expect(playbook?.objections[0]).toMatchObject({ id: 'price', examples: [], answer: 'Ask what it costs today.' });
    rmSync(join(harness.dataDir, 'playbook.yaml'));
  });

  it('says that playbooks need a proxy when it goes straight to the service', async () => {
    const client = createSidecueClient({ apiKey: SERVICE_KEY, baseUrl: service.baseUrl });
    await failsWith(client.playbook(), 'not_configured', 'Playbooks are served by a Sidecue proxy');
  });

  it('says when the proxy is too old to serve playbooks, rather than "no such conversation"', async () => {
    const client = createSidecueClient({ proxyUrl: service.baseUrl, proxyToken: aliceToken });
    await failsWith(client.playbook(), 'not_found', 'does not serve playbooks');
  });
});

describe('recap()', () => {
  const said = [
    ...transcript,
    { speaker: 'Agent', text: "Let's go with the pilot. I'll send the order form by Friday." },
    { guidance: "- I'll send you nothing: this is earlier guidance." },
  ];

  it('returns the recap through the proxy, every item quoting a line, and saves it with the conversation', async () => {
    const client = createSidecueClient({ proxyUrl: harness.proxy.url, proxyToken: aliceToken });
    const created = await client.createConversation('Recap me');
    const recap = await client.recap({ currentUser: 'Agent', transcript: said, sessionId: created.id });
    const line = "Let's go with the pilot. I'll send the order form by Friday.";
    expect(recap.decisions).toEqual([{ text: "Let's go with the pilot.", quote: line }]);
    expect(recap.nextSteps).toEqual([
      { text: "I'll send the order form by Friday.", quote: line, owner: 'Agent', due: 'by Friday' },
    ]);
    expect(recap.objections.map((o) => o.kind)).toContain('price');
    expect((await client.getConversation(created.id)).recap).toEqual(recap);
  });

  it("says why a recap cannot be saved with someone else's conversation", async () => {
    const created = await createSidecueClient({
      proxyUrl: harness.proxy.url,
      proxyToken: aliceToken,
    }).createConversation();
    const bob = createSidecueClient({ proxyUrl: harness.proxy.url, proxyToken: bobToken });
    await failsWith(
      bob.recap({ currentUser: 'Agent', transcript: said, sessionId: created.id }),
      'forbidden',
      'belongs to someone else',
    );
  });

  it('says that recaps need a proxy when it goes straight to the service, and when the proxy is too old', async () => {
    const direct = createSidecueClient({ apiKey: SERVICE_KEY, baseUrl: service.baseUrl });
    await failsWith(
      direct.recap({ currentUser: 'Agent', transcript: said }),
      'not_configured',
      'Recaps are written by a Sidecue proxy',
    );
    const old = createSidecueClient({ proxyUrl: service.baseUrl, proxyToken: aliceToken });
    await failsWith(old.recap({ currentUser: 'Agent', transcript: said }), 'not_found', 'does not write recaps');
  });
});

describe('straight to the service (stand-in on loopback)', () => {
  const direct = () => createSidecueClient({ apiKey: SERVICE_KEY, baseUrl: service.baseUrl });

  it('runs every operation with the API key as a Bearer token, under the base URL', async () => {
    const client = direct();
    expect(client.via).toBe('service');
    service.received.length = 0;
    await everyOperation(client);
    expect(service.received.length).toBeGreaterThanOrEqual(9);
    for (const request of service.received) {
      expect(request.headers.authorization).toBe(`Bearer ${SERVICE_KEY}`);
      expect(request.path.startsWith('/svc/v1/api/')).toBe(true);
    }
  });

  it('maps roles for the caller: every participant user, earlier guidance assistant', async () => {
    service.received.length = 0;
    await direct().analyze({ currentUser: 'Agent', transcript, persist: false });
    const sent = JSON.parse(service.received[0]!.body);
    expect(sent.transcript.map((m: any) => [m.speakerRole, m.speakerName])).toEqual([
      ['user', 'Agent'],
      ['assistant', 'Sidecue guidance'],
      ['user', 'Jordan'],
    ]);
    expect(sent.persist).toBe(false);
    expect(transcriptOf([{ speaker: 'Bot', text: 'Hello' }])).toEqual([
      { speakerRole: 'user', speakerName: 'Bot', content: 'Hello' },
    ]);
  });

  it('reads SERVICE_API_KEY and SERVICE_BASE_URL', async () => {
    service.received.length = 0;
    const client = createSidecueClient({ env: { SERVICE_API_KEY: SERVICE_KEY, SERVICE_BASE_URL: service.baseUrl } });
    await client.createConversation('From env');
    expect(service.received[0]!.headers.authorization).toBe(`Bearer ${SERVICE_KEY}`);
  });

  it('words a refused key, a 429 and a failing service for the developer', async () => {
    service.setOverride((_request, response) => {
      sendJson(response, 401, errorBody('unauthenticated', 'bad key'));
      return true;
    });
    await failsWith(direct().createConversation(), 'unauthenticated', 'check SERVICE_API_KEY');
    service.setOverride((_request, response) => {
      sendJson(response, 429, errorBody('rate_limited', 'slow down'), { 'retry-after': '7' });
      return true;
    });
    const before = service.received.length;
    await failsWith(direct().shortenOutreach({ input: 'Hi there friend', limit: 5 }), 'rate_limited', 'wait 7 s');
    // A write is never retried: it could spend twice.
    expect(service.received.length).toBe(before + 1);
    service.setOverride((_request, response) => {
      response.writeHead(500).end('oops');
      return true;
    });
    await failsWith(
      direct().generateOutreach({ type: 'email', input: 'x' }),
      'service_down',
      `The service at ${service.baseUrl} failed to answer (HTTP 500)`,
    );
  });
});

describe('language', () => {
  it("has the proxy write in the language given, as the extension's setting does, and in the call's own without it", async () => {
    const english = createSidecueClient({ proxyUrl: harness.proxy.url, proxyToken: aliceToken });
    const french = createSidecueClient({ proxyUrl: harness.proxy.url, proxyToken: aliceToken, language: 'fr' });
    const messages = transcriptOf(transcript);
    const inFrench = await french.recap({ currentUser: 'Agent', transcript });
    expect(inFrench.summary).toEqual(recapTranscript(messages, 'Agent', { language: 'fr' }).summary);
    const asSaid = await english.recap({ currentUser: 'Agent', transcript });
    expect(asSaid.summary).toEqual(recapTranscript(messages, 'Agent', { language: 'en' }).summary);
    expect(inFrench.summary).not.toEqual(asSaid.summary);
  });

  it('reads SIDECUE_LANGUAGE, as the MCP server over stdio does', async () => {
    const env = { SIDECUE_PROXY_URL: harness.proxy.url, SIDECUE_TOKEN: aliceToken, SIDECUE_LANGUAGE: 'de' };
    const recap = await createSidecueClient({ env }).recap({ currentUser: 'Agent', transcript });
    expect(recap.summary).toEqual(recapTranscript(transcriptOf(transcript), 'Agent', { language: 'de' }).summary);
  });

  it('refuses an unknown language, and a language straight to the service, in plain words', () => {
    expect(() =>
      createSidecueClient({ proxyUrl: harness.proxy.url, proxyToken: aliceToken, language: 'it' as never }),
    ).toThrow('language must be one of en, de, fr, es, pt, ja, not "it".');
    expect(() => createSidecueClient({ apiKey: SERVICE_KEY, baseUrl: service.baseUrl, language: 'de' })).toThrow(
      'language is a Sidecue proxy setting',
    );
  });
});

describe('settings', () => {
  it.each([
    [{ env: {} }, 'No API key: pass apiKey or set SERVICE_API_KEY'],
    [{ env: { SERVICE_API_KEY: 'sk-123' } }, 'The API key must start with "service_"'],
    [{ env: { SERVICE_API_KEY: SERVICE_KEY } }, 'No service address: pass baseUrl or set SERVICE_BASE_URL'],
    [{ apiKey: SERVICE_KEY, baseUrl: 'api.example.com' }, 'baseUrl (SERVICE_BASE_URL) is not a web address'],
    [
      { env: { SIDECUE_PROXY_URL: 'http://127.0.0.1:8787' } },
      'No proxy access token: pass proxyToken or set SIDECUE_TOKEN',
    ],
    [{ proxyToken: SERVICE_KEY, env: {} }, 'That is a service API key, not a proxy access token'],
  ])('refuses %j in plain words', (options, words) => {
    expect(() => createSidecueClient(options)).toThrow(words);
  });

  it('goes to the local proxy when only a token is given', () => {
    expect(createSidecueClient({ proxyToken: 'a.b.c', env: {} }).url).toBe(DEFAULT_PROXY_URL);
  });
});

describe('examples', () => {
  it.each(['examples/guidance.ts', 'examples/outreach.ts'])('%s runs against the proxy', async (script) => {
    const run = await runScript(script, [], { SIDECUE_PROXY_URL: harness.proxy.url, SIDECUE_TOKEN: aliceToken });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      script.includes('guidance')
        ? /Guidance:\n- [\s\S]*Saved "Call with Jordan \(pricing\)" with 1 analysis\nDeleted/
        : /Draft \(\d+ characters\)[\s\S]*Score \d+\/100[\s\S]*Shortened \(\d+\/120\)/,
    );
  });

  it('an example says what is missing, in one line', async () => {
    const run = await runScript('examples/outreach.ts', [], {});
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      'No API key: pass apiKey or set SERVICE_API_KEY; or, to go through a Sidecue proxy, pass proxyUrl and proxyToken (SIDECUE_PROXY_URL, SIDECUE_TOKEN).',
    );
  });
});
