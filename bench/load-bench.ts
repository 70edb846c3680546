// `npm run bench:load`: the proxy under load, against a slow stand-in service on loopback.
// 1. A burst of 1,000 concurrent analyze calls from 8 users (125 each, limit 120 a minute):
//    peak memory, every call answered (200 or a typed error), each user's 5 extra calls
//    answered 429 with Retry-After.
// 2. The latency the proxy adds beside a bare node:http pass-through (roles.ts), measured in
//    the same run, as a ratio; goal ≤ 1.5x at p50 and p99, at concurrency 1 and 64.
// Load generator, service, proxy and bare proxy each run in their own process.
// With `-- --instances N`, the same for the proxy as it runs in production too (built ahead,
// `node dist/proxy/main.js`), and for N built proxies sharing DATA_DIR (and Redis, when
// /usr/bin/redis-server is there) behind a round-robin balancer (balancer.ts) beside N bare
// pass-throughs behind one; then each process's CPU per call and each proxy's memory.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTokenAuthority } from '../proxy/auth/tokens.ts';
import { OUT_DIR, buildProxy } from '../scripts/build-proxy.ts';
import { freePort, startRedisServer } from '../test/proxy/helpers/redis-server.ts';
import { instancesOption, percentile, runLoad, type LoadResult, type LoadTarget } from './load.ts';
import { cpuMicrosOf, memoryOf } from './proc-stats.ts';

const SECRET = 'bench-secret-that-is-long-enough-0123456789';
const SERVICE_KEY = 'service_bench_key';
const BURST = { users: 8, perUser: 125, limit: 120, serviceDelayMs: 1_000 };
const ROUNDS = 8;
const WARMUP_REQUESTS = 1_000;
const GOAL_RATIO = 1.5;
/** The rate limit counts across the proxies of --instances only through Redis. */
const REDIS_SERVER = '/usr/bin/redis-server';
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

interface Memory {
  rss: number;
  maxRss: number;
}

/** A process the bench measures: the proxy, a pass-through or the balancer. */
interface Measured {
  memory(): Promise<Memory>;
  /** User and system CPU used so far, in µs. */
  cpuMicros(): Promise<number>;
}

interface Role extends Measured {
  url: string;
}

function startRole(role: 'upstream' | 'proxy' | 'bare' | 'balancer', env: Record<string, string>): Promise<Role> {
  const child = fork(fileURLToPath(new URL('./roles.ts', import.meta.url)), [role], {
    execArgv: ['--import', 'tsx'],
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.push(child);
  const ask = <T>(question: string) =>
    new Promise<T>((resolve) => {
      child.once('message', (message) => resolve(message as T));
      child.send(question);
    });
  const memory = () => ask<Memory>('memory');
  const cpuMicros = async () => {
    const { cpu } = await ask<{ cpu: NodeJS.CpuUsage }>('cpu');
    return cpu.user + cpu.system;
  };
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ url: (message as { url: string }).url, memory, cpuMicros }));
    child.once('exit', (code) => reject(new Error(`${role} exited with ${code}`)));
  });
}

/** The proxy as production runs it, `node dist/proxy/main.js`, its log to /dev/null as the other roles'. */
async function startBuiltProxy(env: Record<string, string>): Promise<Role> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(OUT_DIR, 'main.js')], {
    env: { PATH: process.env.PATH ?? '', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the built proxy exited with ${code}`))),
  );
  // Started once per setup: a short wait for it to listen, not a loop that runs under load.
  for (;;) {
    const health = await Promise.race([
      fetch(`${url}/health`).then(
        (answer) => answer.ok,
        () => false,
      ),
      exited,
    ]);
    if (health) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = child.pid!;
  return { url, memory: () => memoryOf(pid), cpuMicros: () => cpuMicrosOf(pid) };
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

/** The proxy (or the balancer in front of several) a burst is sent to, and the proxies behind it. */
interface Setup {
  url: string;
  proxies: Measured[];
  /** False when several proxies each count on their own (no Redis): the limit is then not checked. */
  sharedLimit: boolean;
}

/** The proxy env of the burst: a limit of BURST.limit a minute. */
const burstEnv = (upstream: string, dataDir: string): Record<string, string> => ({
  SERVICE_BASE_URL: upstream,
  SERVICE_API_KEY: SERVICE_KEY,
  PROXY_TOKEN_SECRET: SECRET,
  DATA_DIR: dataDir,
  PORT: '0',
  RATE_LIMIT_PER_MINUTE: String(BURST.limit),
});

const memoryText = ({ before, after }: { before: Memory; after: Memory }) =>
  `${mb(before.rss)}, ${mb(after.rss)}, ${mb(after.maxRss)}`;

async function burst(setup: Setup, userPrefix = 'user'): Promise<string[]> {
  const authority = createTokenAuthority(SECRET);
  const users = await Promise.all(
    Array.from({ length: BURST.users }, async (_, i) => {
      const user = `${userPrefix}-${i}`;
      return { user, token: await authority.issue({ user, team: null, creator: false, days: 1 }) };
    }),
  );
  // Shared counts live in windows aligned to the minute: start early in one, so the burst falls in one window.
  const intoMinute = Date.now() % 60_000;
  if (setup.proxies.length > 1 && intoMinute > 50_000)
    await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
  const before = await Promise.all(setup.proxies.map((proxy) => proxy.memory()));
  const agent = new Agent({ keepAlive: true, maxSockets: BURST.users * BURST.perUser });
  const started = performance.now();
  // Interleaved, so each user's calls arrive spread through the burst rather than in a block.
  const calls: Promise<Answer>[] = [];
  for (let n = 0; n < BURST.perUser; n += 1)
    for (const { user, token } of users) calls.push(call(agent, setup.url, token, user));
  const answers = await Promise.all(calls);
  const wallMs = performance.now() - started;
  agent.destroy();
  const after = await Promise.all(setup.proxies.map((proxy) => proxy.memory()));

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
  const memories = before.map((b, i) => ({ before: b, after: after[i]! }));
  return [
    `| what | figure | check |`,
    `|---|---|---|`,
    `| calls sent at once | ${answers.length} (${BURST.users} users × ${BURST.perUser}, limit ${BURST.limit} a minute; the service takes ${BURST.serviceDelayMs} ms) | |`,
    `| answered 200 | ${ok} | |`,
    `| answered with a typed error | ${typedErrors.length} (${[...new Set(typedErrors.map((a) => `${a.status} ${a.code}`))].join(', ') || 'none'}) | |`,
    `| no answer or an untyped one | ${untyped.length}${untyped[0] ? ` (first: ${untyped[0].networkError ?? untyped[0].status})` : ''} | ${verdict(allAnswered)} |`,
    setup.sharedLimit
      ? `| 429 rate_limited with Retry-After, per user | ${limitedPerUser.join(', ')} (expected ${expectedLimited} each) | ${verdict(limitHeld)} |`
      : `| 429 rate_limited with Retry-After, per user | ${limitedPerUser.join(', ')} (each proxy counts alone without Redis) | |`,
    `| time until every call was answered | ${(wallMs / 1000).toFixed(2)} s | |`,
    memories.length === 1
      ? `| proxy memory (RSS): before, after, peak | ${memoryText(memories[0]!)} | |`
      : `| each proxy's memory (RSS): before, after, peak | ${memories.map(memoryText).join('; ')} | |`,
  ];
}

/** A process a side of a comparison runs through, and the share of that side's calls it handles. */
interface Hop {
  name: string;
  process: Measured;
  share: number;
}

/** What a load is sent to: a pass-through, a proxy, or a balancer in front of several. */
interface Side {
  url: string;
  hops: Hop[];
}

/** One table of added latency: the Sidecue side against the bare side, same run. */
interface Comparison {
  name: string;
  bare: Side;
  proxy: Side;
}

const one = (name: string, role: Role): Side => ({ url: role.url, hops: [{ name, process: role, share: 1 }] });

/** Behind a balancer in its own process: the balancer handles every call, each target its turn. */
async function balanced(name: string, targets: Role[]): Promise<Side> {
  const balancer = await startRole('balancer', { BALANCER_TARGETS: targets.map((t) => t.url).join(',') });
  return {
    url: balancer.url,
    hops: [
      { name: `balancer in front of ${name}`, process: balancer, share: 1 },
      ...targets.map((process, i) => ({
        name: `${name} ${i + 1} of ${targets.length}`,
        process,
        share: 1 / targets.length,
      })),
    ],
  };
}

interface LatencyOptions {
  dataDir: string;
  /** With --instances: the built proxy alone, and this many behind the balancer. */
  instances?: number;
  redisUrl?: string;
}

async function comparisonsFor(upstream: string, options: LatencyOptions): Promise<Comparison[]> {
  const proxyEnv = {
    SERVICE_BASE_URL: upstream,
    SERVICE_API_KEY: SERVICE_KEY,
    PROXY_TOKEN_SECRET: SECRET,
    DATA_DIR: options.dataDir,
    PORT: '0',
    RATE_LIMIT_PER_MINUTE: '1000000',
  };
  const bare = one('bare pass-through', await startRole('bare', { SERVICE_BASE_URL: upstream }));
  const proxy = one(options.instances ? 'one proxy (tsx)' : 'proxy', await startRole('proxy', proxyEnv));
  if (!options.instances) return [{ name: 'one proxy', bare, proxy }];
  const built = one('one proxy (built)', await startBuiltProxy(proxyEnv));
  const shared = options.redisUrl ? { ...proxyEnv, REDIS_URL: options.redisUrl } : proxyEnv;
  const n = options.instances;
  const bares = await Promise.all(Array.from({ length: n }, () => startRole('bare', { SERVICE_BASE_URL: upstream })));
  const proxies = await Promise.all(Array.from({ length: n }, () => startBuiltProxy(shared)));
  return [
    { name: 'one proxy, under tsx (npm start)', bare, proxy },
    { name: 'one proxy, built (node dist/proxy/main.js)', bare, proxy: built },
    {
      name: `${n} built proxies behind the round-robin balancer${options.redisUrl ? ', sharing Redis' : ''}, beside ${n} bare pass-throughs behind one`,
      bare: await balanced('bare pass-through', bares),
      proxy: await balanced('built proxy', proxies),
    },
  ];
}

const LATENCY_HEADER = [
  '| concurrency | service | direct p50 / p99 | bare pass-through added p50 / p99 | Sidecue proxy added p50 / p99 | ratio p50 | ratio p99 |',
  '|---|---|---|---|---|---|---|',
];
const micros = (value: number) => `${Math.round(value)} µs`;

/** Rows of each comparison's latency table, by name, and rows of the CPU table. */
async function latency(options: LatencyOptions): Promise<{ tables: Map<string, string[]>; cpu: string[] }> {
  const tables = new Map<string, string[]>();
  const cpu = ['| concurrency | service | process | CPU per call | ÷ its pass-through |', '|---|---|---|---|---|'];
  const token = await createTokenAuthority(SECRET).issue({ user: 'bench', team: null, creator: false, days: 1 });
  for (const scenario of LATENCY_SCENARIOS) {
    const upstream = await startRole('upstream', { UPSTREAM_DELAY_MS: String(scenario.serviceDelayMs) });
    const comparisons = await comparisonsFor(upstream.url, options);
    const direct: LoadTarget = {
      url: upstream.url,
      path: '/api/analyze',
      headers: { authorization: `Bearer ${SERVICE_KEY}` },
      body: analyzeBody,
    };
    // Each side once, though a pass-through may stand beside two proxies.
    const sides = [...new Map(comparisons.flatMap((c) => [c.bare, c.proxy]).map((side) => [side.url, side])).values()];
    const isProxy = new Set(comparisons.map((c) => c.proxy.url));
    const targetOf = (side: Side): LoadTarget =>
      isProxy.has(side.url)
        ? { ...direct, url: side.url, headers: { authorization: `Bearer ${token}` } }
        : { ...direct, url: side.url };
    const warmers = scenario.concurrency === 1 ? 8 : 64;
    await runLoad(direct, WARMUP_REQUESTS, warmers);
    for (const side of sides) await runLoad(targetOf(side), WARMUP_REQUESTS, warmers);

    const directRuns: LoadResult[] = [];
    const runs = new Map<string, LoadResult[]>(sides.map((side) => [side.url, []]));
    const cpuMicros = new Map<Hop, number>();
    const perRound = scenario.requests / ROUNDS;
    const stagger = scenario.serviceDelayMs;
    // Interleaved rounds, so drift on the machine hits every side alike; each figure is the median
    // over rounds of that round's difference to the direct run.
    for (let round = 0; round < ROUNDS; round += 1) {
      directRuns.push(await runLoad(direct, perRound, scenario.concurrency, stagger));
      for (const side of sides) {
        const before = await Promise.all(side.hops.map((hop) => hop.process.cpuMicros()));
        runs.get(side.url)!.push(await runLoad(targetOf(side), perRound, scenario.concurrency, stagger));
        const after = await Promise.all(side.hops.map((hop) => hop.process.cpuMicros()));
        side.hops.forEach((hop, i) => {
          cpuMicros.set(hop, (cpuMicros.get(hop) ?? 0) + after[i]! - before[i]!);
        });
      }
    }
    const added = (side: Side, q: number) =>
      percentile(
        runs
          .get(side.url)!
          .map((run, round) => percentile(run.latencies, q) - percentile(directRuns[round]!.latencies, q)),
        50,
      );
    const service = scenario.serviceDelayMs === 0 ? 'answers at once' : `takes ${scenario.serviceDelayMs} ms`;
    const directAll = (q: number) =>
      percentile(
        directRuns.flatMap((run) => run.latencies),
        q,
      );
    const perCall = (hop: Hop) => (cpuMicros.get(hop) ?? 0) / (scenario.requests * hop.share);
    for (const { name, bare, proxy } of comparisons) {
      const ratio = (q: number) => {
        const value = added(proxy, q) / Math.max(added(bare, q), 0.001);
        return `${value.toFixed(2)}x ${value <= GOAL_RATIO ? 'PASS' : 'MISS'}`;
      };
      const rows = tables.get(name) ?? [...LATENCY_HEADER];
      rows.push(
        `| ${scenario.concurrency} | ${service} | ${ms(directAll(50))} / ${ms(directAll(99))} | ${ms(added(bare, 50))} / ${ms(added(bare, 99))} | ${ms(added(proxy, 50))} / ${ms(added(proxy, 99))} | ${ratio(50)} | ${ratio(99)} |`,
      );
      tables.set(name, rows);
    }
    // Each proxy beside the pass-through in its place: the bare one, or the bare ones behind the balancer.
    const floorOf = (side: Side) => {
      const bare = comparisons.find((c) => c.proxy === side)?.bare;
      const hops = bare?.hops.filter((hop) => hop.share < 1) ?? [];
      const chosen = hops.length > 0 ? hops : (bare?.hops ?? []);
      return chosen.reduce((sum, hop) => sum + perCall(hop), 0) / Math.max(chosen.length, 1);
    };
    for (const side of sides)
      for (const hop of side.hops) {
        const floor = isProxy.has(side.url) && !hop.name.startsWith('balancer') ? floorOf(side) : undefined;
        const times = floor ? perCall(hop) / floor : undefined;
        const check = times === undefined ? '' : `${times.toFixed(2)}x ${times <= GOAL_RATIO ? 'PASS' : 'MISS'}`;
        cpu.push(`| ${scenario.concurrency} | ${service} | ${hop.name} | ${micros(perCall(hop))} | ${check} |`);
      }
  }
  return { tables, cpu };
}

const instances = instancesOption(process.argv.slice(2));
const dataDir = mkdtempSync(join(tmpdir(), 'sidecue-bench-load-'));
let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
try {
  const burstTitle = `Burst: ${BURST.users * BURST.perUser} concurrent POST /api/analyze through the proxy to a slow stand-in service on loopback`;
  const latencyTitle = `Added latency beside a bare node:http pass-through, same run (goal: ratio ≤ ${GOAL_RATIO}x), median of ${ROUNDS} interleaved rounds`;
  if (!instances) {
    console.log(burstTitle);
    const upstream = await startRole('upstream', { UPSTREAM_DELAY_MS: String(BURST.serviceDelayMs) });
    const proxy = await startRole('proxy', burstEnv(upstream.url, dataDir));
    for (const row of await burst({ url: proxy.url, proxies: [proxy], sharedLimit: true })) console.log(row);
    console.log('');
    console.log(latencyTitle);
    const { tables } = await latency({ dataDir });
    for (const rows of tables.values()) for (const row of rows) console.log(row);
  } else {
    await buildProxy();
    if (existsSync(REDIS_SERVER)) redis = await startRedisServer();
    console.log(
      `${instances} proxies sharing DATA_DIR${redis ? ' and Redis (rate limit counted across them)' : ' (no Redis at /usr/bin/redis-server: each counts its own rate limit)'}, behind a round-robin balancer (bench/balancer.ts), beside one proxy.`,
    );
    console.log('');
    const upstream = await startRole('upstream', { UPSTREAM_DELAY_MS: String(BURST.serviceDelayMs) });
    const env = burstEnv(upstream.url, dataDir);
    const tsx = await startRole('proxy', env);
    const built = await startBuiltProxy(env);
    const several = await Promise.all(
      Array.from({ length: instances }, () => startBuiltProxy(redis ? { ...env, REDIS_URL: redis.url } : env)),
    );
    const balancer = await startRole('balancer', { BALANCER_TARGETS: several.map((p) => p.url).join(',') });
    const started = { tsx: await tsx.memory(), built: await built.memory() };
    const bursts: [string, Setup, string][] = [
      ['one proxy, under tsx (npm start)', { url: tsx.url, proxies: [tsx], sharedLimit: true }, 'tsx'],
      ['one proxy, built (node dist/proxy/main.js)', { url: built.url, proxies: [built], sharedLimit: true }, 'built'],
      [
        `${instances} built proxies behind the balancer`,
        { url: balancer.url, proxies: several, sharedLimit: redis !== undefined || instances === 1 },
        'balanced',
      ],
    ];
    for (const [name, setup, users] of bursts) {
      console.log(`${burstTitle}: ${name}`);
      for (const row of await burst(setup, users)) console.log(row);
      console.log('');
    }
    const peak = { tsx: await tsx.memory(), built: await built.memory() };
    console.log('Proxy memory (RSS), forwarding mode: started and idle, and the peak through the burst');
    console.log('| proxy | started | peak |');
    console.log('|---|---|---|');
    console.log(`| under tsx | ${mb(started.tsx.rss)} | ${mb(peak.tsx.maxRss)} |`);
    console.log(`| built | ${mb(started.built.rss)} | ${mb(peak.built.maxRss)} |`);
    console.log('');
    const { tables, cpu } = await latency({ dataDir, instances, redisUrl: redis?.url });
    for (const [name, rows] of tables) {
      console.log(`${latencyTitle}: ${name}`);
      for (const row of rows) console.log(row);
      console.log('');
    }
    console.log(
      `CPU per call of each process over the measured rounds (user + system; goal: a proxy ≤ ${GOAL_RATIO}x its pass-through)`,
    );
    for (const row of cpu) console.log(row);
  }
} finally {
  for (const child of children) child.kill();
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
