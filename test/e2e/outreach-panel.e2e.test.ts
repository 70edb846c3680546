// The Outreach tab in real Chromium against the real proxy with the embedded engine: the profile the
// background keeps for a tab shows as text, Generate, Evaluate and Shorten answer, the draft survives
// a reload, and text left by the context menu is evaluated. (Reading LinkedIn and inserting into it
// are the content script's, tested on their own.)
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningProxy } from '../../proxy/server.ts';
import { profileStorageKey } from '../../lib/messaging/outreach-protocol.ts';
import { PENDING_SELECTION_KEY } from '../../lib/messaging/outreach-selection.ts';
import { locateChrome } from '../../scripts/lib/find-chrome.ts';
import { configureExtension } from '../../scripts/lib/extension-control.ts';
import { launchWithExtension, type LaunchedBrowser } from '../../scripts/lib/launch-browser.ts';
import { ada } from '../outreach/fixtures.ts';
import { issueUserToken, requireBuild, startLocalProxy } from './support/setup.ts';

declare const chrome: {
  storage: { session: { set(items: Record<string, unknown>): Promise<void> } };
  contextMenus: { update(id: string, properties: { title: string }): Promise<void> };
};

const TAB = 424_242;
let proxy: RunningProxy;
let browser: LaunchedBrowser;
let panel: Page;

beforeAll(async () => {
  const chromePath = locateChrome();
  if (!chromePath) throw new Error('No Chromium found: run `npm test`, which finds or installs one.');
  const local = await startLocalProxy('sidecue-e2e-outreach-');
  proxy = local.proxy;
  browser = await launchWithExtension({ chromePath, extensionDir: requireBuild('chrome-mv3'), headless: true });
  await configureExtension(browser.serviceWorker, {
    proxyUrl: proxy.url,
    proxyToken: await issueUserToken(local.secret),
    aboutMe: 'I run Forecastly, which helps analytics teams forecast demand.',
  });
  await browser.serviceWorker.evaluate(([key, profile]) => chrome.storage.session.set({ [key]: profile }), [
    profileStorageKey(TAB),
    ada,
  ] as const);
  panel = await browser.context.newPage();
  await panel.goto(`chrome-extension://${browser.extensionId}/sidepanel.html?tab=${TAB}&view=outreach`);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
});

const draft = () => panel.getByRole('textbox', { name: 'Draft', exact: true });
const countText = () => panel.locator('.count').first().textContent();

describe('Outreach tab in Chromium', () => {
  it('shows the profile, and generates, evaluates and shortens through the proxy', async () => {
    expect(await panel.getByRole('tab', { name: 'Outreach' }).getAttribute('aria-selected')).toBe('true');
    await expect
      .poll(() => panel.getByRole('textbox', { name: 'Profile' }).inputValue())
      .toContain('Name: Ada Lovelace');

    await panel.getByRole('button', { name: 'Generate' }).click();
    await expect.poll(() => draft().inputValue(), { timeout: 15_000 }).not.toBe('');
    const generated = await draft().inputValue();
    expect(await countText()).toBe(`${generated.length} / 300 characters`);

    await panel.getByRole('button', { name: 'Evaluate' }).click();
    await expect
      .poll(() => panel.getByRole('heading', { name: /^Score \d+\/100$/ }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await panel.getByRole('list', { name: 'Findings' }).getByRole('listitem').count()).toBeGreaterThan(0);

    const long = `${generated} ${'We would also like to tell you about every feature we have built over the years. '.repeat(5)}`;
    await draft().fill(long);
    await expect.poll(countText).toContain('over the limit');
    await panel.getByRole('button', { name: 'Shorten' }).click();
    await expect.poll(() => draft().inputValue(), { timeout: 15_000 }).not.toBe(long);
    const shortened = await draft().inputValue();
    expect(shortened.length).toBeLessThanOrEqual(300);
    expect(await countText()).toBe(`${shortened.length} / 300 characters`);
    expect(await panel.getByRole('alert').count()).toBe(0);

    await panel.reload();
    await expect.poll(() => draft().inputValue()).toBe(shortened);
  });

  it('has its two context-menu entries, and evaluates text the context menu left for the tab', async () => {
    // update() refuses an entry that does not exist.
    for (const [id, title] of [
      ['sidecue-evaluate', 'Evaluate with Sidecue'],
      ['sidecue-shorten', 'Shorten with Sidecue'],
    ] as const) {
      await browser.serviceWorker.evaluate(([i, t]) => chrome.contextMenus.update(i, { title: t }), [
        id,
        title,
      ] as const);
    }
    await browser.serviceWorker.evaluate(([key, selection]) => chrome.storage.session.set({ [key]: selection }), [
      PENDING_SELECTION_KEY,
      { action: 'evaluate', text: 'Buy now! Act now, guaranteed results.', tabId: TAB, at: Date.now() },
    ] as const);
    await expect.poll(() => draft().inputValue()).toBe('Buy now! Act now, guaranteed results.');
    await expect
      .poll(() => panel.getByRole('list', { name: 'Findings' }).textContent(), { timeout: 15_000 })
      .toMatch(/Spam-filter phrases/);
  });
});
