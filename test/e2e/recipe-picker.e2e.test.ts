// The element picker end to end in real Chromium: on a chat page no adapter knows (served over HTTPS as
// support.example-shop.test), the panel's "Capture from this page" picks one message, previews the
// conversation, saves the recipe for the site, and after a reload the registered content script
// captures the page again, new messages included, without picking, and the real proxy gives guidance.
//
// Playwright cannot click the toolbar button (what grants activeTab) nor answer a permission prompt.
// So the test loads a copy of the build whose manifest also declares the practice site as a host
// permission: executeScript then reaches the tab as activeTab would let it, and permissions.request
// for that site resolves at once. Everything else is the shipped extension.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningProxy } from '../../proxy/server.ts';
import { configureExtension, openPanelPage } from '../../scripts/lib/extension-control.ts';
import { locateChrome } from '../../scripts/lib/find-chrome.ts';
import { launchWithExtension, type LaunchedBrowser } from '../../scripts/lib/launch-browser.ts';
import { startPracticeServer, type PracticeServer } from '../../scripts/lib/practice-server.ts';
import { expectGuidanceArrives } from './support/call-journey.ts';
import { issueUserToken, requireBuild, startLocalProxy } from './support/setup.ts';

const SITE = 'support.example-shop.test';
const CHAT_URL = `https://${SITE}/conversations/42`;

declare const chrome: {
  tabs: { query(q: { url: string }): Promise<{ id?: number }[]> };
  scripting: { getRegisteredContentScripts(): Promise<{ id: string; matches?: string[] }[]> };
  storage: { local: { get(key: string): Promise<Record<string, unknown>> } };
};

/** The built extension, copied, with the practice site granted at install (see above). */
function buildWithSiteGranted(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'sidecue-picker-ext-')), 'ext');
  cpSync(requireBuild('chrome-mv3'), dir, { recursive: true });
  const manifestPath = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
  manifest.host_permissions = [`https://${SITE}/*`];
  writeFileSync(manifestPath, JSON.stringify(manifest));
  return dir;
}

async function tabIdOf(worker: Worker, url: string): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const [tab] = await worker.evaluate((u) => chrome.tabs.query({ url: u }), url);
    if (tab?.id) return tab.id;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No tab shows ${url}`);
}

const transcriptLines = (panel: Page) =>
  panel.getByRole('log', { name: 'Transcript' }).getByRole('listitem').allTextContents();

let proxy: RunningProxy;
let practice: PracticeServer;
let browser: LaunchedBrowser;

beforeAll(async () => {
  const chromePath = locateChrome();
  if (!chromePath) throw new Error('No Chromium found: run `npm test`, which finds or installs one.');
  const extensionDir = buildWithSiteGranted();
  const local = await startLocalProxy();
  proxy = local.proxy;
  practice = await startPracticeServer();
  browser = await launchWithExtension({ chromePath, extensionDir, headless: true, hostMap: practice.hostMap });
  await configureExtension(browser.serviceWorker, {
    proxyUrl: proxy.url,
    proxyToken: await issueUserToken(local.secret),
    displayName: 'Sam Okafor',
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await practice?.close();
  await proxy?.close();
});

describe('capture from a page no adapter knows', () => {
  it('picks one message, previews, saves for the site, and captures again after a reload without picking', async () => {
    const chat = await browser.context.newPage();
    await chat.goto(CHAT_URL);
    const tabId = await tabIdOf(browser.serviceWorker, CHAT_URL);
    const pageBefore = await chat.evaluate(() => document.documentElement.outerHTML);

    const panel = await openPanelPage(browser.context, browser.extensionId, tabId);
    await panel.getByRole('button', { name: 'Capture from this page' }).click();
    await chat.waitForSelector('[data-sidecue-picker]', { state: 'attached' });
    await chat.getByText('Great, can you refund the second one today?').click();

    const preview = panel.getByRole('list', { name: 'Preview' });
    await expect
      .poll(() => preview.getByRole('listitem').allTextContents(), { timeout: 10_000 })
      .toEqual([
        'Priya Natarajan Hello, I was charged twice for my subscription this month.',
        'You Thanks for writing in. I can see both charges on your account.',
        'Priya Natarajan Great, can you refund the second one today?',
      ]);
    // The picker is gone and the page is as it was: nothing added, nothing restyled.
    expect(await chat.evaluate(() => document.documentElement.outerHTML)).toBe(pageBefore);

    await panel.getByRole('button', { name: 'Save for this site' }).click();
    await expect
      .poll(() => panel.getByRole('status').last().textContent(), { timeout: 10_000 })
      .toBe(`Saved. Sidecue reads ${SITE} from now on, also on your next visit.`);
    await expect
      .poll(() => browser.serviceWorker.evaluate(() => chrome.scripting.getRegisteredContentScripts()), {
        timeout: 10_000,
      })
      .toEqual([expect.objectContaining({ matches: [`https://${SITE}/*`] })]);
    const stored = (await browser.serviceWorker.evaluate(() => chrome.storage.local.get('recipes'))).recipes as {
      origin: string;
    }[];
    expect(stored.map((r) => r.origin)).toEqual([`https://${SITE}`]);

    // Capture starts on the page at once: the panel turns to the conversation.
    const captured = [
      'Priya Natarajan Hello, I was charged twice for my subscription this month.',
      'Sam Okafor Thanks for writing in. I can see both charges on your account.',
      'Priya Natarajan Great, can you refund the second one today?',
    ];
    await expect.poll(() => transcriptLines(panel), { timeout: 15_000 }).toEqual(captured);

    // A reload ends the script the panel injected: only the registered one can read what follows.
    await chat.reload();
    await chat.waitForLoadState('load');
    await chat.evaluate(() =>
      (window as unknown as { __chat: { add(a: string, t: string): void } }).__chat.add(
        'Priya Natarajan',
        'Thank you, that was quick!',
      ),
    );
    await expect
      .poll(() => transcriptLines(panel), { timeout: 15_000 })
      .toEqual([...captured, 'Priya Natarajan Thank you, that was quick!']);
    expect(await panel.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Refund for order 88231 · Example Shop Support',
    );

    // The real proxy's engine coaches the user, whose own messages the recipe named after the settings.
    expect(await panel.getByRole('combobox', { name: 'Guidance for' }).inputValue()).toBe('Sam Okafor');
    await expectGuidanceArrives(panel);
  }, 120_000);
});
