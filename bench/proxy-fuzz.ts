// `npm run fuzz:proxy`: 10,000 generated requests (fuzz-requests.ts) against the real proxy with its
// embedded engine over loopback. Every answer must come, and none may be a 5xx: in embedded mode every
// part that answers is Sidecue's own code. The heap is measured after the first tenth and at the end.
// test/proxy/fuzz.test.ts runs a fixed-seed share of it on every `npm test`.
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { fileURLToPath } from 'node:url';
import { createTokenAuthority } from '../proxy/auth/tokens.ts';
import { startProxy } from '../proxy/server.ts';
import { fuzzRequest, toFuzzRequest, type FuzzRequest, type FuzzTokens } from './fuzz-requests.ts';

const SECRET = 'fuzz-secret-that-is-long-enough-0123456789';
/** Requests in flight at once: enough to overlap requests, few enough that loopback never refuses. */
const CONCURRENCY = 8;

export interface FuzzFailure {
  method: string;
  path: string;
  /** The status, or 'no answer' (the connection failed: a crash or a hang). */
  outcome: number | 'no answer';
}

export interface FuzzResult {
  requests: number;
  /** How many answers had each status. */
  statuses: Map<number, number>;
  failures: FuzzFailure[];
  /** Heap after the first tenth of the requests and at the end, after a full collection, bytes. */
  heapAfterWarmup: number;
  heapAtEnd: number;
  healthyAfter: boolean;
  seconds: number;
}

export async function runProxyFuzz(options: { runs: number; seed: number }): Promise<FuzzResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sidecue-fuzz-'));
  const proxy = await startProxy(
    { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, PROXY_TOKEN_SECRET: SECRET, RATE_LIMIT_PER_MINUTE: '1000000' },
    { log: () => undefined },
  );
  const started = Date.now();
  try {
    const tokens = await fuzzTokens();
    const generated = fc.sample(fuzzRequest, { numRuns: options.runs, seed: options.seed });
    const statuses = new Map<number, number>();
    const failures: FuzzFailure[] = [];
    const sendAll = async (batch: typeof generated) => {
      let next = 0;
      const worker = async () => {
        for (let i = next++; i < batch.length; i = next++) {
          const request = toFuzzRequest(batch[i]!, tokens);
          const outcome = await send(proxy.url, request);
          if (typeof outcome === 'number') statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
          if (outcome === 'no answer' || outcome >= 500)
            failures.push({ method: request.method, path: request.path.slice(0, 120), outcome });
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    };
    const warmup = Math.ceil(generated.length / 10);
    await sendAll(generated.slice(0, warmup));
    const heapAfterWarmup = fullyCollectedHeap();
    await sendAll(generated.slice(warmup));
    const heapAtEnd = fullyCollectedHeap();
    const healthyAfter = (await send(proxy.url, { method: 'GET', path: '/health', headers: {} })) === 200;
    return {
      requests: generated.length,
      statuses,
      failures,
      heapAfterWarmup,
      heapAtEnd,
      healthyAfter,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await proxy.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function fuzzTokens(): Promise<FuzzTokens> {
  const now = createTokenAuthority(SECRET);
  const longAgo = createTokenAuthority(SECRET, () => Date.now() - 400 * 86_400_000);
  return {
    valid: await now.issue({ user: 'fuzz-a', team: 'fuzzers', creator: false, days: 1 }),
    otherUser: await now.issue({ user: 'fuzz-b', team: null, creator: false, days: 1 }),
    expired: await longAgo.issue({ user: 'fuzz-a', team: 'fuzzers', creator: false, days: 1 }),
  };
}

async function send(baseUrl: string, request: FuzzRequest): Promise<number | 'no answer'> {
  try {
    const response = await fetch(baseUrl + request.path, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(15_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'no answer';
  }
}

/** The heap after a full collection; gc is switched on here so the script needs no node flag. */
function fullyCollectedHeap(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
  const result = await runProxyFuzz({ runs, seed });
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const growth = result.heapAtEnd - result.heapAfterWarmup;
  console.log(
    `\nProxy fuzz: ${result.requests} generated requests (seed ${seed}) in ${result.seconds.toFixed(0)} s against the embedded engine\n`,
  );
  console.log('| status | answers |');
  console.log('|---|---|');
  for (const [status, count] of [...result.statuses].sort((a, b) => a[0] - b[0]))
    console.log(`| ${status} | ${count} |`);
  console.log(`\n5xx or no answer: ${result.failures.length} (target 0)`);
  for (const failure of result.failures.slice(0, 20))
    console.log(`  ${failure.outcome} ${failure.method} ${failure.path}`);
  console.log(
    `Heap after the first tenth: ${mb(result.heapAfterWarmup)} MB, at the end: ${mb(result.heapAtEnd)} MB (growth ${mb(growth)} MB, target ≤ 10 MB)`,
  );
  console.log(`Proxy healthy afterwards: ${result.healthyAfter ? 'yes' : 'NO'}`);
  const ok = result.failures.length === 0 && result.healthyAfter && growth <= 10 * 1024 * 1024;
  console.log(ok ? 'PASS' : 'MISS');
  process.exitCode = ok ? 0 : 1;
}
