// GET /ready: whether every part the proxy stands on answers, for a load balancer's health check.
// /health only says the process is up; a proxy whose database or Redis is away is up but cannot serve.
import { Hono } from 'hono';
import { z } from 'zod';
import { errorResponse, jsonResponse } from '../errors.ts';

export const READY_PATH = '/ready';

/** How long a part may take to answer before it counts as not answering. */
export const READY_TIMEOUT_MS = 1000;

export interface ReadinessPart {
  /** A short fixed name for machines: database, redis. */
  name: string;
  /** The part in plain words, as a sentence's subject: "the database", "Redis". */
  words: string;
  /** Resolves when the part answers; any failure or a late answer counts as not answering. */
  check: () => Promise<void> | void;
}

/** A failure whose words are safe to show anyone: the others are summed up, since /ready needs no token. */
export class NotReady extends Error {
  override name = 'NotReady';
}

export const ReadyPart = z.object({
  name: z.string().describe('database, redis, or proxy while it stops.'),
  answers: z.boolean(),
  problem: z.string().optional().describe('Why it does not answer, in plain words.'),
});
export type ReadyPart = z.infer<typeof ReadyPart>;

export const ReadyResponse = z.object({ ready: z.literal(true), parts: z.array(ReadyPart) });

async function checkPart(part: ReadinessPart, timeoutMs: number): Promise<ReadyPart> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([Promise.resolve().then(part.check), late]);
    if (outcome === 'late') return { name: part.name, answers: false, problem: `no answer within ${timeoutMs} ms` };
    return { name: part.name, answers: true };
  } catch (error) {
    const problem = error instanceof NotReady ? error.message : 'it answered with an error';
    return { name: part.name, answers: false, problem };
  } finally {
    clearTimeout(timer);
  }
}

/** Every part at once, so one slow part costs the check its timeout once, not once per part. */
export function checkReadiness(parts: readonly ReadinessPart[], timeoutMs = READY_TIMEOUT_MS): Promise<ReadyPart[]> {
  return Promise.all(parts.map((part) => checkPart(part, timeoutMs)));
}

/** "Not ready: Redis does not answer (no answer within 1000 ms)." */
export function notReadyWords(parts: readonly ReadinessPart[], states: readonly ReadyPart[]): string {
  const failing = states.flatMap((state, index) =>
    state.answers ? [] : [`${parts[index]?.words ?? state.name} does not answer (${state.problem})`],
  );
  return `Not ready: ${failing.join('; ')}.`;
}

/** `onNotReady` hears the answer's words and the names of the parts that did not answer. */
export function readyRoutes(
  parts: readonly ReadinessPart[],
  onNotReady?: (words: string, failing: readonly string[]) => void,
) {
  return new Hono().get(READY_PATH, async () => {
    const states = await checkReadiness(parts);
    if (states.every((state) => state.answers)) return jsonResponse({ ready: true, parts: states }, 200);
    const words = notReadyWords(parts, states);
    onNotReady?.(
      words,
      states.filter((state) => !state.answers).map((state) => state.name),
    );
    return errorResponse('service_unavailable', words, { details: { parts: states } });
  });
}
