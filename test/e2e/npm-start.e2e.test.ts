// `npm start` as a newcomer on a machine with no display runs it: headless, it says where to look,
// logs each guidance with its time and speed but never its text, stamps each request line with the
// time, and Ctrl+C says what it stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesCall } from '../../practice/sales-call-script.js';
import { requireBuild } from './support/setup.ts';

const GUIDANCE_LINE =
  /^\d{2}:\d{2}:\d{2} guidance #1 for Alex Rivera(?: \(a repeat, counted but not shown\))?: \d+ ms at the proxy/m;

let child: ChildProcess;
let output = '';
let exitCode: number | null = null;

function waitFor(pattern: RegExp, timeoutMs: number): Promise<void> {
  return new Promise((done, fail) => {
    const started = Date.now();
    const check = setInterval(() => {
      if (pattern.test(output)) {
        clearInterval(check);
        done();
      } else if (Date.now() - started > timeoutMs || exitCode !== null) {
        clearInterval(check);
        fail(new Error(`npm start never printed ${pattern} (exit ${exitCode}). It printed:\n${output.slice(-3000)}`));
      }
    }, 100);
  });
}

beforeAll(() => {
  requireBuild('chrome-mv3');
  const dataDir = mkdtempSync(join(tmpdir(), 'sidecue-start-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, SIDECUE_HEADLESS: '1', SIDECUE_PREBUILT: '1', PORT: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('exit', (code) => (exitCode = code ?? -1));
});

afterAll(() => {
  if (exitCode === null) child.kill('SIGKILL');
});

describe('npm start without a window', () => {
  it('says where to look, logs guidance without its text, and says what Ctrl+C stopped', async () => {
    await waitFor(/Sidecue is running without a window/, 60_000);
    expect(output).toMatch(/Guidance: +logged below as it arrives/);
    expect(output).toMatch(/Panel: +open chrome:\/\/inspect .*127\.0\.0\.1:\d+/);

    await waitFor(GUIDANCE_LINE, 90_000);
    expect(output).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z POST \/api\/analyze 200 /m);

    child.kill('SIGINT');
    await waitFor(/Stopped \(Ctrl\+C\):/, 20_000);
    await new Promise<void>((done) => (exitCode !== null ? done() : child.once('exit', () => done())));
    expect(exitCode).toBe(0);
    expect(output).toMatch(/the proxy on http:\/\/127\.0\.0\.1:\d+/);
    expect(output).toMatch(/Kept in .*sidecue-start-/);

    // Nothing anyone said reaches the terminal: not a caption, not a quote in guidance.
    for (const line of salesCall) expect(output).not.toContain(line.text.slice(0, 30));
  }, 200_000);
});
