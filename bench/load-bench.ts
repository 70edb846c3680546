// `npm run bench:load`: the proxy under load, against a slow stand-in service on loopback.
// 1. A burst of 1,000 concurrent analyze calls from 8 users (125 each, limit 120 a minute):
//    peak memory, every call answered (200 or a typed error), each user's 5 extra calls
//    answered 429 with Retry-After.
// 2. The latency the proxy adds beside a bare node:http pass-through (roles.ts), measured in
//    the same run, as a ratio; goal ≤ 1.5x at p50 and p99, at concurrency 1 and 64.
// Load generator, service, proxy and bare proxy each run in their own process.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTokenAuthority } from '../proxy/auth/tokens.ts';
import { percentile, runLoad, type LoadResult, type LoadTarget } from './load.ts';

const SECRET = 'bench-secret-that-is-long-enough-0123456789';
const SERVICE_KEY = 'service_bench_key';
const BURST = { users: 8, perUser: 125, limit: 120, serviceDelayMs: 1_000 };
const ROUNDS = 8;
const WARMUP_REQUESTS = 1_000;
const GOAL_RATIO = 1.5;
/** Concurrency 1 against a service that answers at once shows the per-call cost; 64 against one that takes 200 ms, a busy proxy. */
const LATENCY_SCENARIOS = [
  { concurrency: 1, serviceDelayMs: 0, requests: 2_000 },
  { concurrency: 64, serviceDelayMs: 200, requests: 6_400 },
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
  memory(): Promise<{ rss: number; maxRss: number }>;
}

function startRole(role: 'upstream' | 'proxy' | 'bare', env: Record<string, string>): Promise<Role> {
  const child = fork(fileURLToPath(new URL('./roles.ts', import.meta.url)), [role], {
    execArgv: ['--import', 'tsx'],
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.push(child);
  const memory = () =>
    new Promise<{ rss: number; maxRss: number }>((resolve) => {
      child.once('message', (message) => resolve(message as { rss: number; maxRss: number }));
      child.send('memory');
    });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ url: (message as { url: string }).url, memory }));
    child.once('exit', (code) => reject(new Error(`${role} exited with ${code}`)));
  });
}

interface Answer {
  status: number;
  retryAfter?: string;
  code?: string;
  user: string;
  networkError?: string;
}

function call(agent: Agent, url: string, token: string, user: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(
      `${url}/api/analyze`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(analyzeBody),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let code: string | undefined;
          try {
            code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
          } catch {
            code = undefined;
          }
          const retryAfter = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
            code,
            user,
          });
        });
      },
    );
    req.on('error', (error) => resolve({ status: 0, user, networkError: error.message }));
    req.end(analyzeBody);
  });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(3)} ms`;

async function burst(dataDir: string): Promise<string[]> {
  const upstream = await startRole('upstream', { UPSTREAM_DELAY_MS: String(BURST.serviceDelayMs) });
  const proxy = await startRole('proxy', {
    SERVICE_BASE_URL: upstream.url,
    SERVICE_API_KEY: SERVICE_KEY,
    PROXY_TOKEN_SECRET: SECRET,
    DATA_DIR: dataDir,
    PORT: '0',
    RATE_LIMIT_PER_MINUTE: String(BURST.limit),
  });
  const authority = createTokenAuthority(SECRET);
  const users = await Promise.all(
    Array.from({ length: BURST.users }, async (_, i) => {
      const user = `user-${i}`;
      return { user, token: await authority.issue({ user, team: null, creator: false, days: 1 }) };
    }),
  );
  const before = await proxy.memory();
  const agent = new Agent({ keepAlive: true, maxSockets: BURST.users * BURST.perUser });
  const started = performance.now();
  // Interleaved, so each user's calls arrive spread through the burst rather than in a block.
  const calls: Promise<Answer>[] = [];
  for (let n = 0; n < BURST.perUser; n += 1)
    for (const { user, token } of users) calls.push(call(agent, proxy.url, token, user));
  const answers = await Promise.all(calls);
  const wallMs = performance.now() - started;
  agent.destroy();
  const after = await proxy.memory();

  const ok = answers.filter((a) => a.status === 200).length;
  const limited = answers.filter((a) => a.status === 429);
  const typedErrors = answers.filter((a) => a.status !== 200 && a.code !== undefined);
  const untyped = answers.filter((a) => a.status !== 200 && a.code === undefined);
  const limitedWithRetryAfter = limited.filter((a) => a.code === 'rate_limited' && Number(a.retryAfter) >= 1).length;
  const limitedPerUser = users.map(({ user }) => limited.filter((a) => a.user === user).length);
  const expectedLimited = BURST.perUser - BURST.limit;
  const allAnswered = untyped.length === 0;
  const limitHeld =
    limitedPerUser.every((count) => count === expectedLimited) && limitedWithRetryAfter === limited.length;
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');
  return [
    `| what | figure | check |`,
    `|---|---|---|`,
    `| calls sent at once | ${answers.length} (${BURST.users} users × ${BURST.perUser}, limit ${BURST.limit} a minute; the service takes ${BURST.serviceDelayMs} ms) | |`,
    `| answered 200 | ${ok} | |`,
    `| answered with a typed error | ${typedErrors.length} (${[...new Set(typedErrors.map((a) => `${a.status} ${a.code}`))].join(', ') || 'none'}) | |`,
    `| no answer or an untyped one | ${untyped.length}${untyped[0] ? ` (first: ${untyped[0].networkError ?? untyped[0].status})` : ''} | ${verdict(allAnswered)} |`,
    `| 429 rate_limited with Retry-After, per user | ${limitedPerUser.join(', ')} (expected ${expectedLimited} each) | ${verdict(limitHeld)} |`,
    `| time until every call was answered | ${(wallMs / 1000).toFixed(2)} s | |`,
    `| proxy memory (RSS): before, after, peak | ${mb(before.rss)}, ${mb(after.rss)}, ${mb(after.maxRss)} | |`,
  ];
}

async function latency(dataDir: string): Promise<string[]> {
  const rows = [
    '| concurrency | service | direct p50 / p99 | bare pass-through added p50 / p99 | Sidecue proxy added p50 / p99 | ratio p50 | ratio p99 |',
    '|---|---|---|---|---|---|---|',
  ];
  const token = await createTokenAuthority(SECRET).issue({ user: 'bench', team: null, creator: false, days: 1 });
  for (const scenario of LATENCY_SCENARIOS) {
    const upstream = await startRole('upstream', { UPSTREAM_DELAY_MS: String(scenario.serviceDelayMs) });
    const bare = await startRole('bare', { SERVICE_BASE_URL: upstream.url });
    const proxy = await startRole('proxy', {
      SERVICE_BASE_URL: upstream.url,
      SERVICE_API_KEY: SERVICE_KEY,
      PROXY_TOKEN_SECRET: SECRET,
      DATA_DIR: dataDir,
      PORT: '0',
      RATE_LIMIT_PER_MINUTE: '1000000',
    });
    const direct: LoadTarget = {
      url: upstream.url,
      path: '/api/analyze',
      headers: { authorization: `Bearer ${SERVICE_KEY}` },
      body: analyzeBody,
    };
    const viaBare: LoadTarget = { ...direct, url: bare.url };
    const viaProxy: LoadTarget = { ...direct, url: proxy.url, headers: { authorization: `Bearer ${token}` } };
    const warmers = scenario.concurrency === 1 ? 8 : 64;
    for (const target of [direct, viaBare, viaProxy]) await runLoad(target, WARMUP_REQUESTS, warmers);

    const runs: Record<'direct' | 'bare' | 'proxy', LoadResult[]> = { direct: [], bare: [], proxy: [] };
    const perRound = scenario.requests / ROUNDS;
    const stagger = scenario.serviceDelayMs;
    // Interleaved rounds, so drift on the machine hits all three alike; each figure is the median
    // over rounds of that round's difference to the direct run.
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.direct.push(await runLoad(direct, perRound, scenario.concurrency, stagger));
      runs.bare.push(await runLoad(viaBare, perRound, scenario.concurrency, stagger));
      runs.proxy.push(await runLoad(viaProxy, perRound, scenario.concurrency, stagger));
    }
    const added = (which: 'bare' | 'proxy', q: number) =>
      percentile(
        runs[which].map((run, round) => percentile(run.latencies, q) - percentile(runs.direct[round]!.latencies, q)),
        50,
      );
    const all = (which: 'direct', q: number) =>
      percentile(
        runs[which].flatMap((run) => run.latencies),
        q,
      );
    const ratio = (q: number) => {
      const value = added('proxy', q) / Math.max(added('bare', q), 0.001);
      return `${value.toFixed(2)}x ${value <= GOAL_RATIO ? 'PASS' : 'MISS'}`;
    };
    rows.push(
      `| ${scenario.concurrency} | ${scenario.serviceDelayMs === 0 ? 'answers at once' : `takes ${scenario.serviceDelayMs} ms`} | ${ms(all('direct', 50))} / ${ms(all('direct', 99))} | ${ms(added('bare', 50))} / ${ms(added('bare', 99))} | ${ms(added('proxy', 50))} / ${ms(added('proxy', 99))} | ${ratio(50)} | ${ratio(99)} |`,
    );
  }
  return rows;
}

const dataDir = mkdtempSync(join(tmpdir(), 'sidecue-bench-load-'));
try {
  console.log(
    `Burst: ${BURST.users * BURST.perUser} concurrent POST /api/analyze through the proxy to a slow stand-in service on loopback`,
  );
  for (const row of await burst(dataDir)) console.log(row);
  console.log('');
  console.log(
    `Added latency beside a bare node:http pass-through, same run (goal: ratio ≤ ${GOAL_RATIO}x), median of ${ROUNDS} interleaved rounds`,
  );
  for (const row of await latency(dataDir)) console.log(row);
} finally {
  for (const child of children) child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
