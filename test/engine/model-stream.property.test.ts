// The chat-completions stream reader: however the network splits the server-sent events, the
// text put together is the same, and a stream that stops early is never taken as an answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ModelFailure, createChatModel } from '../../proxy/engine/model/client.ts';

const config = { baseUrl: 'http://model.invalid/v1', model: 'm', timeoutMs: 5_000, stream: true };

function events(pieces: string[], withDone: boolean): string {
  const chunks = pieces.map((piece) => `data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\r\n\r\n`);
  const usage = `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 } })}\n\n`;
  return `: keep-alive\n\n${chunks.join('')}${usage}${withDone ? 'data: [DONE]\n\n' : ''}`;
}

/** A fetch that answers with the stream cut into pieces at the given places (in bytes). */
function streamingFetch(body: string, cuts: number[]): typeof fetch {
  const bytes = new TextEncoder().encode(body);
  const edges = [...new Set([0, ...cuts.map((cut) => cut % (bytes.length + 1)), bytes.length])].sort((a, b) => a - b);
  return async () =>
    new Response(
      new ReadableStream({
        start(controller) {
          for (let i = 1; i < edges.length; i += 1) controller.enqueue(bytes.slice(edges[i - 1], edges[i]));
          controller.close();
        },
      }),
      { headers: { 'content-type': 'text/event-stream' } },
    );
}

describe('reading a streamed answer', () => {
  it('puts the same text together however the stream is split', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        async (pieces, cuts) => {
          const model = createChatModel(config, streamingFetch(events(pieces, true), cuts));
          const answer = await model.complete([{ role: 'user', content: 'x' }]);
          expect(answer).toEqual({
            text: pieces.join(''),
            streamed: true,
            usage: { promptTokens: 3, completionTokens: 2, totalTokens: 5 },
          });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses a stream that ends without [DONE], however it is split', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string(), { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (pieces, cuts) => {
          const model = createChatModel(config, streamingFetch(events(pieces, false), cuts));
          await expect(model.complete([{ role: 'user', content: 'x' }])).rejects.toBeInstanceOf(ModelFailure);
        },
      ),
      { numRuns: 50 },
    );
  });
});
