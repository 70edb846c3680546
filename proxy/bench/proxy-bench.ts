// `npm run bench:proxy`: what the proxy adds to a call over calling the upstream directly,
// and how long the local engine takes to analyze transcripts. Loopback only, bounded loops.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTokenAuthority } from '../auth/tokens.ts';
import { analyzeTranscript } from '../engine/analyze/compose.ts';
import { sampleTranscript } from '../engine/analyze/sample-transcript.ts';
import { defaultAccountKey, openEngine } from '../engine/index.ts';
import { percentile, runLoad, type LoadResult, type LoadTarget } from './load.ts';

const SECRET = 'bench-secret-that-is-long-enough-0123456789';
const SERVICE_KEY = 'service_bench_key';
const WARMUP_REQUESTS = 1_000;
const PLAN = [
  { concurrency: 1, requests: 2_000 },
  { concurrency: 64, requests: 12_000 },
];
const ROUNDS = 2; // direct and proxy alternate, so drift in the machine hits both alike
const TARGET = { addedP50Ms: 1, addedP99Ms: 5 };
const analyzeBody = JSON.stringify({
  currentUser: 'Alex',
  persist: false,
  transcript: [
    { speakerRole: 'user', speakerName: 'Alex', content: 'Thanks for joining. How is the quarter going?' },
    { speakerRole: 'user', speakerName: 'Jordan', content: 'Busy. Honestly your price seems too expensive for us.' },
  ],
});

const children: ChildProcess[] = [];

function startRole(role: 'upstream' | 'proxy', env: Record<string, string> = {}): Promise<string> {
  const child = fork(fileURLToPath(new URL('./roles.ts', import.meta.url)), [role], {
    execArgv: ['--import', 'tsx'],
    env: { PATH: process.env.PATH ?? '', ...env },
    // The proxy's request log goes nowhere, but is still written, as it would be in production.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
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

const ms = (value: number) => `${value.toFixed(3)} ms`;
const verdict = (value: number, limit: number) => (value <= limit ? 'PASS' : 'MISS');

async function benchProxyOverhead(): Promise<string[]> {
  const upstreamUrl = await startRole('upstream');
  const dataDir = mkdtempSync(join(tmpdir(), 'sidecue-bench-'));
  try {
    const proxyUrl = await startRole('proxy', {
      SERVICE_BASE_URL: upstreamUrl,
      SERVICE_API_KEY: SERVICE_KEY,
      PROXY_TOKEN_SECRET: SECRET,
      DATA_DIR: dataDir,
      PORT: '0',
      RATE_LIMIT_PER_MINUTE: '1000000',
    });
    const token = await createTokenAuthority(SECRET).issue({ user: 'bench', team: null, creator: false, days: 1 });
    const direct: LoadTarget = { url: upstreamUrl, path: '/api/analyze', headers: { authorization: `Bearer ${SERVICE_KEY}` }, body: analyzeBody };
    const viaProxy: LoadTarget = { ...direct, url: proxyUrl, headers: { authorization: `Bearer ${token}` } };

    await runLoad(direct, WARMUP_REQUESTS, 8);
    await runLoad(viaProxy, WARMUP_REQUESTS, 8);

    const rows = [
      '| concurrency | requests each | direct p50 | direct p99 | via proxy p50 | via proxy p99 | added p50 (≤ 1 ms) | added p99 (≤ 5 ms) | direct req/s | via proxy req/s |',
      '|---|---|---|---|---|---|---|---|---|---|',
    ];
    for (const { concurrency, requests } of PLAN) {
      const directRuns: LoadResult[] = [];
      const proxyRuns: LoadResult[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        directRuns.push(await runLoad(direct, requests / ROUNDS, concurrency));
        proxyRuns.push(await runLoad(viaProxy, requests / ROUNDS, concurrency));
      }
      const d = summarize(directRuns);
      const p = summarize(proxyRuns);
      const added50 = p.p50 - d.p50;
      const added99 = p.p99 - d.p99;
      rows.push(
        `| ${concurrency} | ${requests} | ${ms(d.p50)} | ${ms(d.p99)} | ${ms(p.p50)} | ${ms(p.p99)} | ${ms(added50)} ${verdict(added50, TARGET.addedP50Ms)} | ${ms(added99)} ${verdict(added99, TARGET.addedP99Ms)} | ${d.perSecond} | ${p.perSecond} |`,
      );
    }
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ENGINE_SIZES = [50, 500, 5_000];
const ENGINE_RUNS = 40;
const ENGINE_TARGET_MS = 20; // for 5,000 messages

/** The local engine's analyze: the rules alone, and the whole request through engine.fetch. */
async function benchEngine(): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sidecue-bench-engine-'));
  const engine = openEngine({ dataDir });
  try {
    const key = defaultAccountKey(engine, dataDir);
    const rows = ['| messages | rules p50 | rules p99 | engine.fetch p50 | engine.fetch p99 | target |', '|---|---|---|---|---|---|'];
    for (const size of ENGINE_SIZES) {
      const transcript = sampleTranscript(size, 11);
      const body = JSON.stringify({ currentUser: 'Alex Rivera', transcript });
      const rules: number[] = [];
      const whole: number[] = [];
      for (let run = 0; run < ENGINE_RUNS + 5; run += 1) {
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
        if (run >= 5) {
          rules.push(rulesMs);
          whole.push(wholeMs);
        }
      }
      const target = size === 5_000 ? `≤ ${ENGINE_TARGET_MS} ms ${verdict(percentile(whole, 50), ENGINE_TARGET_MS)}` : '';
      rows.push(`| ${size} | ${ms(percentile(rules, 50))} | ${ms(percentile(rules, 99))} | ${ms(percentile(whole, 50))} | ${ms(percentile(whole, 99))} | ${target} |`);
    }
    return rows;
  } finally {
    engine.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  console.log('Local engine analyze time (synthetic sales call)');
  for (const row of await benchEngine()) console.log(row);
  console.log('');
  console.log('Proxy overhead: POST /api/analyze (2 messages), loopback, keep-alive on both sides, proxy and upstream in their own processes');
  for (const row of await benchProxyOverhead()) console.log(row);
} finally {
  for (const child of children) child.kill();
}
