// Guidance from a model: the real proxy with its embedded engine, pointed (LLM_BASE_URL) at a
// stand-in OpenAI-compatible server on loopback. Every way the model can fail ends in the rules' answer.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LINKEDIN_CONNECTION_MAX_CHARS, type TranscriptMessage } from '../../lib/api/contract.ts';
import { chatBaseUrl, loadProxyConfig } from '../../proxy/config.ts';
import { analyzeTranscript } from '../../proxy/engine/analyze/compose.ts';
import { evaluateOutreach } from '../../proxy/engine/outreach/evaluate.ts';
import { generateOutreach } from '../../proxy/engine/outreach/generate.ts';
import { shortenText } from '../../proxy/engine/outreach/shorten.ts';
import { jsonOf } from '../../proxy/engine/model/answer.ts';
import { transcriptText } from '../../proxy/engine/model/prompts.ts';
import { DATABASES, databaseUrlFor } from '../support/databases.ts';
import { germanCall, mintToken } from './helpers/fixtures.ts';
import { call, startTestProxy, type Harness } from './helpers/proxy-harness.ts';
import { USAGE, callOf, startStandInModel, type ModelReply, type StandInModel } from './helpers/stand-in-model.ts';

const TIMEOUT_MS = 1_500;
const LLM_KEY = 'llm-key-7c1d';
/** Words that must never reach the log: said in the call, typed as outreach copy, or answered by the model. */
const SECRET_WORDS = ['Zanzibar', 'Quetzal', 'Marzipan', 'Fjord'];
const transcript: TranscriptMessage[] = [
  { speakerRole: 'user', speakerName: 'Alex', content: 'Thanks for joining from Zanzibar. How is the quarter going?' },
  {
    speakerRole: 'user',
    speakerName: 'Jordan',
    content: 'Busy. Honestly your price seems too expensive for Quetzal Ltd.',
  },
];
const analyzeBody = { currentUser: 'Alex', transcript };
const rules = analyzeTranscript(transcript, 'Alex');

const modelAnalysis = {
  elaboration: '- Ask Jordan which budget Marzipan would fit.\n- Offer a smaller pilot.',
  isSame: false,
  objections: [{ kind: 'price', speakerName: 'Jordan', quote: 'too expensive', suggestedReply: 'Offer a pilot.' }],
};
const json = (value: unknown): ModelReply => ({ kind: 'json', content: JSON.stringify(value), usage: USAGE });

let model: StandInModel;
let harness: Harness;
let token: string;

beforeAll(async () => {
  model = await startStandInModel();
  harness = await startTestProxy({
    LLM_BASE_URL: `${model.url}/`,
    LLM_MODEL: 'stand-in-7b',
    LLM_API_KEY: LLM_KEY,
    LLM_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  token = await mintToken({ user: 'alice', team: 'sales', creator: false });
});
afterAll(async () => {
  await harness.close();
  await model.close();
});
beforeEach(() => {
  harness.logs.length = 0;
});
afterEach(() => {
  // No log line, after a model answer or a fallback, holds a word of the material or the key.
  const logged = harness.logs.join('\n');
  for (const word of [...SECRET_WORDS, LLM_KEY]) expect(logged).not.toContain(word);
});

const post = (path: string, body: unknown) => call(harness.proxy.url, 'POST', path, { token, body });
const modelLines = () => harness.logs.filter((line) => line.includes(' model '));

describe('analyze with a model', () => {
  it('asks the OpenAI-compatible endpoint (…/v1/chat/completions, key, model, JSON mode, streaming) and returns its checked answer', async () => {
    model.answer(() => json(modelAnalysis));
    const result = await post('/api/analyze', analyzeBody);
    expect(result.status).toBe(200);
    expect(result.json.elaboration).toBe(modelAnalysis.elaboration);
    expect(result.json.isSame).toBe(false);
    expect(result.json.objections).toEqual(modelAnalysis.objections);
    // Figures stay the rules'.
    expect(result.json.talk).toEqual(rules.talk);

    const sent = model.requests().at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe(`Bearer ${LLM_KEY}`);
    const request = model.lastRequest()!;
    expect(request).toMatchObject({ model: 'stand-in-7b', stream: true, response_format: { type: 'json_object' } });
    expect(request.messages[0]!.content).toContain('You coach Alex');
    // The transcript goes in the user message, as data.
    expect(request.messages[1]!.content).toContain('Jordan: Busy. Honestly your price');
    expect(modelLines()).toEqual([
      expect.stringMatching(
        /model analyze: answered by stand-in-7b in \d+ms, tokens prompt=321 completion=54 total=375$/,
      ),
    ]);
  });

  it("names the conversation's language in the prompt: German for a German call", async () => {
    model.answer(() => json(modelAnalysis));
    const german = germanCall;

    expect((await post('/api/analyze', { currentUser: 'Alex', transcript: german })).status).toBe(200);
    expect(model.lastRequest()!.messages[0]!.content).toContain('Write every text in German;');
    // The English call of the other tests is answered in English.
    await post('/api/analyze', analyzeBody);
    expect(model.lastRequest()!.messages[0]!.content).toContain('Write every text in English;');
  });

  it("writes the rules' fallback in the language the prompt named: German for a German call", async () => {
    model.answer(() => ({ kind: 'status', status: 503 }));
    const german: TranscriptMessage[] = [
      {
        speakerRole: 'user',
        speakerName: 'Alex',
        content: 'Danke, dass Sie sich heute Zeit nehmen. Wie planen Sie die Touren?',
      },
      {
        speakerRole: 'user',
        speakerName: 'Jordan',
        content: 'Mit Zetteln und vielen Anrufen. Gibt es eine Schnittstelle zu SAP?',
      },
    ];
    const result = await post('/api/analyze', { currentUser: 'Alex', transcript: german });
    expect(result.status).toBe(200);
    expect(model.lastRequest()!.messages[0]!.content).toContain('Write every text in German;');
    expect(result.json.elaboration).toBe(
      '- Beantworten Sie, was Jordan gefragt hat: „Gibt es eine Schnittstelle zu SAP?“',
    );
  });

  it('reads a streamed answer (server-sent events, JSON split across chunks, usage at the end)', async () => {
    const text = JSON.stringify({ ...modelAnalysis, isSame: true });
    model.answer(() => ({
      kind: 'stream',
      pieces: [text.slice(0, 7), text.slice(7, 40), text.slice(40)],
      usage: USAGE,
    }));
    const result = await post('/api/analyze', analyzeBody);
    expect(result.json.elaboration).toBe(modelAnalysis.elaboration);
    expect(result.json.isSame).toBe(true);
    expect(modelLines()[0]).toMatch(
      /answered by stand-in-7b in \d+ms \(streamed\), tokens prompt=321 completion=54 total=375$/,
    );
  });

  it('takes an answer wrapped in a code fence', () => {
    expect(jsonOf('```json\n{"a": 1}\n```')).toEqual({ a: 1 });
    expect(jsonOf('{"a": 1')).toBeUndefined();
  });

  const failures: [string, ModelReply, RegExp][] = [
    [
      'malformed JSON',
      { kind: 'json', content: '{"elaboration": "- Ask about Fjord', usage: USAGE },
      /the answer is not JSON/,
    ],
    [
      'JSON of the wrong shape',
      json({ elaboration: 42, isSame: 'no' }),
      /the answer is not of the expected shape \(elaboration, isSame\)/,
    ],
    [
      'an unknown objection kind',
      json({ ...modelAnalysis, objections: [{ ...modelAnalysis.objections[0], kind: 'Fjord' }] }),
      /the answer is not of the expected shape \(objections\.0\.kind\)/,
    ],
    [
      'a reply that is no chat completion',
      { kind: 'raw', body: '<html>Fjord</html>' },
      /bad_answer: the reply holds no message content/,
    ],
    [
      'a stream cut off before [DONE]',
      { kind: 'stream', pieces: ['{"elaboration": "- Fjord'], withoutDone: true },
      /bad_answer: the stream ended before \[DONE\]/,
    ],
    ['429 Too Many Requests', { kind: 'status', status: 429 }, /rate_limited: HTTP 429/],
    ['500', { kind: 'status', status: 500 }, /server_error: HTTP 500/],
    ['400 (a model it does not know)', { kind: 'status', status: 400 }, /refused: HTTP 400/],
  ];
  it.each(failures)('falls back to the rules on %s, and logs why', async (_name, reply, reason) => {
    model.answer(() => reply);
    const result = await post('/api/analyze', analyzeBody);
    expect(result.status).toBe(200);
    expect(result.json.elaboration).toBe(rules.elaboration);
    expect(result.json.objections).toEqual(rules.objections);
    expect(modelLines()).toEqual([
      expect.stringMatching(new RegExp(`model analyze: used the rules instead: ${reason.source}`)),
    ]);
  });

  it('falls back to the rules when the model does not answer within LLM_TIMEOUT_MS', async () => {
    model.answer(() => ({ kind: 'hang' }));
    const started = performance.now();
    const result = await post('/api/analyze', analyzeBody);
    const took = performance.now() - started;
    expect(result.status).toBe(200);
    expect(result.json.elaboration).toBe(rules.elaboration);
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 3_000);
    expect(modelLines()[0]).toMatch(/used the rules instead: timeout: no complete answer within 1500 ms/);
  });

  it('sends the newest part of a long call, marking earlier guidance as such', () => {
    const long = Array.from({ length: 500 }, (_, i) => ({
      speakerRole: 'user' as const,
      speakerName: 'Jordan',
      content: `line ${i} ${'x'.repeat(90)}`,
    }));
    const text = transcriptText(
      [...long, { speakerRole: 'assistant', speakerName: 'Sidecue guidance', content: '- Ask' }],
      2_000,
    );
    expect(text.length).toBeLessThanOrEqual(2_000);
    expect(text.endsWith('(earlier guidance): - Ask')).toBe(true);
    expect(text).toContain('line 499');
    expect(text).not.toContain('line 400 ');
  });
});

// The one case here that keeps anything, on each database; the others never read what they saved.
describe.each(DATABASES)('analyze with a model, saved on %s', (database) => {
  let saving: Harness;
  beforeAll(async () => {
    saving = await startTestProxy({
      LLM_BASE_URL: `${model.url}/`,
      LLM_MODEL: 'stand-in-7b',
      LLM_API_KEY: LLM_KEY,
      DATABASE_URL: await databaseUrlFor(database),
    });
  });
  afterAll(() => saving.close());

  it("saves the model's guidance into a conversation, and gives the model the previous guidance", async () => {
    model.answer(() => json(modelAnalysis));
    const post = (path: string, body: unknown) => call(saving.proxy.url, 'POST', path, { token, body });
    const created = await post('/api/conversation', { name: 'Call' });
    await post('/api/analyze', { ...analyzeBody, sessionId: created.json.id });
    const second = await post('/api/analyze', { ...analyzeBody, sessionId: created.json.id });
    // Word for word the same advice is a repeat, whatever the model said.
    expect(second.json.isSame).toBe(true);
    expect(model.lastRequest()!.messages[1]!.content).toContain(`Earlier guidance:\n${modelAnalysis.elaboration}`);
    const saved = await call(saving.proxy.url, 'GET', `/api/conversation/${created.json.id}`, { token });
    expect(saved.json.analyses.map((a: any) => a.analysisJsonOpenai.elaboration)).toEqual([
      modelAnalysis.elaboration,
      modelAnalysis.elaboration,
    ]);
  });
});

describe('outreach with a model', () => {
  const profile = 'Jordan Marzipan\nVP Sales at Acme. Recently launched a partner program.';

  it("generates with the model's subject and body, counting the characters itself", async () => {
    model.answer(() =>
      json({ subject: 'Idea for Acme', body: 'Hi Jordan,\n\nWould a short call next week work?', characters: 3 }),
    );
    const result = await post('/api/outreach/generate', { type: 'email', input: profile });
    expect(result.json).toEqual({
      type: 'email',
      subject: 'Idea for Acme',
      body: 'Hi Jordan,\n\nWould a short call next week work?',
      characters: 46,
    });
    expect(callOf(model.lastRequest()!)).toBe('generate');
  });

  it(`refuses a connection note over ${LINKEDIN_CONNECTION_MAX_CHARS} characters and uses the rules' note`, async () => {
    model.answer(() => json({ body: `Hi Jordan, ${'great work '.repeat(40)}` }));
    const result = await post('/api/outreach/generate', { type: 'linkedin_connection', input: profile });
    expect(result.json).toEqual(generateOutreach(profile, 'linkedin_connection'));
    expect(modelLines()[0]).toMatch(
      /model generate: used the rules instead: the connection note has \d+ characters, over 300/,
    );
  });

  it("evaluates with the model's score and findings and the rules' measured metrics", async () => {
    const copy = 'Subject: Fjord\nHi Jordan, would a 15-minute call next week work?';
    model.answer(() =>
      json({ score: 64, findings: [{ code: 'generic', severity: 'warning', message: 'Say why Acme.' }] }),
    );
    const result = await post('/api/outreach/evaluate', { input: copy });
    expect(result.json).toEqual({
      score: 64,
      findings: [{ code: 'generic', severity: 'warning', message: 'Say why Acme.' }],
      metrics: evaluateOutreach(copy, 'email').metrics,
    });
    model.answer(() => json({ score: 640, findings: [] }));
    expect((await post('/api/outreach/evaluate', { input: copy })).json).toEqual(evaluateOutreach(copy, 'email'));
  });

  const copy = 'Hi Jordan, it was really great meeting you at SaaStr last week. Would a short call work?';
  it("shortens with the model's text when it keeps to the limit", async () => {
    model.answer(() => json({ text: 'Hi Jordan, great meeting you. A short call?' }));
    const result = await post('/api/outreach/shorten', { input: copy, limit: 50 });
    expect(result.json).toEqual({ text: 'Hi Jordan, great meeting you. A short call?', characters: 43, limit: 50 });
  });

  it("never goes over the limit: a longer answer is refused and the rules' text returned", async () => {
    model.answer(() => json({ text: copy }));
    const result = await post('/api/outreach/shorten', { input: copy, limit: 40 });
    expect(result.json.text).toBe(shortenText(copy, 40));
    expect(result.json.characters).toBeLessThanOrEqual(40);
    expect(modelLines()[0]).toMatch(
      /model shorten: used the rules instead: the text has 88 characters, over the limit of 40/,
    );
  });

  it('does not ask the model to shorten text that already fits', async () => {
    const before = model.requests().length;
    const result = await post('/api/outreach/shorten', { input: 'Hi Jordan, a short call?', limit: 100 });
    expect(result.json.text).toBe('Hi Jordan, a short call?');
    expect(model.requests().length).toBe(before);
  });
});

describe('model configuration', () => {
  it('accepts LLM_BASE_URL with or without /v1', () => {
    for (const url of [
      'http://127.0.0.1:11434',
      'http://127.0.0.1:11434/',
      'http://127.0.0.1:11434/v1',
      'http://127.0.0.1:11434/v1/',
    ]) {
      expect(chatBaseUrl(url)).toBe('http://127.0.0.1:11434/v1');
    }
    expect(chatBaseUrl('https://gpu.example/openai/v1')).toBe('https://gpu.example/openai/v1');
    const config = loadProxyConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434', LLM_MODEL: 'llama3.2' });
    expect(config.llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
      apiKey: undefined,
      timeoutMs: 20_000,
      stream: true,
    });
    expect(loadProxyConfig({}).llm).toBeUndefined();
    expect(loadProxyConfig({ LLM_BASE_URL: 'http://h', LLM_MODEL: 'm', LLM_STREAM: 'FALSE' }).llm?.stream).toBe(false);
  });

  it.each([
    [{ LLM_BASE_URL: 'http://127.0.0.1:11434' }, 'LLM_MODEL: is required when LLM_BASE_URL is set'],
    [{ LLM_BASE_URL: 'localhost:11434', LLM_MODEL: 'm' }, 'LLM_BASE_URL: must be an http:// or https:// URL'],
    [{ LLM_BASE_URL: 'http://h', LLM_MODEL: 'm', LLM_TIMEOUT_MS: 'soon' }, 'LLM_TIMEOUT_MS: must be a whole number'],
    [{ LLM_BASE_URL: 'http://h', LLM_MODEL: 'm', LLM_STREAM: 'yes' }, 'LLM_STREAM: must be true or false'],
    [{ LLM_MODEL: 'm' }, 'LLM_MODEL: has no effect without LLM_BASE_URL'],
    [
      { LLM_BASE_URL: 'http://h', LLM_MODEL: 'm', SERVICE_BASE_URL: 'https://svc', SERVICE_API_KEY: 'service_x' },
      'LLM_BASE_URL: only the embedded engine asks a model',
    ],
  ])('refuses %j in plain words', (env, words) => {
    expect(() => loadProxyConfig(env)).toThrow(words);
  });

  it('says in the banner which model it asks, without the key', () => {
    expect(harness.proxy.banner).toContain(`asking stand-in-7b at ${new URL(model.url).host} first`);
    expect(harness.proxy.banner).not.toContain(LLM_KEY);
  });
});

describe('without LLM_STREAM', () => {
  it('asks for a plain answer when LLM_STREAM=false', async () => {
    const plain = await startTestProxy({
      LLM_BASE_URL: `${model.url}/v1`,
      LLM_MODEL: 'stand-in-7b',
      LLM_STREAM: 'false',
    });
    try {
      model.answer((request) => (request.stream ? { kind: 'status', status: 400 } : json(modelAnalysis)));
      const result = await call(plain.proxy.url, 'POST', '/api/analyze', { token, body: analyzeBody });
      expect(result.json.elaboration).toBe(modelAnalysis.elaboration);
      expect(model.lastRequest()!.stream).toBe(false);
      expect(model.requests().at(-1)!.headers.authorization).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
