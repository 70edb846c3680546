// Starts the real proxy over real HTTP on loopback and talks to it like the extension does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProxy, type RunningProxy } from '../../../proxy/server.ts';
import { TEST_SECRET } from './fixtures.ts';

export interface Harness {
  proxy: RunningProxy;
  logs: string[];
  dataDir: string;
  close(): Promise<void>;
}

/** The proxy with its env: a fresh temp DATA_DIR, a known secret, and quiet logs kept for checks. */
export async function startTestProxy(env: Record<string, string | undefined>): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sidecue-proxy-test-'));
  const logs: string[] = [];
  const proxy = await startProxy(
    { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, PROXY_TOKEN_SECRET: TEST_SECRET, ...env },
    { log: (line) => logs.push(line) },
  );
  return {
    proxy,
    logs,
    dataDir,
    async close() {
      await proxy.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as it is, for bodies that are not JSON. */
  rawBody?: string;
  origin?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.origin) headers.origin = options.origin;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const response = await fetch(baseUrl + path, { method, headers, body });
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}
