// The admin's side: minting tokens, configuration mistakes, and what the proxy prints.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProxyConfig } from '../../proxy/config.ts';
import { runScript, startScript } from './helpers/child.ts';
import { startStandInService, type StandInService } from './helpers/stand-in-service.ts';
import { call, startTestProxy } from './helpers/proxy-harness.ts';
import { SERVICE_KEY, analyzeBody } from './helpers/fixtures.ts';

let service: StandInService;
const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'sidecue-proxy-cli-'));
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  service = await startStandInService();
});
afterAll(async () => {
  await service.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('npm run proxy:token', () => {
  it('prints a token on its last line that the proxy, sharing DATA_DIR, accepts', async () => {
    const dataDir = tempDir();
    const minted = await runScript(
      'proxy/cli/token.ts',
      ['--user', 'alice', '--team', 'sales', '--creator', '--days', '30'],
      {
        DATA_DIR: dataDir,
      },
    );
    expect(minted.code).toBe(0);
    const lines = minted.stdout.trim().split('\n');
    const token = lines.at(-1) ?? '';
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(lines.length).toBeLessThanOrEqual(2);
    // The secret was generated on first use, readable by its owner only.
    expect(statSync(join(dataDir, 'proxy-secret')).mode & 0o777).toBe(0o600);

    const harness = await startTestProxy({
      DATA_DIR: dataDir,
      PROXY_TOKEN_SECRET: undefined,
      SERVICE_BASE_URL: service.baseUrl,
      SERVICE_API_KEY: SERVICE_KEY,
    });
    try {
      const result = await call(harness.proxy.url, 'POST', '/api/analyze', { token, body: analyzeBody });
      expect(result.status).toBe(200);
      const other = await call(harness.proxy.url, 'POST', '/api/analyze', {
        token: `${token.slice(0, -2)}xx`,
        body: analyzeBody,
      });
      expect(other.status).toBe(401);
    } finally {
      await harness.close();
    }
  });

  it('refuses to mint without --user, and a creator without a team', async () => {
    const dataDir = tempDir();
    const noUser = await runScript('proxy/cli/token.ts', ['--team', 'sales'], { DATA_DIR: dataDir });
    expect(noUser.code).toBe(2);
    expect(noUser.stderr).toContain('--user is required');
    expect(noUser.stdout).toBe('');
    const noTeam = await runScript('proxy/cli/token.ts', ['--user', 'alice', '--creator'], { DATA_DIR: dataDir });
    expect(noTeam.code).toBe(2);
    expect(noTeam.stderr).toContain('--creator needs --team');
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    expect(loadProxyConfig({})).toEqual({
      mode: 'embedded',
      serviceApiKey: undefined,
      serviceBaseUrl: undefined,
      port: 8787,
      host: '127.0.0.1',
      dataDir: '.data',
      allowedOrigins: ['chrome-extension://*', 'moz-extension://*'],
      tokenSecret: undefined,
      previousTokenSecret: undefined,
      redisUrl: undefined,
      maxBodyBytes: 2 * 1024 * 1024,
      rateLimitPerMinute: 120,
      upstreamTimeoutMs: 60_000,
      maxUpstreamResponseBytes: 10 * 1024 * 1024,
      shutdownGraceMs: 10_000,
    });
  });

  it('reads forwarding mode and lists', () => {
    const config = loadProxyConfig({
      SERVICE_BASE_URL: 'https://service.example/prefix',
      SERVICE_API_KEY: 'service_abc',
      ALLOWED_ORIGINS: ' chrome-extension://abc , moz-extension://* ,',
      PORT: '9000',
    });
    expect(config).toMatchObject({
      mode: 'forwarding',
      port: 9000,
      allowedOrigins: ['chrome-extension://abc', 'moz-extension://*'],
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SERVICE_BASE_URL: 'https://service.example' }, 'SERVICE_API_KEY: is required when SERVICE_BASE_URL is set'],
    [{ SERVICE_BASE_URL: 'ftp://service.example', SERVICE_API_KEY: 'service_x' }, 'SERVICE_BASE_URL'],
    [{ SERVICE_API_KEY: 'sk_live_123' }, 'SERVICE_API_KEY: the key must start with "service_"'],
    [{ PROXY_TOKEN_SECRET: 'short' }, 'PROXY_TOKEN_SECRET: must be at least 32 characters long'],
    [{ ALLOWED_ORIGINS: '*' }, 'ALLOWED_ORIGINS'],
    [{ ALLOWED_ORIGINS: 'https://*.example.com' }, 'ALLOWED_ORIGINS'],
    [{ MAX_BODY_BYTES: '-1' }, 'MAX_BODY_BYTES'],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, 'RATE_LIMIT_PER_MINUTE'],
    [{ UPSTREAM_TIMEOUT_MS: '1.5' }, 'UPSTREAM_TIMEOUT_MS'],
    [{ SHUTDOWN_GRACE_MS: '-1' }, 'SHUTDOWN_GRACE_MS: must be at least 0'],
    [{ SHUTDOWN_GRACE_MS: 'soon' }, 'SHUTDOWN_GRACE_MS: must be a whole number'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN: must be at least 24 characters long'],
  ])('refuses %j', (env, words) => {
    expect(() => loadProxyConfig(env)).toThrow(words);
  });

  it('stops with exit code 2 and one clear line on a bad value', async () => {
    const result = await runScript('proxy/main.ts', [], {
      DATA_DIR: tempDir(),
      SERVICE_BASE_URL: 'https://service.example',
      PORT: 'x',
    });
    expect(result.code).toBe(2);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^sidecue-proxy: Invalid configuration: .*PORT.*SERVICE_API_KEY/);
    expect(result.stdout).toBe('');
  });

  it('prints one line on start, with URL, mode and origins but never the key or secret', async () => {
    const dataDir = tempDir();
    const secret = 'a-secret-the-banner-must-never-show-0123456789';
    const { child, firstLine } = await startScript('proxy/main.ts', {
      DATA_DIR: dataDir,
      PORT: '0',
      SERVICE_BASE_URL: service.baseUrl,
      SERVICE_API_KEY: SERVICE_KEY,
      PROXY_TOKEN_SECRET: secret,
    });
    try {
      expect(firstLine).toMatch(
        /^Sidecue proxy listening on http:\/\/127\.0\.0\.1:\d+, forwarding mode to http:\/\/127\.0\.0\.1:\d+\/svc\/v1, allowed origins: chrome-extension:\/\/\*, moz-extension:\/\/\*$/,
      );
      expect(firstLine).not.toContain(SERVICE_KEY);
      expect(firstLine).not.toContain(secret);
      const url = /listening on (\S+),/.exec(firstLine)?.[1] ?? '';
      expect((await call(url, 'GET', '/health')).json.mode).toBe('forwarding');
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('stops with exit code 2 on a PLAYBOOK_FILE it cannot read or that is not a playbook, and starts with a good one', async () => {
    const dataDir = tempDir();
    const missing = await runScript('proxy/main.ts', [], {
      DATA_DIR: dataDir,
      PLAYBOOK_FILE: join(dataDir, 'nope.yaml'),
    });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`sidecue-proxy: PLAYBOOK_FILE: cannot read ${join(dataDir, 'nope.yaml')}`);
    const bad = join(dataDir, 'bad.yaml');
    writeFileSync(bad, 'version: 1\nobjections:\n  - id: a\n    kind: cost\n');
    const refused = await runScript('proxy/main.ts', [], { DATA_DIR: dataDir, PLAYBOOK_FILE: bad });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${bad}:4:11: objections[0]: kind must be one of`);
    expect(refused.stderr).toContain(`${bad}:3:5: objections[0]: "title" is missing`);

    const { child, firstLine } = await startScript('proxy/main.ts', {
      DATA_DIR: dataDir,
      PORT: '0',
      SERVICE_BASE_URL: service.baseUrl,
      SERVICE_API_KEY: SERVICE_KEY,
      PLAYBOOK_FILE: 'examples/playbooks/practice.yaml',
    });
    try {
      expect(firstLine).toMatch(/^Sidecue proxy listening on /);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('generates the secret once into DATA_DIR and reuses it', async () => {
    const dataDir = tempDir();
    await runScript('proxy/cli/token.ts', ['--user', 'a'], { DATA_DIR: dataDir });
    const first = readFileSync(join(dataDir, 'proxy-secret'), 'utf8');
    await runScript('proxy/cli/token.ts', ['--user', 'b'], { DATA_DIR: dataDir });
    expect(readFileSync(join(dataDir, 'proxy-secret'), 'utf8')).toBe(first);
    expect(first.trim().length).toBeGreaterThanOrEqual(32);
  });
});
