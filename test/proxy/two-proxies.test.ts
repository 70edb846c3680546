// Two real proxy processes (embedded engine) on loopback sharing one Postgres, one Redis and one token secret,
// each with its own DATA_DIR: whichever one a request reaches, they behave as one service, and one can be
// stopped with SIGTERM in the middle of a burst while the burst carries on against the other.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePostgresUrl } from '../support/databases.ts';
import { sendJson, startLoopbackServer } from '../support/http-server.ts';
import { runScript } from './helpers/child.ts';
import { TEST_SECRET, analyzeBody, mintToken } from './helpers/fixtures.ts';
import { type CallResult, call } from './helpers/proxy-harness.ts';
import { startRedisServer } from './helpers/redis-server.ts';

const LIMIT = 20;
const BURST = 12;
/** How long the stand-in model holds each burst call, so part of the burst is in flight at the SIGTERM. */
const BURST_MODEL_DELAY_MS = 600;
const root = fileURLToPath(new URL('../../', import.meta.url));

interface Child {
  child: ChildProcess;
  url: string;
  dataDir: string;
  exited: Promise<number | null>;
}

let redis: Awaited<ReturnType<typeof startRedisServer>>;
let model: Awaited<ReturnType<typeof startLoopbackServer>>;
let modelDelayMs = 0;
let a: Child;
let b: Child;
const dirs: string[] = [];
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Node with tsx as a loader, as in graceful-stop.test.ts: the tsx command would relay SIGTERM badly. */
function startChild(env: Record<string, string>, dataDir: string): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'proxy/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', PROXY_TOKEN_SECRET: TEST_SECRET, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const url = /listening on (\S+),/.exec(stdout)?.[1];
      if (url) resolve({ child, url, dataDir, exited });
    });
    void exited.then((code) => reject(new Error(`exited with ${code} before listening: ${stderr}`)));
  });
}

beforeAll(async () => {
  const databaseUrl = await filePostgresUrl();
  // Each its own empty DATA_DIR, started together: the embedded engine's account they share comes from the database.
  const dataDirs = ['a', 'b'].map((name) => {
    const dir = mkdtempSync(join(tmpdir(), `sidecue-two-${name}-`));
    dirs.push(dir);
    return dir;
  });
  [redis, model] = await Promise.all([
    startRedisServer(),
    // Answers 503 (so the rules answer) after modelDelayMs.
    startLoopbackServer((_request, response) => {
      setTimeout(() => sendJson(response, 503, { error: { message: 'busy' } }), modelDelayMs);
    }),
  ]);
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'stand-in',
    LLM_STREAM: 'false',
  };
  [a, b] = await Promise.all([startChild(env, dataDirs[0]!), startChild(env, dataDirs[1]!)]);
}, 60_000);

afterAll(async () => {
  for (const proxy of [a, b]) if (proxy && proxy.child.exitCode === null) proxy.child.kill('SIGKILL');
  await Promise.all([redis?.stop(), model?.close()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const analyze = (proxy: Child, token: string, sessionId?: string) =>
  call(proxy.url, 'POST', '/api/analyze', { token, body: { ...analyzeBody, sessionId } });

describe('two proxies on one Postgres and one Redis', () => {
  it('serves a conversation created through A through B: read, renamed (seen through A) and deleted', async () => {
    const token = await mintToken({ user: 'alice', team: 'sales', creator: false });
    const created = await call(a.url, 'POST', '/api/conversation', { token, body: { name: 'Pilot' } });
    expect(created.status).toBe(201);
    const handle = created.json.id as string;
    const path = `/api/conversation/${encodeURIComponent(handle)}`;

    const read = await call(b.url, 'GET', path, { token });
    expect(read.status).toBe(200);
    expect(read.json.name).toBe('Pilot');
    expect((await call(b.url, 'PATCH', path, { token, body: { name: 'Pilot, second round' } })).status).toBe(200);
    expect((await call(a.url, 'GET', path, { token })).json.name).toBe('Pilot, second round');

    expect((await call(b.url, 'DELETE', '/api/conversation', { token, body: { id: handle } })).status).toBe(200);
    expect((await call(a.url, 'GET', path, { token })).status).toBe(404);
  });

  it("counts a user's calls across both: the total allowed is one proxy's limit", async () => {
    // Redis windows are whole minutes: start early enough in one that every call falls in it.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 57_000) await delay(60_000 - intoMinute + 100);
    const token = await mintToken({ user: 'carol', team: 'sales', creator: false });
    let allowed = 0;
    let refused: CallResult | undefined;
    for (let i = 0; i <= LIMIT && !refused; i += 1) {
      const answer = await analyze(i % 2 === 0 ? a : b, token);
      if (answer.status === 200) allowed += 1;
      else refused = answer;
    }
    expect(allowed).toBe(LIMIT);
    expect(refused?.status).toBe(429);
    expect(refused?.json.error.code).toBe('rate_limited');
  });

  it('refuses on B, within a second, a token revoked through A', async () => {
    const token = await mintToken({ user: 'dave', team: 'sales', creator: false });
    const check = () => call(b.url, 'GET', '/auth/check', { token });
    expect((await check()).status).toBe(200);

    // The CLI with A's environment: its DATA_DIR, the shared Redis and secret.
    const revoked = await runScript('proxy/cli/token.ts', ['--revoke', 'dave'], {
      DATA_DIR: a.dataDir,
      PROXY_TOKEN_SECRET: TEST_SECRET,
      REDIS_URL: redis.url,
    });
    expect(revoked.code).toBe(0);
    const revokedAt = Date.now();
    let answer = await check();
    while (answer.status !== 401 && Date.now() - revokedAt < 2_000) {
      await delay(20);
      answer = await check();
    }
    expect(answer.status).toBe(401);
    expect(answer.json.error.details.problem).toBe('revoked');
    expect(Date.now() - revokedAt).toBeLessThan(1_000);
  });

  it('carries a burst over to B when A is stopped with SIGTERM in the middle of it, losing nothing', async () => {
    modelDelayMs = BURST_MODEL_DELAY_MS;
    const token = await mintToken({ user: 'erin', team: 'sales', creator: false });
    const created = await call(b.url, 'POST', '/api/conversation', { token, body: { name: 'Burst' } });
    expect(created.status).toBe(201);
    const handle = created.json.id as string;

    const statuses: number[] = [];
    let retried = 0;
    /** A call to `first`; whatever A refuses or drops goes to B once. */
    async function send(first: Child): Promise<number> {
      try {
        const answer = await analyze(first, token, handle);
        statuses.push(answer.status);
        if (first !== a || answer.status !== 503) return answer.status;
      } catch (error) {
        if (first !== a) throw error;
      }
      retried += 1;
      const again = await analyze(b, token, handle);
      statuses.push(again.status);
      return again.status;
    }

    const calls: Promise<number>[] = [];
    const before = model.received.length;
    // The first half is in flight on both proxies when the signal comes; the second half starts after it.
    for (let i = 0; i < BURST / 2; i += 1) calls.push(send(i % 2 === 0 ? a : b));
    const deadline = Date.now() + 10_000;
    while (model.received.length - before < BURST / 2 && Date.now() < deadline) await delay(10);
    a.child.kill('SIGTERM');
    await delay(50);
    for (let i = BURST / 2; i < BURST; i += 1) calls.push(send(i % 2 === 0 ? a : b));
    const finals = await Promise.all(calls);

    expect(finals).toEqual(Array(BURST).fill(200));
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    // A refused the half sent to it after the signal.
    expect(retried).toBeGreaterThanOrEqual(BURST / 4);
    expect(await a.exited).toBe(0);

    const read = await call(b.url, 'GET', `/api/conversation/${encodeURIComponent(handle)}`, { token });
    expect(read.status).toBe(200);
    expect(read.json.analyses).toHaveLength(statuses.filter((status) => status === 200).length);
  }, 30_000);
});
