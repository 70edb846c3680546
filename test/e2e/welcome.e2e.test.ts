// First run, in real Chromium: installing the extension opens the welcome page, whose "Test connection"
// passes against the real proxy on loopback and says in words why it fails with a wrong address, a
// foreign or expired token, and a token revoked with the proxy's own `npm run proxy:token -- --revoke`.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../lib/api/contract.ts';
import { createTokenAuthority } from '../../proxy/auth/tokens.ts';
import type { RunningProxy } from '../../proxy/server.ts';
import { locateChrome } from '../../scripts/lib/find-chrome.ts';
import { launchWithExtension, type LaunchedBrowser } from '../../scripts/lib/launch-browser.ts';
import { requireBuild, startLocalProxy } from './support/setup.ts';

const DAY_MS = 86_400_000;
const alex = { user: 'alex', team: 'sales', creator: false };

let proxy: RunningProxy;
let browser: LaunchedBrowser;
/** Some other web server on loopback: answers, but is no Sidecue proxy. */
let otherServer: Server;
let welcome: Page;
const tokens = { good: '', foreign: '', expired: '', revoked: '' };
let issuedAt: number;

beforeAll(async () => {
  const chromePath = locateChrome();
  if (!chromePath) throw new Error('No Chromium found: run `npm test`, which finds or installs one.');
  const extensionDir = requireBuild('chrome-mv3');
  const local = await startLocalProxy('sidecue-e2e-welcome-');
  proxy = local.proxy;
  issuedAt = Date.now();
  tokens.good = await createTokenAuthority(local.secret, () => issuedAt).issue({ ...alex, days: 30 });
  tokens.foreign = await createTokenAuthority('a-secret-of-another-proxy-0123456789abcdef').issue({
    ...alex,
    days: 30,
  });
  tokens.expired = await createTokenAuthority(local.secret, () => issuedAt - 10 * DAY_MS).issue({ ...alex, days: 2 });
  // Sam's token is valid until the admin revokes Sam (in the test, through the token command).
  tokens.revoked = await createTokenAuthority(local.secret, () => issuedAt - DAY_MS).issue({
    user: 'sam',
    team: 'sales',
    creator: false,
    days: 30,
  });
  // It lets any origin read it (as many public servers do); one that does not reads as unreachable to the extension.
  otherServer = createServer((request, response) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (request.method === 'OPTIONS') response.writeHead(204, cors).end();
    else response.writeHead(404, { ...cors, 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  await new Promise<void>((done) => otherServer.listen(0, '127.0.0.1', done));
  browser = await launchWithExtension({ chromePath, extensionDir, headless: true });
  // The welcome tab may open before or after the launcher returns.
  welcome =
    browser.context.pages().find((page) => page.url().endsWith('/welcome.html')) ??
    (await browser.context.waitForEvent('page', {
      predicate: (page) => page.url().endsWith('/welcome.html'),
      timeout: 15_000,
    }));
  await welcome.waitForLoadState();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await new Promise((done) => otherServer?.close(done));
});

async function testWith(proxyUrl: string, token: string) {
  await welcome.getByLabel('Proxy URL').fill(proxyUrl);
  await welcome.getByLabel('Proxy access token').fill(token);
  await welcome.getByRole('button', { name: 'Test connection' }).click();
}

const dateOf = (epochMs: number) =>
  welcome.evaluate(
    (iso) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }),
    new Date(epochMs).toISOString(),
  );

describe('first run', () => {
  it('opens the welcome page on install, at its first step', async () => {
    expect(welcome.url()).toBe(`chrome-extension://${browser.extensionId}/welcome.html`);
    await expect.poll(() => welcome.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome to Sidecue');
    expect(await welcome.locator('[aria-current="step"]').textContent()).toBe('Connect to your proxy');
  });

  it('says in words why the connection fails: nothing there, not a Sidecue proxy, token refused, token expired', async () => {
    const alert = welcome.getByRole('alert');
    // A port nothing listens on any more.
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((done) => closed.close(done));
    await testWith(deadUrl, tokens.good);
    await expect
      .poll(() => alert.textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`^Not connected\\. Sidecue could not reach a proxy at ${deadUrl}`));

    const otherUrl = `http://127.0.0.1:${(otherServer.address() as AddressInfo).port}`;
    await testWith(otherUrl, tokens.good);
    await expect
      .poll(() => alert.textContent(), { timeout: 15_000 })
      .toBe(
        `Not connected. ${otherUrl} answers, but it is not a Sidecue proxy. Check the address your admin sent you.`,
      );

    await testWith(proxy.url, tokens.foreign);
    await expect
      .poll(() => alert.textContent(), { timeout: 15_000 })
      .toBe(
        'Not connected. The proxy did not accept this access token: it was not issued by this proxy. Check the Proxy URL, or ask your admin for a new token.',
      );

    await testWith(proxy.url, tokens.expired);
    const expiredOn = await dateOf(Math.floor((issuedAt - 10 * DAY_MS) / 1000) * 1000 + 2 * DAY_MS);
    await expect
      .poll(() => alert.textContent(), { timeout: 15_000 })
      .toBe(`Not connected. This access token expired on ${expiredOn}. Ask your admin for a new one.`);
    expect(await welcome.getByLabel('Proxy access token').inputValue()).toBe(tokens.expired);
  }, 60_000);

  it('says a token revoked by the admin was revoked, once the token command revoked it on the running proxy', async () => {
    const alert = welcome.getByRole('alert');
    await testWith(proxy.url, tokens.revoked);
    await expect
      .poll(() => welcome.getByRole('status').textContent(), { timeout: 15_000 })
      .toMatch(/^Saved\. Connected as sam \(team sales\)/);

    // As the admin guide (docs/admin-guide.md) tells an admin: the same DATA_DIR as the proxy, no restart.
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: proxy.config.dataDir };
    delete env.REDIS_URL;
    delete env.PROXY_TOKEN_SECRET;
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'proxy:token', '--', '--revoke', 'sam'], {
      env,
    });
    expect(stdout).toMatch(/^Revoked every token of sam issued until /);
    // The proxy notices the file within a poll of it; on a busy machine that can take a moment.
    await expect
      .poll(
        async () =>
          (await fetch(`${proxy.url}${paths.authCheck}`, { headers: { authorization: `Bearer ${tokens.revoked}` } }))
            .status,
        { timeout: 15_000 },
      )
      .toBe(401);

    await testWith(proxy.url, tokens.revoked);
    await expect
      .poll(() => alert.textContent(), { timeout: 15_000 })
      .toBe('Not connected. This access token was revoked by your admin. Ask your admin for a new one.');
  }, 60_000);

  it('passes against the real proxy, saves, and walks on to the practice call', async () => {
    await testWith(proxy.url, tokens.good);
    const validUntil = await dateOf(Math.floor(issuedAt / 1000) * 1000 + 30 * DAY_MS);
    await expect
      .poll(() => welcome.getByRole('status').textContent(), { timeout: 15_000 })
      .toBe(`Saved. Connected as alex (team sales), token valid until ${validUntil}.`);
    const stored = await browser.serviceWorker.evaluate(() => chrome.storage.local.get('settings'));
    expect(stored.settings).toMatchObject({ proxyUrl: proxy.url, proxyToken: tokens.good });

    await welcome.getByRole('button', { name: 'Next' }).click();
    await welcome.getByRole('button', { name: 'Skip this step' }).click();
    await welcome.getByRole('button', { name: 'Next' }).click();
    // The proxy is the local one: the practice call is one click away.
    expect(await welcome.getByRole('link', { name: 'Open the practice call' }).getAttribute('href')).toBe(
      'https://meet.google.com/sid-ecue-prc',
    );
  }, 30_000);

  it('the options link back to the walk-through and to the privacy policy shipped inside', async () => {
    const options = await browser.context.newPage();
    await options.goto(`chrome-extension://${browser.extensionId}/options.html`);
    // The status line checked the saved proxy and token on opening, and whether the proxy has a playbook.
    const validUntil = await dateOf(Math.floor(issuedAt / 1000) * 1000 + 30 * DAY_MS);
    await expect
      .poll(() => options.getByRole('status', { name: 'Proxy status' }).textContent(), { timeout: 15_000 })
      .toBe(
        `Connected to ${proxy.url} as alex (team sales), token valid until ${validUntil}. The proxy has no playbook for your team.`,
      );
    await options.getByRole('link', { name: 'Privacy policy' }).click();
    await expect.poll(() => options.getByRole('heading', { level: 1 }).textContent()).toBe('Sidecue privacy policy');
    await options.goBack();
    await options.getByRole('link', { name: 'Set up Sidecue step by step' }).click();
    // Connected, no display name yet: it resumes at that step.
    await expect.poll(() => options.locator('[aria-current="step"]').textContent()).toBe('Your display name');
    await options.close();
  }, 30_000);
});

declare const chrome: { storage: { local: { get(key: string): Promise<Record<string, Record<string, unknown>>> } } };
