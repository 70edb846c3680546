import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createAnalysisService, retryDelayMs } from '../../lib/analysis/service';
import { errorBody } from '../../lib/api/contract';
import { meetingSeen, utterancesSeen } from '../../lib/session/capture-updates';
import { createHistoryIndex } from '../../lib/history/local-index';
import { notEnoughCreditsToSave } from '../../lib/history/saving';
import { createSessionStore, type SessionStore } from '../../lib/session/store';
import type { MeetingSession } from '../../lib/session/types';
import { defaultSettings, type Settings } from '../../lib/settings/schema';
import { sendJson, startLoopbackServer, type Handler } from '../support/http-server';
import { meeting, utterance } from '../session/fixtures';

const TAB = 11;
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

async function callWithLines(lines: [string, string][]) {
  await store.mutate(TAB, (s) => meetingSeen(s, TAB, meeting, 'Alex Rivera', 0));
  await store.mutate(TAB, (s) =>
    utterancesSeen(
      s,
      lines.map(([who, text], i) => utterance(who, text, 100 + i)),
    ),
  );
}

async function settled(
  predicate: (s: MeetingSession) => boolean,
  status: MeetingSession['analysis']['status'] = 'idle',
): Promise<MeetingSession> {
  for (let i = 0; i < 200; i++) {
    const session = await store.get(TAB);
    if (session && session.analysis.status === status && predicate(session)) return session;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`session never settled: ${JSON.stringify((await store.get(TAB))?.analysis)}`);
}

function service(settings: Partial<Settings>, now?: () => number) {
  const history = createHistoryIndex(fakeBrowser.storage.local);
  return createAnalysisService({ store, settings: async () => ({ ...defaultSettings, ...settings }), now, history });
}

const listed = () => createHistoryIndex(fakeBrowser.storage.local).load();
const analyzeBodies = (received: { path: string; body: string }[]) =>
  received.filter((r) => r.path === '/api/analyze').map((r) => JSON.parse(r.body) as Record<string, unknown>);

describe('analysis service', () => {
  it('sends the whole transcript with earlier guidance as context, into one saved conversation', async () => {
    let analyses = 0;
    const server = await proxyAnswering((req, res) => {
      if (req.path === '/api/conversation') return sendJson(res, 201, { id: 'conv-handle', name: 'x' });
      analyses += 1;
      sendJson(res, 200, { elaboration: `Point ${analyses}`, isSame: false });
    });
    // Guidance arrives between the first lines (at 100, 101) and the objection (at 500).
    const analysis = service({ proxyUrl: server.url, proxyToken: 'tok' }, () => 400);
    await callWithLines([
      ['Alex Rivera', 'Hi Jordan'],
      ['Jordan', 'What does it cost?'],
    ]);
    analysis.suggestNow(TAB);
    await settled((s) => s.guidance.length === 1);
    await store.mutate(TAB, (s) => utterancesSeen(s, [utterance('Jordan', 'Too expensive.', 500)]));
    analysis.suggestNow(TAB);
    const session = await settled((s) => s.guidance.length === 2);

    const bodies = server.received.filter((r) => r.path === '/api/analyze').map((r) => JSON.parse(r.body));
    expect(server.received.filter((r) => r.path === '/api/conversation')).toHaveLength(1);
    expect(bodies[1]).toEqual({
      currentUser: 'Alex Rivera',
      sessionId: 'conv-handle',
      persist: true,
      transcript: [
        { speakerRole: 'user', speakerName: 'Alex Rivera', content: 'Hi Jordan' },
        { speakerRole: 'user', speakerName: 'Jordan', content: 'What does it cost?' },
        { speakerRole: 'assistant', speakerName: 'Sidecue guidance', content: 'Point 1' },
        { speakerRole: 'user', speakerName: 'Jordan', content: 'Too expensive.' },
      ],
    });
    expect(session.guidance.map((g) => g.guidance.elaboration)).toEqual(['Point 1', 'Point 2']);
    expect(server.received[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('records a repeat but never sends it back as context', async () => {
    const server = await proxyAnswering((req, res) => {
      if (req.path === '/api/conversation') return sendJson(res, 201, { id: 'c1' });
      sendJson(res, 200, { elaboration: 'Same advice', isSame: true });
    });
    const analysis = service({ proxyUrl: server.url });
    await callWithLines([
      ['Alex Rivera', 'Hi'],
      ['Jordan', 'Hello'],
    ]);
    analysis.suggestNow(TAB);
    await settled((s) => s.guidance.length === 1);
    analysis.suggestNow(TAB);
    const session = await settled((s) => s.guidance.length === 2);
    expect(session.guidance.every((g) => g.guidance.isSame)).toBe(true);
    const last = JSON.parse(server.received.at(-1)!.body);
    expect(last.transcript.some((m: { speakerRole: string }) => m.speakerRole === 'assistant')).toBe(false);
  });

  it('keeps every captured message and shows the error in words while the proxy is down', async () => {
    const server = await proxyAnswering(() => undefined);
    const url = server.url;
    await server.close();
    closeServer = undefined;
    const analysis = service({ proxyUrl: url });
    await callWithLines([
      ['Alex Rivera', 'Hi'],
      ['Jordan', 'Hello'],
    ]);
    analysis.suggestNow(TAB);
    // Asked again by itself, a while later: the proxy may come back.
    const session = await settled((s) => s.analysis.lastError !== undefined, 'scheduled');
    expect(session.analysis.lastError).toMatchObject({
      kind: 'unreachable',
      title: 'Sidecue cannot reach your proxy.',
    });
    expect(session.utterances.map((u) => u.text)).toEqual(['Hi', 'Hello']);
    analysis.forget(TAB);
  });

  it('waits 2, 4, 8, then 15 s between attempts while the proxy or service stays down', () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 15_000, 15_000, 15_000]);
  });

  it('still gives guidance, unsaved, when the account cannot create a conversation', async () => {
    const server = await proxyAnswering((req, res) => {
      if (req.path === '/api/conversation') return sendJson(res, 402, errorBody('insufficient_credits', 'need 100'));
      sendJson(res, 200, { elaboration: 'Ask about budget' });
    });
    const analysis = service({ proxyUrl: server.url });
    await callWithLines([
      ['Alex Rivera', 'Hi'],
      ['Jordan', 'Hello'],
    ]);
    analysis.suggestNow(TAB);
    const session = await settled((s) => s.guidance.length === 1);
    expect(session.analysis.notSavedReason).toContain('credits');
    expect(JSON.parse(server.received.at(-1)!.body)).toMatchObject({ persist: false });
    expect(session.guidance[0]?.guidance).toMatchObject({ elaboration: 'Ask about budget', isSame: false });
  });

  it('waits, and says why, until the coached person has spoken', async () => {
    const server = await proxyAnswering((_req, res) => sendJson(res, 200, {}));
    const analysis = service({ proxyUrl: server.url });
    await callWithLines([['Jordan', 'Hello?']]);
    analysis.suggestNow(TAB);
    const session = await settled((s) => s.analysis.waitingReason !== undefined);
    expect(session.analysis.waitingReason).toBe('Guidance starts once Alex Rivera has spoken.');
    expect(server.received).toHaveLength(0);
  });

  it('asks for guidance on its own only when automatic suggestions are on', async () => {
    const server = await proxyAnswering((req, res) =>
      req.path === '/api/conversation' ? sendJson(res, 201, { id: 'c' }) : sendJson(res, 200, { elaboration: 'x' }),
    );
    await callWithLines([
      ['Alex Rivera', 'Hi'],
      ['Jordan', 'Hello'],
    ]);
    await service({ proxyUrl: server.url, autoSuggest: false }).utterancesFinalized(TAB);
    await new Promise((r) => setTimeout(r, 100));
    expect(server.received).toHaveLength(0);
    await service({ proxyUrl: server.url, autoSuggest: true }).utterancesFinalized(TAB);
    await settled((s) => s.guidance.length === 1);
  });
});

describe('analysis service with a deleted conversation', () => {
  it('starts a new saved conversation after the old one is gone', async () => {
    let conversations = 0;
    const server = await proxyAnswering((req, res) => {
      if (req.path === '/api/conversation') return sendJson(res, 201, { id: `c${++conversations}` });
      const { sessionId } = JSON.parse(req.body) as { sessionId: string };
      if (sessionId === 'c1') return sendJson(res, 404, errorBody('not_found', 'gone'));
      sendJson(res, 200, { elaboration: 'ok' });
    });
    const analysis = service({ proxyUrl: server.url });
    await callWithLines([
      ['Alex Rivera', 'Hi'],
      ['Jordan', 'Hello'],
    ]);
    analysis.suggestNow(TAB);
    const failed = await settled((s) => s.analysis.lastError !== undefined);
    expect(failed.analysis).toMatchObject({ conversationId: undefined, lastError: { kind: 'not_found' } });
    analysis.suggestNow(TAB);
    const recovered = await settled((s) => s.guidance.length === 1);
    expect(recovered.analysis.conversationId).toBe('c2');
    expect(recovered.analysis.lastError).toBeUndefined();
  });
});

describe('saving a conversation', () => {
  const savingProxy = (conversation: (req: { body: string }) => [number, unknown]) =>
    proxyAnswering((req, res) => {
      if (req.path === '/api/conversation') return sendJson(res, ...conversation(req));
      sendJson(res, 200, { elaboration: 'Ask about budget' });
    });

  it('saves automatically by default: named from the meeting and its date, listed in History, every analysis persisted', async () => {
    const server = await savingProxy(() => [201, { id: 'h1' }]);
    const analysis = service({ proxyUrl: server.url }, () => 5_000);
    await callWithLines([
      ['Alex Rivera', 'Hi'],
      ['Jordan', 'Hello'],
    ]);
    analysis.suggestNow(TAB);
    const session = await settled((s) => s.guidance.length === 1);
    const created = JSON.parse(server.received.find((r) => r.path === '/api/conversation')!.body);
    expect(created.name).toMatch(/^Acme discovery \(\d{4}-\d\d-\d\d \d\d:\d\d\)$/);
    expect(session.analysis).toMatchObject({ conversationId: 'h1', conversationName: created.name });
    expect(analyzeBodies(server.received)[0]).toMatchObject({ sessionId: 'h1', persist: true });
    expect(await listed()).toEqual([{ id: 'h1', name: created.name, platform: 'meet', savedAt: 5_000, analyses: 1 }]);
  });

  it('on request: sends persist false until "Save this conversation", then sessionId and persist true under the chosen name', async () => {
    const server = await savingProxy(() => [201, { id: 'h2' }]);
    const analysis = service({ proxyUrl: server.url, saveConversations: 'on_request' });
    await callWithLines([
      ['Alex Rivera', 'Hi'],
      ['Jordan', 'Hello'],
    ]);
    analysis.suggestNow(TAB);
    await settled((s) => s.guidance.length === 1);
    expect(server.received.some((r) => r.path === '/api/conversation')).toBe(false);
    expect(analyzeBodies(server.received)[0]).toMatchObject({ persist: false });
    expect(analyzeBodies(server.received)[0]).not.toHaveProperty('sessionId');
    expect(await listed()).toEqual([]);

    await analysis.saveConversation(TAB, '  Acme pricing call  ');
    const saved = await store.get(TAB);
    expect(saved?.analysis).toMatchObject({ conversationId: 'h2', conversationName: 'Acme pricing call' });
    expect(saved?.analysis.saving).toBeUndefined();
    expect(JSON.parse(server.received.find((r) => r.path === '/api/conversation')!.body)).toEqual({
      name: 'Acme pricing call',
    });

    analysis.suggestNow(TAB);
    await settled((s) => s.guidance.length === 2);
    expect(analyzeBodies(server.received)[1]).toMatchObject({ sessionId: 'h2', persist: true });
    expect(await listed()).toMatchObject([{ id: 'h2', name: 'Acme pricing call', analyses: 1 }]);
  });

  it('redacts the conversation name it sends, as everything sent', async () => {
    const server = await savingProxy(() => [201, { id: 'h3' }]);
    const analysis = service({ proxyUrl: server.url, saveConversations: 'on_request' });
    await callWithLines([
      ['Alex Rivera', 'Hi'],
      ['Jordan', 'Hello'],
    ]);
    await analysis.saveConversation(TAB, 'Refund for jordan@northwind.example');
    expect(JSON.parse(server.received.find((r) => r.path === '/api/conversation')!.body)).toEqual({
      name: 'Refund for [email]',
    });
  });

  it('below 100 credits says so plainly, lists nothing, and guidance goes on unsaved', async () => {
    const server = await savingProxy(() => [402, errorBody('insufficient_credits', 'needs 100, has 40')]);
    const analysis = service({ proxyUrl: server.url, saveConversations: 'on_request' });
    await callWithLines([
      ['Alex Rivera', 'Hi'],
      ['Jordan', 'Hello'],
    ]);
    await analysis.saveConversation(TAB, 'Acme');
    const refused = await store.get(TAB);
    expect(refused?.analysis.notSavedReason).toBe(notEnoughCreditsToSave());
    expect(notEnoughCreditsToSave()).toContain('at least 100 available credits');
    expect(notEnoughCreditsToSave()).toContain('not a fee');
    expect([refused?.analysis.conversationId, refused?.analysis.saving, refused?.analysis.lastError]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    analysis.suggestNow(TAB);
    const session = await settled((s) => s.guidance.length === 1);
    expect(analyzeBodies(server.received)[0]).toMatchObject({ persist: false });
    expect(session.analysis.lastError).toBeUndefined();
    expect(await listed()).toEqual([]);
  });

  it('creates one conversation when an automatic analysis comes while "Save this conversation" is under way', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const server = await proxyAnswering(async (req, res) => {
      if (req.path === '/api/conversation') {
        await held;
        return sendJson(res, 201, { id: 'h3' });
      }
      sendJson(res, 200, { elaboration: 'Ask about budget' });
    });
    const analysis = service({ proxyUrl: server.url });
    await callWithLines([
      ['Alex Rivera', 'Hi'],
      ['Jordan', 'Hello'],
    ]);
    const saving = analysis.saveConversation(TAB, 'Acme');
    while (!server.received.some((r) => r.path === '/api/conversation')) await new Promise((r) => setTimeout(r, 5));
    analysis.suggestNow(TAB);
    await settled((s) => s.guidance.length === 1);
    expect(analyzeBodies(server.received)[0]).toMatchObject({ persist: false });
    release();
    await saving;
    expect(server.received.filter((r) => r.path === '/api/conversation')).toHaveLength(1);
    expect((await store.get(TAB))?.analysis).toMatchObject({ conversationId: 'h3', conversationName: 'Acme' });
  });

  it('reports any other failure to save as the error it is, and leaves the session unsaved', async () => {
    const server = await savingProxy(() => [503, errorBody('service_unavailable', 'down')]);
    const analysis = service({ proxyUrl: server.url, saveConversations: 'on_request' });
    await callWithLines([
      ['Alex Rivera', 'Hi'],
      ['Jordan', 'Hello'],
    ]);
    await analysis.saveConversation(TAB, 'Acme');
    const session = await store.get(TAB);
    expect(session?.analysis.lastError?.kind).toBe('service_down');
    expect(session?.analysis.conversationId).toBeUndefined();
    expect(session?.analysis.notSavedReason).toBeUndefined();
  });
});
