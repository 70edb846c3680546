// Connecting the extension, in real Chromium: the panel's first screen leads to the options, the
// options page checks each token against the real proxy on loopback and says what is wrong, and
// the proxy's own reference page can try a POST.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenAuthority } from '../../proxy/auth/tokens.ts';
import type { RunningProxy } from '../../proxy/server.ts';
import { SETTINGS_KEY } from '../../lib/settings/schema.ts';
import { locateChrome } from '../../scripts/lib/find-chrome.ts';
import { launchWithExtension, type LaunchedBrowser } from '../../scripts/lib/launch-browser.ts';
import { requireBuild, startLocalProxy } from './support/setup.ts';
const DAY_MS = 86_400_000;
const alex = { user: 'alex', team: 'sales', creator: false };

declare const chrome: {
  storage: { local: { get(key: string): Promise<Record<string, { proxyToken?: string } | undefined>> } };
};

let proxy: RunningProxy;
let browser: LaunchedBrowser;
const tokens = { good: '', foreign: '', expired: '' };
let issuedAt: number;

beforeAll(async () => {
  const chromePath = locateChrome();
  if (!chromePath) throw new Error('No Chromium found: run `npm test`, which finds or installs one.');
  const extensionDir = requireBuild('chrome-mv3');
  const local = await startLocalProxy('sidecue-e2e-connection-');
  proxy = local.proxy;
  issuedAt = Date.now();
  tokens.good = await createTokenAuthority(local.secret, () => issuedAt).issue({ ...alex, days: 30 });
  tokens.foreign = await createTokenAuthority('a-secret-of-another-proxy-0123456789abcdef').issue({
    ...alex,
    days: 30,
  });
  tokens.expired = await createTokenAuthority(local.secret, () => issuedAt - 10 * DAY_MS).issue({ ...alex, days: 2 });
  browser = await launchWithExtension({ chromePath, extensionDir, headless: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
});

const storedToken = async () =>
  (await browser.serviceWorker.evaluate((key) => chrome.storage.local.get(key), SETTINGS_KEY))[SETTINGS_KEY]
    ?.proxyToken;

async function saveWith(options: Page, token: string) {
  await options.getByLabel('Proxy access token').fill(token);
  await options.getByRole('button', { name: 'Save', exact: true }).click();
}

describe('connecting Sidecue to its proxy', () => {
  it('leads from the panel to the options, and saves only a token the proxy accepts', async () => {
    // Nothing configured: the panel's first words say a proxy is needed, with the way to the options.
    const panel = await browser.context.newPage();
    await panel.goto(`chrome-extension://${browser.extensionId}/sidepanel.html?tab=999999`);
    const setup = panel.getByRole('region', { name: 'Setup' });
    await expect.poll(() => setup.textContent()).toContain('Sidecue needs a proxy to give guidance.');
    const [options] = await Promise.all([
      browser.context.waitForEvent('page', {
        predicate: (page) => page.url().endsWith('/options.html'),
        timeout: 10_000,
      }),
      setup.getByRole('button', { name: 'Open options' }).click(),
    ]);
    await options.waitForLoadState();
    await options.getByLabel('Proxy URL').fill(proxy.url);

    const alert = options.getByRole('alert');
    await saveWith(options, 'not-a-token');
    await expect
      .poll(() => alert.textContent())
      .toBe('Not saved. This access token is not in the right format. Paste it again exactly as your admin sent it.');

    await saveWith(options, tokens.foreign);
    await expect
      .poll(() => alert.textContent())
      .toBe(
        'Not saved. The proxy did not accept this access token: it was not issued by this proxy. Check the Proxy URL, or ask your admin for a new token.',
      );

    await saveWith(options, tokens.expired);
    const expiredOn = await options.evaluate(
      (iso) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }),
      new Date(Math.floor((issuedAt - 10 * DAY_MS) / 1000) * 1000 + 2 * DAY_MS).toISOString(),
    );
    await expect
      .poll(() => alert.textContent())
      .toBe(`Not saved. This access token expired on ${expiredOn}. Ask your admin for a new one.`);
    expect(await storedToken()).toBeUndefined();

    await saveWith(options, tokens.good);
    const validUntil = await options.evaluate(
      (iso) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }),
      new Date(Math.floor(issuedAt / 1000) * 1000 + 30 * DAY_MS).toISOString(),
    );
    await expect
      .poll(() => options.getByRole('group', { name: 'Save your settings' }).getByRole('status').textContent())
      .toBe(`Saved. Connected as alex (team sales), token valid until ${validUntil}.`);
    expect(await storedToken()).toBe(tokens.good);

    // The open panel follows the saved settings: the setup notice is gone.
    await expect.poll(() => setup.count()).toBe(0);
    await panel.close();
    await options.close();
  }, 60_000);

  it("tries an analyze POST from the proxy's own reference page", async () => {
    const reference = await browser.context.newPage();
    await reference.goto(`${proxy.url}/reference`);
    const analyze = reference.locator('details#analyze');
    await analyze.locator('summary').click();
    await analyze.getByLabel('Proxy access token').fill(tokens.good);
    await analyze.getByRole('button', { name: 'Send' }).click();
    const answer = analyze.locator('form pre');
    await expect.poll(() => answer.textContent(), { timeout: 10_000 }).toMatch(/^200 /);
    expect(await answer.textContent()).toContain('"elaboration"');
    await reference.close();
  }, 30_000);
});
