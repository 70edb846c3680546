// x-sidecue-language, the guidance language the user fixed: the real proxy checks it, tells its embedded
// engine (whose objection models and model prompts then use it instead of the conversation's language),
// and never passes it to a remote service, whose requests are its own.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine } from '../../proxy/engine/index.ts';
import { languageOfText } from '../../proxy/engine/language/detect.ts';
import { recapTranscript } from '../../proxy/engine/recap/index.ts';
import { createServiceCaller, type UpstreamRequest } from '../../proxy/upstream.ts';
import { tempDataDir } from '../engine/support.ts';
import { DATABASES, databaseUrlFor } from '../support/databases.ts';
import { EXTENSION_ORIGIN, germanCall, mintToken } from './helpers/fixtures.ts';
import {
  harness as forwarding,
  service,
  token as forwardingToken,
  useForwardingProxy,
} from './helpers/forwarding-proxy.ts';
import { call, startTestProxy, type Harness } from './helpers/proxy-harness.ts';
import { startStandInModel, type StandInModel } from './helpers/stand-in-model.ts';

const HEADER = 'x-sidecue-language';
const ALLOWED = 'en, de, fr, es, pt, ja';
const german = germanCall;
const analyzeBody = { currentUser: 'Alex', transcript: german };
const outreachBody = { type: 'email', input: 'Jordan Lee, VP Sales bei Acme in Berlin.' };

const asked = (url: string, token: string, path: string, body: unknown, language?: string) =>
  call(url, 'POST', path, {
    token,
    body,
    origin: EXTENSION_ORIGIN,
    headers: language === undefined ? {} : { [HEADER]: language },
  });

describe('embedded engine, rules only', () => {
  let harness: Harness;
  let token: string;
  beforeAll(async () => {
    harness = await startTestProxy({});
    token = await mintToken({ user: 'alice', team: 'sales', creator: false });
  });
  afterAll(() => harness.close());

  it('reads a German call in German unless the user fixed another language, which the engine then reads it in', async () => {
    const found = await asked(harness.proxy.url, token, '/api/analyze', analyzeBody);
    expect(found.status).toBe(200);
    expect(found.json.objections).toEqual([expect.objectContaining({ kind: 'price', speakerName: 'Jordan' })]);
    // Fixed as German, the same; fixed as English, the English model reads it and finds no objection.
    expect((await asked(harness.proxy.url, token, '/api/analyze', analyzeBody, 'de')).json.objections).toEqual(
      found.json.objections,
    );
    const english = await asked(harness.proxy.url, token, '/api/analyze', analyzeBody, 'en');
    expect(english.status).toBe(200);
    expect(english.json.objections).toEqual([]);
  });

  it("writes the recap in the fixed language rather than the conversation's", async () => {
    const fixed = await asked(harness.proxy.url, token, '/api/recap', analyzeBody, 'fr');
    expect(fixed.status).toBe(200);
    expect(fixed.json.summary).toEqual(recapTranscript(german, 'Alex', { language: 'fr' }).summary);
    const found = await asked(harness.proxy.url, token, '/api/recap', analyzeBody);
    expect(found.json.summary).toEqual(recapTranscript(german, 'Alex', { language: 'de' }).summary);
    expect(found.json.summary).not.toEqual(fixed.json.summary);
  });

  it("writes outreach in the fixed language, else in the profile's", async () => {
    const profile = {
      type: 'email',
      input:
        'Name: Dana Whitfield\nCurrent role: Head of Customer Success at Northwind Logistics\nAbout: I lead a team of forty support agents across three time zones and care about first-contact resolution.',
    };
    const own = await asked(harness.proxy.url, token, '/api/outreach/generate', profile);
    expect(own.status).toBe(200);
    expect(languageOfText(own.json.body)).toBe('en');
    const german = await asked(harness.proxy.url, token, '/api/outreach/generate', profile, 'de');
    expect(german.status).toBe(200);
    expect(languageOfText(german.json.body)).toBe('de');
  });

  it.each([
    ['/api/analyze', analyzeBody],
    ['/api/recap', analyzeBody],
    ['/api/outreach/generate', outreachBody],
    ['/api/outreach/evaluate', outreachBody],
    ['/api/outreach/shorten', { input: 'Hallo Jordan, hätten Sie nächste Woche Zeit?', limit: 20 }],
  ])('accepts a fixed language on %s and refuses one Sidecue does not write in', async (path, body) => {
    expect((await asked(harness.proxy.url, token, path, body, 'de')).status).toBe(200);
    for (const unknown of ['it', 'de-DE', 'german', '']) {
      const refused = await asked(harness.proxy.url, token, path, body, unknown);
      expect(refused.status, unknown).toBe(400);
      expect(refused.json.error.code).toBe('invalid_request');
      expect(refused.json.error.message).toContain(`${HEADER} header must be one of ${ALLOWED}`);
    }
  });
});

// The credit lives in the engine's database: on each of them.
describe.each(DATABASES)('the engine behind the header, on %s', (database) => {
  it('refuses an unknown value at the engine too, before it spends a credit', async () => {
    const dataDir = tempDataDir();
    const engine = await openEngine({ dataDir, databaseUrl: await databaseUrlFor(database) });
    try {
      const { apiKey } = await engine.createAccount({ name: 'one', credits: 1 });
      const analyze = (language: string) =>
        engine.fetch(
          new Request('http://engine/api/analyze', {
            method: 'POST',
            headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', [HEADER]: language },
            body: JSON.stringify(analyzeBody),
          }),
        );
      const refused = await analyze('klingon');
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(ALLOWED);
      // The one credit is still there for a valid request.
      expect((await analyze('en')).status).toBe(200);
    } finally {
      await engine.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('embedded engine with a model', () => {
  let model: StandInModel;
  let harness: Harness;
  let token: string;
  beforeAll(async () => {
    model = await startStandInModel();
    // The stand-in refuses every call (503): the rules answer, and the prompt it was sent is what counts here.
    harness = await startTestProxy({ LLM_BASE_URL: `${model.url}/`, LLM_MODEL: 'stand-in-7b', LLM_TIMEOUT_MS: '1500' });
    token = await mintToken({ user: 'alice', team: 'sales', creator: false });
  });
  afterAll(async () => {
    await harness.close();
    await model.close();
  });
  const system = () => model.lastRequest()!.messages[0]!.content;

  it('names the fixed language in the analyze prompt instead of the conversation’s', async () => {
    await asked(harness.proxy.url, token, '/api/analyze', analyzeBody);
    expect(system()).toContain('Write every text in German;');
    await asked(harness.proxy.url, token, '/api/analyze', analyzeBody, 'ja');
    expect(system()).toContain('Write every text in Japanese;');
  });

  it('names it in the recap prompt', async () => {
    await asked(harness.proxy.url, token, '/api/recap', analyzeBody);
    expect(system()).toContain('Write every text in German;');
    await asked(harness.proxy.url, token, '/api/recap', analyzeBody, 'fr');
    expect(system()).toContain('Write every text in French;');
  });
});

describe('forwarding to a remote service', () => {
  useForwardingProxy();

  it.each([
    ['/api/analyze', analyzeBody],
    ['/api/outreach/generate', outreachBody],
  ])('checks the header on %s but never sends it to the service', async (path, body) => {
    const sent = await asked(forwarding.proxy.url, forwardingToken, path, body, 'de');
    expect(sent.status).toBe(200);
    expect(service.received).toHaveLength(1);
    expect(service.received[0]!.headers).not.toHaveProperty(HEADER);
    expect(JSON.parse(service.received[0]!.body)).toEqual(body);
    // A value Sidecue does not know is refused before anything reaches the service.
    expect((await asked(forwarding.proxy.url, forwardingToken, path, body, 'xx')).status).toBe(400);
    expect(service.received).toHaveLength(1);
  });
});

describe('the call to the service', () => {
  async function headersSent(embedded: boolean) {
    const seen: UpstreamRequest[] = [];
    const callService = createServiceCaller({
      upstream: async (request) => {
        seen.push(request);
        return { status: 200, headers: {}, text: '{}' };
      },
      baseUrl: 'http://service.test',
      serviceApiKey: 'service_key',
      timeoutMs: 1_000,
      embedded,
    });
    await callService({ method: 'POST', path: '/api/outreach/generate', body: outreachBody, language: 'es' });
    return seen[0]!.headers;
  }

  it('tells the language to the embedded engine only', async () => {
    expect((await headersSent(true))[HEADER]).toBe('es');
    expect(await headersSent(false)).not.toHaveProperty(HEADER);
  });
});
