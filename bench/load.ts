// A bounded closed-loop load generator: `concurrency` workers share `requests` calls over
// keep-alive connections and record each call's latency.
import { Agent, request } from 'node:http';

export interface LoadTarget {
  url: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

function once(agent: Agent, target: LoadTarget): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      target.url + target.path,
      {
        method: 'POST',
        agent,
        headers: {
          ...target.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(target.body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${target.url}${target.path} answered ${res.statusCode}`));
          else resolve(performance.now() - started);
        });
      },
    );
    req.on('error', reject);
    req.end(target.body);
  });
}

export interface LoadResult {
  /** Per call, in ms, in completion order. */
  latencies: number[];
  wallMs: number;
}

/**
 * `staggerMs` spreads the workers' first calls over that time, as independent users would
 * arrive; without it they would start, and stay, in lock step.
 */
export async function runLoad(
  target: LoadTarget,
  requests: number,
  concurrency: number,
  staggerMs = 0,
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let started = 0;
  async function worker(index: number) {
    if (staggerMs > 0) await new Promise((resolve) => setTimeout(resolve, (index * staggerMs) / concurrency));
    while (started < requests) {
      started += 1;
      latencies.push(await once(agent, target));
    }
  }
  const startedAt = performance.now();
  try {
    await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index)));
  } finally {
    agent.destroy();
  }
  return { latencies, wallMs: performance.now() - startedAt };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** `--instances N` (N ≥ 1) from the command line's arguments; undefined without the flag. */
export function instancesOption(args: readonly string[]): number | undefined {
  const at = args.findIndex((arg) => arg === '--instances' || arg.startsWith('--instances='));
  if (at === -1) return undefined;
  const arg = args[at]!;
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[at + 1];
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`--instances takes a whole number ≥ 1, not ${value}`);
  return count;
}
