// The whole journey on Microsoft Teams in real Chromium: the built extension on the Teams practice
// call served as teams.microsoft.com, the real proxy with the embedded engine on loopback, and the
// panel page showing the result. The page splits turns after pauses, shows "Unknown" before names
// and drops old caption items from the DOM, as Teams does.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenAuthority } from '../../proxy/auth/tokens.ts';
import { resolveTokenSecret } from '../../proxy/secret-file.ts';
import { startProxy, type RunningProxy } from '../../proxy/server.ts';
import { configureExtension, openPanelPage, waitForMeetingTab } from '../../scripts/lib/extension-control.ts';
import { locateChrome } from '../../scripts/lib/find-chrome.ts';
import { launchWithExtension, type LaunchedBrowser } from '../../scripts/lib/launch-browser.ts';
import { startPracticeServer, type PracticeServer } from '../../scripts/lib/practice-server.ts';

const EXTENSION_DIR = resolve('.output/chrome-mv3');

interface PracticeStats {
  completed: boolean;
  splits: number;
  unknowns: number;
  evictions: number;
  scrollbacks: number;
  utterances: { speakerName: string; text: string }[];
}

let proxy: RunningProxy;
let practice: PracticeServer;
let browser: LaunchedBrowser;
let call: Page;
let panel: Page;
let tabId: number;

beforeAll(async () => {
  const chromePath = locateChrome();
  if (!chromePath) throw new Error('No Chromium found: run `npm test`, which finds or installs one.');
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) throw new Error('No build in .output/chrome-mv3: run `npm test`, which builds first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'sidecue-e2e-'));
  proxy = await startProxy({ DATA_DIR: dataDir, PORT: '0' }, { log: () => undefined });
  const secret = resolveTokenSecret({ dataDir, tokenSecret: undefined });
  const token = await createTokenAuthority(secret).issue({ user: 'alex', team: 'sales', creator: false, days: 1 });
  practice = await startPracticeServer();
  browser = await launchWithExtension({ chromePath, extensionDir: EXTENSION_DIR, headless: true, hostMap: practice.hostMap });
  await configureExtension(browser.serviceWorker, {
    proxyUrl: proxy.url,
    proxyToken: token,
    displayName: 'Alex Rivera',
    minIntervalSeconds: 2,
  });
  call = await browser.context.newPage();
  await call.goto(practice.callUrl('teams', 'speed=3'));
  await call.bringToFront();
  tabId = await waitForMeetingTab(browser.serviceWorker);
  panel = await openPanelPage(browser.context, browser.extensionId, tabId);
  await call.bringToFront();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await practice?.close();
  await proxy?.close();
});

async function stopServiceWorker() {
  const cdp = await browser.context.newCDPSession(call);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}

async function guidanceCount(): Promise<number> {
  const key = `session:${tabId}`;
  const stored = await browser.serviceWorker.evaluate(
    (k) =>
      (globalThis as unknown as { chrome: { storage: { session: { get(k: string): Promise<Record<string, { guidance: unknown[] }>> } } } }).chrome.storage.session.get(k),
    key,
  );
  return stored[key]?.guidance.length ?? 0;
}

describe('a Microsoft Teams call, end to end', () => {
  it('captures every turn once under its real name, survives the service worker stopping, and shows guidance with repeats hidden', async () => {
    const feed = panel.getByRole('feed', { name: 'Guidance' });
    const transcript = panel.getByRole('log', { name: 'Transcript' });

    await expect.poll(() => panel.getByText('Microsoft Teams', { exact: true }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => feed.getByRole('article').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await panel.getByRole('combobox', { name: 'Guidance for' }).inputValue()).toBe('Alex Rivera');

    // Mid-call, the browser stops the extension's worker; capture must lose nothing.
    await stopServiceWorker();

    const stats = (await call.evaluate(() => (window as unknown as { __practice: { done: Promise<PracticeStats> } }).__practice.done)) as PracticeStats;
    expect(stats.completed).toBe(true);
    // The page played Teams' quirks: split turns, late names, items leaving and coming back.
    expect(stats.splits).toBeGreaterThan(0);
    expect(stats.unknowns).toBeGreaterThan(0);
    expect(stats.evictions).toBeGreaterThan(0);
    expect(stats.scrollbacks).toBeGreaterThan(0);

    // One line per turn, in its final wording, under the speaker's name: no fragments, no "Unknown".
    const expected = stats.utterances.map((u) => `${u.speakerName} ${u.text}`);
    await expect
      .poll(async () => (await transcript.getByRole('listitem').allTextContents()).map((t) => t.replace(' (still being transcribed)', '')), {
        timeout: 30_000,
      })
      .toEqual(expected);
    expect(await panel.getByRole('combobox', { name: 'Guidance for' }).locator('option', { hasText: 'Unknown' }).count()).toBe(0);

    // Asking twice about an unchanged call gives the same guidance: the repeat is hidden and counted.
    const suggest = panel.getByRole('button', { name: 'Suggest now' });
    for (let ask = 0; ask < 2; ask++) {
      const answered = await guidanceCount();
      await suggest.click();
      await expect.poll(guidanceCount, { timeout: 30_000 }).toBe(answered + 1);
    }
    const hiddenCount = async () => Number(/(\d+) repeats? hidden/.exec(await panel.locator('body').innerText())?.[1] ?? 0);
    const stored = await guidanceCount();
    await expect.poll(async () => (await feed.getByRole('article').count()) + (await hiddenCount()), { timeout: 10_000 }).toBe(stored);
    expect(await hiddenCount()).toBeGreaterThanOrEqual(1);
  }, 180_000);
});
