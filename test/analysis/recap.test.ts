// The recap from the extension's side: what is sent, how the answer is read, and how the analysis
// service keeps it with the session, against a real HTTP server on loopback.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { linkQuotes, prepareRecap } from '../../lib/analysis/recap';
import { createAnalysisService } from '../../lib/analysis/service';
import { createApiClient } from '../../lib/api/client';
import { errorBody } from '../../lib/api/contract';
import { ApiError } from '../../lib/api/errors';
import { readRecap } from '../../lib/api/read-recap';
import type { Recap } from '../../lib/api/recap';
import { meetingSeen, utterancesSeen } from '../../lib/session/capture-updates';
import { createSessionStore, type SessionStore } from '../../lib/session/store';
import { defaultSettings } from '../../lib/settings/schema';
import { sendJson, startLoopbackServer, type Handler } from '../support/http-server';
import { meeting, utterance } from '../session/fixtures';

const TAB = 12;
let closeServer: (() => Promise<void>) | undefined;
let store: SessionStore;

beforeEach(() => {
  fakeBrowser.reset();
  store = createSessionStore(fakeBrowser.storage.session);
});
afterEach(async () => {
  await closeServer?.();
  closeServer = undefined;
});

async function proxyAnswering(handler: Handler) {
  const server = await startLoopbackServer(handler);
  closeServer = server.close;
  return server;
}

const recap: Recap = {
  summary: ['Alex Rivera and Jordan Lee spoke about a pilot.'],
  decisions: [{ text: 'Start with a pilot', quote: "Let's start with a pilot for the Berlin team." }],
  nextSteps: [
    {
      text: 'Send the proposal',
      quote: 'I will send the proposal to jordan@acme.example by Friday.',
      owner: 'Alex Rivera',
      due: 'by Friday',
    },
  ],
  openQuestions: [{ text: 'Who signs?', quote: 'Who signs off on this?', speakerName: 'Jordan Lee' }],
  objections: [],
};

async function callWithLines(lines: [string, string, boolean?][]) {
  await store.mutate(TAB, (s) => meetingSeen(s, TAB, meeting, 'Alex Rivera', 0));
  await store.mutate(TAB, (s) =>
    utterancesSeen(
      s,
      lines.map(([who, text, final = true], i) => utterance(who, text, 100 + i, { final })),
    ),
  );
  return (await store.get(TAB))!;
}

const lines: [string, string, boolean?][] = [
  ['Jordan Lee', "Let's start with a pilot for the Berlin team."],
  ['Alex Rivera', 'I will send the proposal to jordan@acme.example by Friday.'],
  ['Jordan Lee', 'Who signs off on this?'],
  ['Jordan Lee', 'and one more thi', false],
];

describe('the recap request', () => {
  it('sends every final line said, redacted, and ties each quote of the answer to its line', async () => {
    const session = await callWithLines(lines);
    const prepared = prepareRecap(session)!;
    expect(prepared.request.currentUser).toBe('Alex Rivera');
    expect(prepared.request.transcript.map((m) => m.content)).toEqual([
      "Let's start with a pilot for the Berlin team.",
      'I will send the proposal to [email] by Friday.',
      'Who signs off on this?',
    ]);
    expect(prepared.lastUtteranceId).toBe(session.utterances[2]!.id);
    // The proxy quotes what it was sent: the redacted line, which still leads to the line shown.
    const answered = {
      ...recap,
      nextSteps: [{ ...recap.nextSteps[0]!, quote: prepared.request.transcript[1]!.content }],
    };
    const links = linkQuotes(answered, prepared.sent);
    expect(links).toEqual({
      "Let's start with a pilot for the Berlin team.": session.utterances[0]!.id,
      'I will send the proposal to [email] by Friday.': session.utterances[1]!.id,
      'Who signs off on this?': session.utterances[2]!.id,
    });
    expect(linkQuotes({ ...recap, decisions: [{ text: 'x', quote: 'never said' }] }, prepared.sent)).not.toHaveProperty(
      'never said',
    );
  });

  it('asks nothing while nothing final has been said, and coaches someone who spoke', async () => {
    const silent = await callWithLines([['Jordan Lee', 'Hel', false]]);
    expect(prepareRecap(silent)).toBeUndefined();
    const others = await callWithLines([['Jordan Lee', 'Hello there.']]);
    expect(prepareRecap(others)!.request.currentUser).toBe('Jordan Lee');
  });

  it('reads a recap leniently: a malformed item drops only itself, missing lists are empty', () => {
    const read = readRecap({
      summary: ['One.', 7],
      decisions: [{ text: 'Pilot', quote: 'q' }, { text: 'no quote' }],
      nextSteps: 'not a list',
      objections: [{ text: 'Too dear', quote: 'q2', kind: 'price', speakerName: 'J', answered: false }],
    });
    expect(read).toEqual({
      summary: ['One.'],
      decisions: [{ text: 'Pilot', quote: 'q' }],
      nextSteps: [],
      openQuestions: [],
      objections: [{ text: 'Too dear', quote: 'q2', kind: 'price', speakerName: 'J', answered: false }],
    });
  });
});

describe('POST /api/recap from the extension', () => {
  it('posts the conversation with the user’s token and answers the recap; a refusal comes in plain words', async () => {
    let refuse = false;
    const server = await proxyAnswering((_req, res) =>
      refuse
        ? sendJson(res, 429, errorBody('rate_limited', 'Slow down', { retryAfterSeconds: 3 }))
        : sendJson(res, 200, recap),
    );
    const client = createApiClient({ baseUrl: server.url, token: 'tok' });
    const request = prepareRecap(await callWithLines(lines))!.request;
    expect(await client.recap(request)).toEqual(recap);
    expect(server.received[0]!.path).toBe('/api/recap');
    expect(server.received[0]!.headers.authorization).toBe('Bearer tok');
    expect(JSON.parse(server.received[0]!.body)).toEqual(request);
    refuse = true;
    const error = await client.recap(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('rate_limited');
    expect((error as ApiError).words.title).not.toBe('');
  });
});

describe('the analysis service keeps the recap with the session', () => {
  function service(proxyUrl: string, saveConversations: 'auto' | 'on_request' = 'on_request') {
    return createAnalysisService({
      store,
      settings: async () => ({ ...defaultSettings, proxyUrl, saveConversations }),
      now: () => 42_000,
    });
  }

  it('keeps the recap with its quotes’ lines; an automatic one is not asked again with nothing new said', async () => {
    const server = await proxyAnswering((_req, res) => sendJson(res, 200, recap));
    await callWithLines(lines.slice(0, 3));
    const analysis = service(server.url);
    await analysis.recap(TAB, { auto: true });
    const session = (await store.get(TAB))!;
    expect(session.recap?.recap.decisions[0]?.text).toBe('Start with a pilot');
    expect(session.recap?.at).toBe(42_000);
    expect(session.recap?.lines['Who signs off on this?']).toBe(session.utterances[2]!.id);
    expect(session.analysis.recapping).toBeUndefined();
    await analysis.recap(TAB, { auto: true });
    expect(server.received).toHaveLength(1);
    // "Recap now" always asks.
    await analysis.recap(TAB);
    expect(server.received).toHaveLength(2);
  });

  it('saves the recap with the saved conversation, and says in words why none came', async () => {
    let fail = false;
    const server = await proxyAnswering((req, res) => {
      if (req.path === '/api/conversation') return sendJson(res, 201, { id: 'conv-1' });
      if (req.path === '/api/analyze') return sendJson(res, 200, { elaboration: 'Ask' });
      return fail ? sendJson(res, 503, errorBody('service_unavailable', 'down')) : sendJson(res, 200, recap);
    });
    await callWithLines(lines.slice(0, 3));
    await store.mutate(TAB, (s) => s && { session: { ...s, analysis: { ...s.analysis, conversationId: 'conv-1' } } });
    const analysis = service(server.url);
    await analysis.recap(TAB);
    const sent = JSON.parse(server.received.find((r) => r.path === '/api/recap')!.body) as { sessionId?: string };
    expect(sent.sessionId).toBe('conv-1');
    fail = true;
    await analysis.recap(TAB);
    const session = (await store.get(TAB))!;
    expect(session.analysis.recapError?.kind).toBe('service_down');
    expect(session.analysis.recapError?.title).toBeTruthy();
    // The recap had before stays.
    expect(session.recap?.recap.nextSteps).toHaveLength(1);
  });

  it('says the proxy is not set up rather than asking nowhere', async () => {
    await callWithLines(lines.slice(0, 1));
    await service('').recap(TAB);
    expect((await store.get(TAB))!.analysis.recapError?.kind).toBe('not_configured');
  });
});
