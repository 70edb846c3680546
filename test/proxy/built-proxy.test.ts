// The proxy built ahead (`npm run build:proxy`): started with plain node, it finds the engine's
// data files (word vectors, models, eld) and package.json from the built files.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyzeResponse } from '../../lib/api/contract.ts';
import { buildProxy, pointAtSource } from '../../scripts/build-proxy.ts';
import { TEST_SECRET, mintToken } from './helpers/fixtures.ts';
import { call } from './helpers/proxy-harness.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('pointAtSource', () => {
  it("points import.meta at the source file's place, relative to the built file", () => {
    const code = "join(import.meta.dirname, 'words.txt'); new URL('../package.json', import.meta.url);";
    expect(pointAtSource(code, '/repo/proxy/engine/meaning/files.ts', '/repo/dist/proxy')).toBe(
      'join((import.meta.dirname + "/../../proxy/engine/meaning"), \'words.txt\'); ' +
        'new URL(\'../package.json\', new URL("../../proxy/engine/meaning/files.ts", import.meta.url).href);',
    );
  });
});

describe('the built proxy', () => {
  let outDir: string;
  let dataDir: string;
  let child: ChildProcess;
  let url: string;

  beforeAll(async () => {
    // Inside the checkout, so the built files resolve packages from its node_modules as dist/proxy does.
    mkdirSync(join(root, 'dist'), { recursive: true });
    outDir = mkdtempSync(join(root, 'dist', 'proxy-test-'));
    dataDir = mkdtempSync(join(tmpdir(), 'sidecue-built-proxy-'));
    await buildProxy(outDir);
    child = spawn(process.execPath, [join(outDir, 'main.js')], {
      // Only what the proxy needs: the developer's own environment must not leak in.
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        PROXY_TOKEN_SECRET: TEST_SECRET,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    url = await new Promise<string>((resolve, reject) => {
      let stdout = '';
      let stderr = '';
      child.stderr?.on('data', (chunk) => (stderr += chunk));
      child.stdout?.on('data', (chunk) => {
        stdout += chunk;
        const listening = /listening on (http:\/\/\S+?),/.exec(stdout);
        if (listening?.[1]) resolve(listening[1]);
      });
      child.once('exit', (code) => reject(new Error(`the built proxy exited with ${code}: ${stderr}`)));
    });
  }, 60_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (outDir) rmSync(outDir, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers /health with the version from package.json', async () => {
    const health = await call(url, 'GET', '/health');
    expect(health.status).toBe(200);
    expect(health.json).toMatchObject({ ok: true, mode: 'embedded', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('analyzes with the embedded engine and its data files', async () => {
    const token = await mintToken({ user: 'alice', team: null, creator: false });
    const analyzed = await call(url, 'POST', '/api/analyze', {
      token,
      body: {
        currentUser: 'Alex',
        persist: false,
        transcript: [
          { speakerRole: 'user', speakerName: 'Alex', content: 'Thanks for joining. How is the quarter going?' },
          { speakerRole: 'user', speakerName: 'Jordan', content: 'Honestly your price seems too expensive for us.' },
        ],
      },
    });
    expect(analyzed.status).toBe(200);
    const analysis = AnalyzeResponse.parse(analyzed.json);
    expect(JSON.stringify(analysis)).toContain('price');
  });

  it('starts without the engine: what main.js loads at start holds no language detector, model or word vectors', () => {
    // A forwarding proxy loads the engine's text work on first use (routes/engine-parts.ts); at start it
    // would cost about 70 MB, and every garbage collection would walk it.
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      const code = readFileSync(join(outDir, file), 'utf8');
      // Static imports only: `import(...)` is loaded when used.
      for (const [, imported] of code.matchAll(/^(?:import|} from|export .* from) ?"\.\/([^"]+)"/gm)) visit(imported!);
      for (const [, name] of code.matchAll(/(?:from |import )"([^."][^"]*)"/g))
        expect(name, `${file} imports ${name}`).not.toMatch(/^eld\b/);
      expect(code, file).not.toMatch(/objection-model|word-vectors\.bin/);
    };
    visit('main.js');
    expect(loaded.size).toBeGreaterThan(2);
  });
});
