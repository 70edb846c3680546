// A stand-in for the remote service: a real HTTP server on loopback that speaks the
// contract, keeps conversations in memory and records every request it receives.
import type { ServerResponse } from 'node:http';
import { startLoopbackServer, sendJson, type RecordedRequest } from '../../support/http-server.ts';
import { errorBody } from '../../../lib/api/contract.ts';

/** Return true when the override answered; otherwise the contract behaviour runs. */
export type Override = (request: RecordedRequest, response: ServerResponse) => boolean | Promise<boolean>;

export const STAND_IN_PREFIX = '/svc/v1';

export async function startStandInService() {
  const conversations = new Map<string, { id: string; name: string | null; createdAt: string; analyses: unknown[] }>();
  let nextId = 1;
  let override: Override | undefined;

  const server = await startLoopbackServer(async (request, response) => {
    if (override && (await override(request, response))) return;
    answer(request, response);
  });

  function answer(request: RecordedRequest, response: ServerResponse) {
    const path = request.path.startsWith(STAND_IN_PREFIX) ? request.path.slice(STAND_IN_PREFIX.length) : request.path;
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    const notFound = () => sendJson(response, 404, errorBody('not_found', 'stand-in: no such conversation'));
    const byId = /^\/api\/conversation\/([^/]+)$/.exec(path);

    if (request.method === 'POST' && path === '/api/conversation') {
      const id = `conv_${nextId++}`;
      const conversation = {
        id,
        name: (body.name as string) ?? null,
        createdAt: new Date().toISOString(),
        analyses: [],
      };
      conversations.set(id, conversation);
      return sendJson(response, 201, { id, name: conversation.name, createdAt: conversation.createdAt });
    }
    if (byId && request.method === 'GET') {
      const conversation = conversations.get(decodeURIComponent(byId[1] ?? ''));
      return conversation ? sendJson(response, 200, conversation) : notFound();
    }
    if (byId && request.method === 'PATCH') {
      const conversation = conversations.get(decodeURIComponent(byId[1] ?? ''));
      if (!conversation) return notFound();
      conversation.name = body.name as string;
      return sendJson(response, 200, {
        id: conversation.id,
        name: conversation.name,
        createdAt: conversation.createdAt,
      });
    }
    if (request.method === 'DELETE' && path === '/api/conversation') {
      const id = body.id as string;
      return conversations.delete(id) ? sendJson(response, 200, { id, deleted: true }) : notFound();
    }
    if (request.method === 'POST' && path === '/api/analyze') {
      const sessionId = body.sessionId as string | undefined;
      const analysis = { elaboration: 'stand-in guidance', isSame: false };
      if (sessionId !== undefined) {
        const conversation = conversations.get(sessionId);
        if (!conversation) return notFound();
        if (body.persist !== false) conversation.analyses.push({ analysisJsonOpenai: analysis });
      }
      return sendJson(response, 200, analysis);
    }
    if (request.method === 'POST' && path === '/api/outreach/generate') {
      return sendJson(response, 200, { type: body.type, body: 'stand-in message', characters: 16 });
    }
    if (request.method === 'POST' && path === '/api/outreach/evaluate') {
      const metrics = { words: 3, readingGrade: 5, callsToAction: 1, spamPhrases: [], personalization: 0 };
      return sendJson(response, 200, { score: 70, findings: [], metrics });
    }
    if (request.method === 'POST' && path === '/api/outreach/shorten') {
      const text = String(body.input).slice(0, Number(body.limit));
      return sendJson(response, 200, { text, characters: text.length, limit: body.limit });
    }
    sendJson(response, 404, errorBody('not_found', 'stand-in: no such endpoint'));
  }

  return {
    url: server.url,
    /** The base URL a proxy forwards to: with a path prefix, to prove the prefix is kept. */
    baseUrl: `${server.url}${STAND_IN_PREFIX}`,
    received: server.received,
    conversations,
    /** Answers differently until reset with undefined. */
    setOverride(next: Override | undefined) {
      override = next;
    },
    close: server.close,
  };
}

export type StandInService = Awaited<ReturnType<typeof startStandInService>>;
