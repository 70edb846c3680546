// An oversized body gets its 413 with the typed body even while the client is still sending it:
// the proxy must not close the connection under a client that has not finished writing, or the
// client sees a broken pipe instead of "too large". The proxy runs in its own process, as in a
// deployment (in the test's own process the race hardly ever shows), and each case uploads 12 MB
// many times over, since the failure depends on timing.
import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScript } from './helpers/child.ts';
import { SERVICE_KEY, TEST_SECRET, mintToken } from './helpers/fixtures.ts';
import { startStandInService, type StandInService } from './helpers/stand-in-service.ts';

const UPLOAD_BYTES = 12 * 1024 * 1024;
const ATTEMPTS = 16;

let service: StandInService;
let proxy: ChildProcess;
let proxyUrl: string;
let dataDir: string;
let token: string;

beforeAll(async () => {
  service = await startStandInService();
  dataDir = mkdtempSync(join(tmpdir(), 'sidecue-upload-test-'));
  const started = await startScript('proxy/main.ts', {
    PORT: '0',
    DATA_DIR: dataDir,
    PROXY_TOKEN_SECRET: TEST_SECRET,
    SERVICE_BASE_URL: service.baseUrl,
    SERVICE_API_KEY: SERVICE_KEY,
    RATE_LIMIT_PER_MINUTE: '1000',
  });
  proxy = started.child;
  proxyUrl = /listening on (\S+),/.exec(started.firstLine)![1]!;
  token = await mintToken({ user: 'alice', team: 'sales', creator: false });
});
afterAll(async () => {
  proxy?.kill();
  await service?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const whole = () => new Uint8Array(UPLOAD_BYTES).fill(0x78);
/** Without a length: the proxy learns the size only while the body streams. */
function streamed() {
  const chunk = new Uint8Array(256 * 1024).fill(0x78);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= UPLOAD_BYTES) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

async function upload(body: () => BodyInit): Promise<{ status: number; text: string } | { error: string }> {
  try {
    const response = await fetch(`${proxyUrl}/api/analyze`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body(),
      duplex: 'half',
    } as RequestInit);
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { error: String((error as Error).cause ?? error) };
  }
}

describe('an oversized upload', () => {
  it.each([
    ['with Content-Length', whole],
    ['chunked', streamed],
  ])(
    `%s: each of ${ATTEMPTS} uploads of 12 MB reads its 413 too_large, none a broken pipe`,
    async (_how, body) => {
      const outcomes = [];
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) outcomes.push(await upload(body));
      expect(outcomes.filter((outcome) => 'error' in outcome)).toEqual([]);
      for (const outcome of outcomes as { status: number; text: string }[]) {
        expect(outcome.status).toBe(413);
        const { error } = JSON.parse(outcome.text);
        expect(error).toMatchObject({ code: 'too_large', details: { maxBytes: 2 * 1024 * 1024 } });
        expect(error.message).toContain('MAX_BODY_BYTES');
      }
      expect(service.received).toHaveLength(0);
    },
    60_000,
  );
});

describe('a body declared larger than the proxy will read to throw away (64 MiB)', () => {
  it('is answered 413 at once, without waiting for the body, and the connection closed', async () => {
    const { port } = new URL(proxyUrl);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/analyze HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n{"current`,
        );
      });
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      // Only the proxy can end this: the client never sends the rest of the 100 MiB.
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
      socket.setTimeout(5_000, () => reject(new Error(`no answer in 5 s: ${text}`)));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('"code":"too_large"');
  });
});
