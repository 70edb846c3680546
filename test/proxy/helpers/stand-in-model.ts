// A stand-in OpenAI-compatible chat-completions server: real HTTP on loopback, answering as each
// test says (plain JSON, a server-sent-event stream, garbage, an error status, or nothing at all).
import type { ServerResponse } from 'node:http';
import { startLoopbackServer, sendJson, type RecordedRequest } from '../../support/http-server.ts';

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  stream?: boolean;
  response_format?: { type: string };
}

export type ModelReply =
  | { kind: 'json'; content: string; usage?: Usage }
  | { kind: 'stream'; pieces: string[]; usage?: Usage; withoutDone?: boolean }
  | { kind: 'status'; status: number }
  /** A body that is not a chat completion at all. */
  | { kind: 'raw'; body: string }
  /** Never answers: for timeouts. */
  | { kind: 'hang' };

interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export const USAGE: Usage = { prompt_tokens: 321, completion_tokens: 54, total_tokens: 375 };

/** Which call a request is, from its system prompt. */
export function callOf(request: ChatRequest): 'analyze' | 'generate' | 'evaluate' | 'shorten' | 'recap' {
  const system = request.messages[0]?.content ?? '';
  if (system.startsWith('You coach')) return 'analyze';
  if (system.startsWith('You write the recap')) return 'recap';
  if (system.startsWith('Write')) return 'generate';
  if (system.startsWith('Evaluate')) return 'evaluate';
  return 'shorten';
}

export async function startStandInModel() {
  let reply: (request: ChatRequest) => ModelReply = () => ({ kind: 'status', status: 503 });
  const hanging = new Set<ServerResponse>();

  const server = await startLoopbackServer((recorded: RecordedRequest, response: ServerResponse) => {
    if (recorded.method !== 'POST' || !recorded.path.endsWith('/v1/chat/completions')) {
      return sendJson(response, 404, { error: { message: 'no such endpoint' } });
    }
    const answer = reply(JSON.parse(recorded.body) as ChatRequest);
    switch (answer.kind) {
      case 'json':
        return sendJson(response, 200, {
          id: 'chatcmpl-1',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: 'stop' }],
          usage: answer.usage,
        });
      case 'stream': {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const piece of answer.pieces) {
          const chunk = { object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: piece } }] };
          response.write(`data: ${JSON.stringify(chunk)}\n\n`);
        }
        if (answer.usage) response.write(`data: ${JSON.stringify({ choices: [], usage: answer.usage })}\n\n`);
        if (!answer.withoutDone) response.write('data: [DONE]\n\n');
        response.end();
        return;
      }
      case 'status':
        return sendJson(response, answer.status, { error: { message: `stand-in ${answer.status}` } });
      case 'raw':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(answer.body);
        return;
      case 'hang':
        hanging.add(response);
        return;
    }
  });

  return {
    url: server.url,
    requests: () => server.received.filter((r) => r.path.endsWith('/chat/completions')),
    lastRequest: () => JSON.parse(server.received.at(-1)?.body ?? 'null') as ChatRequest | null,
    answer(next: (request: ChatRequest) => ModelReply) {
      reply = next;
    },
    close: () => {
      for (const response of hanging) response.destroy();
      return server.close();
    },
  };
}

export type StandInModel = Awaited<ReturnType<typeof startStandInModel>>;
