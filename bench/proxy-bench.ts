// `npm run bench:proxy`: what the proxy adds to a call over calling the upstream directly,
// and how long the local engine takes to analyze transcripts. Loopback only, bounded loops.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTokenAuthority } from '../proxy/auth/tokens.ts';
import { analyzeTranscript } from '../proxy/engine/analyze/compose.ts';
import { MODEL_FILE } from '../proxy/engine/analyze/objection-model.ts';
import { warmUp } from '../proxy/engine/analyze/objections.ts';
import { sampleTranscript } from '../proxy/engine/analyze/sample-transcript.ts';
import { defaultAccountKey, openEngine } from '../proxy/engine/index.ts';
import { percentile, runLoad, type LoadResult, type LoadTarget } from './load.ts';

const SECRET = 'bench-secret-that-is-long-enough-0123456789';
const SERVICE_KEY = 'service_bench_key';
const WARMUP_REQUESTS = 1_000;
/**
 * Direct and proxy runs alternate, so drift in the machine hits both alike, and the added
 * latency is the median over rounds of each round's difference: one noisy round (a burst of
 * work elsewhere on the machine) cannot decide the figure.
 */
const ROUNDS = 8;
const TARGET = { addedP50Ms: 1, addedP99Ms: 5 };
/**
 * The stand-in service's own time per call in the concurrency-64 row. Its analyze runs a
 * language model and takes seconds; 200 ms is a conservative stand-in (more calls per user
 * than real). With a service that answers at once, 64 callers saturate the two cores, and the
 * last row shows that capacity instead.
 */
const SERVICE_DELAY_MS = 200;
const SCENARIOS = [
  { service: 'answers at once', delayMs: 0, concurrency: 1, requests: 2_000, targeted: true },
  {
    service: `takes ${SERVICE_DELAY_MS} ms`,
    delayMs: SERVICE_DELAY_MS,
    concurrency: 64,
    requests: 6_400,
    targeted: true,
  },
  { service: 'answers at once (saturated)', delayMs: 0, concurrency: 64, requests: 12_000, targeted: false },
];
const analyzeBody = JSON.stringify({
  currentUser: 'Alex',
  persist: false,
  transcript: [
    { speakerRole: 'user', speakerName: 'Alex', content: 'Thanks for joining. How is the quarter going?' },
    { speakerRole: 'user', speakerName: 'Jordan', content: 'Busy. Honestly your price seems too expensive for us.' },
  ],
});

const children: ChildProcess[] = [];

interface Role {
  url: string;
  /** CPU time (user + system) the process has used so far, in µs. */
  cpuMicros(): Promise<number>;
}

function startRole(role: 'upstream' | 'proxy', env: Record<string, string>): Promise<Role> {
  const child = fork(fileURLToPath(new URL('./roles.ts', import.meta.url)), [role], {
    execArgv: ['--import', 'tsx'],
    env: { PATH: process.env.PATH ?? '', ...env },
    // The proxy's request log goes nowhere, but is still written, as it would be in production.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.push(child);
  const cpuMicros = () =>
    new Promise<number>((resolve) => {
      child.once('message', (message) => {
        const { cpu } = message as { cpu: NodeJS.CpuUsage };
        resolve(cpu.user + cpu.system);
      });
      child.send('cpu');
    });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ url: (message as { url: string }).url, cpuMicros }));
    child.once('exit', (code) => reject(new Error(`${role} exited with ${code}`)));
  });
}

function summarize(runs: LoadResult[]) {
  const latencies = runs.flatMap((run) => run.latencies);
  const wallMs = runs.reduce((sum, run) => sum + run.wallMs, 0);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: Math.round((latencies.length / wallMs) * 1000),
  };
}

function median(values: number[]): number {
  return percentile(values, 50);
}

const ms = (value: number) => `${value.toFixed(3)} ms`;
const verdict = (value: number, limit: number) => (value <= limit ? 'PASS' : 'MISS');

/** A stand-in upstream and a proxy in front of it, each in its own process. */
async function startPair(delayMs: number, dataDir: string) {
  const upstream = await startRole('upstream', { UPSTREAM_DELAY_MS: String(delayMs) });
  const proxy = await startRole('proxy', {
    SERVICE_BASE_URL: upstream.url,
    SERVICE_API_KEY: SERVICE_KEY,
    PROXY_TOKEN_SECRET: SECRET,
    DATA_DIR: dataDir,
    PORT: '0',
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  return { upstream, proxy };
}

async function benchProxyOverhead(): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sidecue-bench-'));
  try {
    const token = await createTokenAuthority(SECRET).issue({ user: 'bench', team: null, creator: false, days: 1 });
    const pairs = new Map<number, Awaited<ReturnType<typeof startPair>>>();
    for (const { delayMs } of SCENARIOS) if (!pairs.has(delayMs)) pairs.set(delayMs, await startPair(delayMs, dataDir));

    const rows = [
      '| service | concurrency | requests | direct p50 / p99 | via proxy p50 / p99 | added p50 (≤ 1 ms), median of rounds | added p99 (≤ 5 ms), median of rounds | direct req/s | via proxy req/s | proxy CPU per call |',
      '|---|---|---|---|---|---|---|---|---|---|',
    ];
    const warmed = new Set<number>();
    for (const scenario of SCENARIOS) {
      const { upstream, proxy } = pairs.get(scenario.delayMs)!;
      const direct: LoadTarget = {
        url: upstream.url,
        path: '/api/analyze',
        headers: { authorization: `Bearer ${SERVICE_KEY}` },
        body: analyzeBody,
      };
      const viaProxy: LoadTarget = { ...direct, url: proxy.url, headers: { authorization: `Bearer ${token}` } };
      const stagger = scenario.delayMs;
      if (!warmed.has(scenario.delayMs)) {
        warmed.add(scenario.delayMs);
        const warmers = scenario.delayMs > 0 ? 64 : 8;
        await runLoad(direct, WARMUP_REQUESTS, warmers);
        await runLoad(viaProxy, WARMUP_REQUESTS, warmers);
      }
      const directRuns: LoadResult[] = [];
      const proxyRuns: LoadResult[] = [];
      let proxyCpu = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        directRuns.push(await runLoad(direct, scenario.requests / ROUNDS, scenario.concurrency, stagger));
        const cpuBefore = await proxy.cpuMicros();
        proxyRuns.push(await runLoad(viaProxy, scenario.requests / ROUNDS, scenario.concurrency, stagger));
        proxyCpu += (await proxy.cpuMicros()) - cpuBefore;
      }
      const d = summarize(directRuns);
      const p = summarize(proxyRuns);
      const roundsAdded = (q: number) =>
        median(
          proxyRuns.map((run, round) => percentile(run.latencies, q) - percentile(directRuns[round]!.latencies, q)),
        );
      const added50 = roundsAdded(50);
      const added99 = roundsAdded(99);
      const judged = (value: number, limit: number) =>
        `${ms(value)}${scenario.targeted ? ` ${verdict(value, limit)}` : ''}`;
      rows.push(
        `| ${scenario.service} | ${scenario.concurrency} | ${scenario.requests} | ${ms(d.p50)} / ${ms(d.p99)} | ${ms(p.p50)} / ${ms(p.p99)} | ${judged(added50, TARGET.addedP50Ms)} | ${judged(added99, TARGET.addedP99Ms)} | ${d.perSecond} | ${p.perSecond} | ${Math.round(proxyCpu / scenario.requests)} µs |`,
      );
    }
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ENGINE_SIZES = [50, 500, 5_000];
const ENGINE_RUNS = 40;
const ENGINE_WARMUP_RUNS = 10;
const ENGINE_TARGET_MS = 20; // for 5,000 messages

/** The local engine's analyze: the rules alone, and the whole request through engine.fetch. */
async function benchEngine(): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sidecue-bench-engine-'));
  const engine = await openEngine({ dataDir });
  try {
    const key = await defaultAccountKey(engine, dataDir);
    const rows = [
      '| messages | rules p50 | rules p99 | engine.fetch p50 | engine.fetch p99 | target |',
      '|---|---|---|---|---|---|',
    ];
    for (const size of ENGINE_SIZES) {
      const transcript = sampleTranscript(size, 11);
      const body = JSON.stringify({ currentUser: 'Alex Rivera', transcript });
      const rules: number[] = [];
      const whole: number[] = [];
      for (let run = 0; run < ENGINE_RUNS + ENGINE_WARMUP_RUNS; run += 1) {
        let started = performance.now();
        analyzeTranscript(transcript, 'Alex Rivera');
        const rulesMs = performance.now() - started;
        started = performance.now();
        const response = await engine.fetch(
          new Request('http://engine/api/analyze', {
            method: 'POST',
            headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
            body,
          }),
        );
        await response.json();
        const wholeMs = performance.now() - started;
        if (run >= ENGINE_WARMUP_RUNS) {
          rules.push(rulesMs);
          whole.push(wholeMs);
        }
      }
      const target =
        size === 5_000 ? `≤ ${ENGINE_TARGET_MS} ms ${verdict(percentile(whole, 50), ENGINE_TARGET_MS)}` : '';
      rows.push(
        `| ${size} | ${ms(percentile(rules, 50))} | ${ms(percentile(rules, 99))} | ${ms(percentile(whole, 50))} | ${ms(percentile(whole, 99))} | ${target} |`,
      );
    }
    return rows;
  } finally {
    await engine.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const LONG_CALL = 5_000;

/**
 * What the engine pays once: loading the objection model, compiling the cue rules' patterns
 * (done in the background when the engine opens), and the first request of a long call whose
 * sentences are all new (no objection in it, so nothing stops the scan early).
 */
function benchFirstRequest(): string[] {
  let started = performance.now();
  JSON.parse(readFileSync(MODEL_FILE, 'utf8'));
  const loadMs = performance.now() - started;
  started = performance.now();
  warmUp();
  const compileMs = performance.now() - started;
  const call = (tag: string) =>
    Array.from({ length: LONG_CALL }, (_, i) => ({
      speakerRole: 'user' as const,
      speakerName: i % 2 === 0 ? 'Alex Rivera' : 'Jordan Lee',
      content: `We went over the ${tag} report number ${i} together and it looked fine.`,
    }));
  const firsts: number[] = [];
  for (const tag of ['weekly', 'monthly', 'quarterly']) {
    const transcript = call(tag);
    started = performance.now();
    analyzeTranscript(transcript, 'Alex Rivera');
    firsts.push(performance.now() - started);
  }
  return [
    `| objection model load (read and parse the weights) | ${ms(loadMs)} |`,
    `| cue rules' patterns compiled (once per process, in the background at engine start) | ${ms(compileMs)} |`,
    `| first request of a new ${LONG_CALL.toLocaleString('en')}-message call, every sentence new, no objection (median of 3 calls) | ${ms(percentile(firsts, 50))} |`,
  ];
}

try {
  console.log('Local engine: costs paid once');
  console.log('| what | time |');
  console.log('|---|---|');
  for (const row of benchFirstRequest()) console.log(row);
  console.log('');
  console.log('Local engine analyze time (synthetic sales call)');
  for (const row of await benchEngine()) console.log(row);
  console.log('');
  console.log(
    'Proxy overhead: POST /api/analyze (2 messages) on loopback, keep-alive; load generator, proxy and stand-in service in their own processes',
  );
  for (const row of await benchProxyOverhead()) console.log(row);
} finally {
  for (const child of children) child.kill();
}
