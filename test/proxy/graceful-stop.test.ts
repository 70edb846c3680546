// SIGTERM on a real proxy process in the middle of a burst: what was accepted finishes and is saved,
// what comes after is refused, and the exit code tells whether anything had to be cut.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startProxy } from '../../proxy/server.ts';
import { sendJson, startLoopbackServer } from '../support/http-server.ts';
import { TEST_SECRET, analyzeBody, mintToken } from './helpers/fixtures.ts';
import { call } from './helpers/proxy-harness.ts';

const MODEL_DELAY_MS = 1500;
/** Node's default: how long an idle connection would otherwise hold the stop. */
const KEEP_ALIVE_TIMEOUT_MS = 5000;
let token: string;
const root = fileURLToPath(new URL('../../', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  token = await mintToken({ user: 'alice', team: 'sales', creator: false });
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A model that answers 503 (so the rules answer) only after `delayMs`, or never. */
async function slowModel(delayMs: number | 'never') {
  const server = await startLoopbackServer((_request, response) => {
    if (delayMs !== 'never') setTimeout(() => sendJson(response, 503, { error: { message: 'busy' } }), delayMs);
  });
  return { ...server, calls: () => server.received.length };
}

/**
 * Node with tsx as a loader, not the tsx command: the command relays a signal and kills a child that
 * does not acknowledge it within 30 ms, which a loaded machine can miss (as systemd would run a build).
 */
function startChild(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sidecue-graceful-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'proxy/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', PROXY_TOKEN_SECRET: TEST_SECRET, ...env },
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise<{
    child: ChildProcess;
    url: string;
    dataDir: string;
    exited: Promise<number | null>;
    stderr: () => string;
  }>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const url = /listening on (\S+),/.exec(stdout)?.[1];
      if (url) resolve({ child, url, dataDir, exited, stderr: () => stderr });
    });
    void exited.then((code) => reject(new Error(`exited with ${code} before listening: ${stderr}`)));
  });
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves with the error code of a fresh TCP connection, or 'connected'. */
function tryConnect(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

describe('SIGTERM', () => {
  it('finishes the burst in flight with 200s, refuses new connections, saves every analysis and exits 0', async () => {
    const model = await slowModel(MODEL_DELAY_MS);
    try {
      const proxy = await startChild({ LLM_BASE_URL: model.url, LLM_MODEL: 'stand-in', LLM_STREAM: 'false' });
      const created = await call(proxy.url, 'POST', '/api/conversation', { token, body: { name: 'Burst' } });
      expect(created.status).toBe(201);
      const handle = created.json.id as string;

      const burst = Array.from({ length: 6 }, () =>
        call(proxy.url, 'POST', '/api/analyze', { token, body: { ...analyzeBody, sessionId: handle } }),
      );
      // Every request of the burst is accepted and waiting on the model when the signal comes.
      await until(() => model.calls() === 6, 'the burst to reach the model');
      proxy.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await tryConnect(proxy.url)).toBe('ECONNREFUSED');

      const answers = await Promise.all(burst);
      const answeredAt = Date.now();
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(await proxy.exited).toBe(0);
      // The answered connections closed at once rather than after Node's 5 s keep-alive timeout.
      expect(Date.now() - answeredAt).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);

      // A fresh proxy on the same data finds all six analyses saved in the conversation.
      const again = await startProxy(
        { PORT: '0', HOST: '127.0.0.1', DATA_DIR: proxy.dataDir, PROXY_TOKEN_SECRET: TEST_SECRET },
        { log: () => {} },
      );
      try {
        const read = await call(again.url, 'GET', `/api/conversation/${encodeURIComponent(handle)}`, { token });
        expect(read.status).toBe(200);
        expect(read.json.analyses).toHaveLength(6);
      } finally {
        await again.close();
      }
    } finally {
      await model.close();
    }
  }, 120_000);

  it('answers a request still running after SHUTDOWN_GRACE_MS with a 503 and exits 1', async () => {
    const model = await slowModel('never');
    try {
      const proxy = await startChild({
        LLM_BASE_URL: model.url,
        LLM_MODEL: 'stand-in',
        LLM_STREAM: 'false',
        SHUTDOWN_GRACE_MS: '300',
      });
      const hanging = call(proxy.url, 'POST', '/api/analyze', { token, body: analyzeBody });
      await until(() => model.calls() === 1, 'the request to reach the model');
      proxy.child.kill('SIGTERM');
      const answer = await hanging;
      expect(answer.status).toBe(503);
      expect(answer.json.error.code).toBe('service_unavailable');
      expect(await proxy.exited).toBe(1);
      expect(proxy.stderr()).toContain('stopped with 1 request(s) unfinished after SHUTDOWN_GRACE_MS');
    } finally {
      await model.close();
    }
  }, 120_000);

  it('exits 0 at once when nothing is in flight, idle keep-alive connections included', async () => {
    const proxy = await startChild({});
    // fetch keeps this connection open and idle after the answer.
    expect((await call(proxy.url, 'GET', '/health')).status).toBe(200);
    const signalledAt = Date.now();
    proxy.child.kill('SIGTERM');
    expect(await proxy.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
  }, 120_000);
});
