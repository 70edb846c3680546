import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEngine, type Engine } from '../../proxy/engine/index.ts';

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'sidecue-engine-'));
}

export function call(engine: Engine, key: string | undefined, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key) headers.authorization = `Bearer ${key}`;
  return engine
    .fetch(
      new Request(`http://engine${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    )
    .then(async (response) => ({ status: response.status, body: (await response.json()) as any }));
}

export async function freshEngine(dataDir = tempDataDir(), databaseUrl?: string) {
  return { engine: await openEngine({ dataDir, databaseUrl }), dataDir };
}
