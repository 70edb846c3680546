// The whole journey in real Chromium on Zoom's web client: the built extension on a page served as
// app.zoom.us/wc/… whose meeting UI is in a same-origin iframe#webclient, the real proxy with the
// embedded engine on loopback, and the panel page showing the result.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api/client.ts';
import { createTokenAuthority } from '../../proxy/auth/tokens.ts';
import { guidanceGist } from '../../proxy/engine/analyze/compose.ts';
import { resolveTokenSecret } from '../../proxy/secret-file.ts';
import { startProxy, type RunningProxy } from '../../proxy/server.ts';
import { configureExtension, openPanelPage, waitForMeetingTab } from '../../scripts/lib/extension-control.ts';
import { locateChrome } from '../../scripts/lib/find-chrome.ts';
import { launchWithExtension, type LaunchedBrowser } from '../../scripts/lib/launch-browser.ts';
import { MEETING_TITLE, PROSPECT, SELF_NAME, salesCall } from '../../practice/sales-call-script.js';
import { startPracticeServer, type PracticeServer } from '../../scripts/lib/practice-server.ts';

const EXTENSION_DIR = resolve('.output/chrome-mv3');

interface PracticeStats {
  completed: boolean;
  truncations: number;
  utterances: { speakerName: string; text: string }[];
}

let proxy: RunningProxy;
let practice: PracticeServer;
let browser: LaunchedBrowser;
let call: Page;
let panel: Page;
let tabId: number;
let token: string;

beforeAll(async () => {
  const chromePath = locateChrome();
  if (!chromePath) throw new Error('No Chromium found: run `npm test`, which finds or installs one.');
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) throw new Error('No build in .output/chrome-mv3: run `npm test`, which builds first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'sidecue-e2e-'));
  proxy = await startProxy({ DATA_DIR: dataDir, PORT: '0' }, { log: () => undefined });
  const secret = resolveTokenSecret({ dataDir, tokenSecret: undefined });
  token = await createTokenAuthority(secret).issue({ user: 'alex', team: 'sales', creator: false, days: 1 });
  practice = await startPracticeServer();
  browser = await launchWithExtension({ chromePath, extensionDir: EXTENSION_DIR, headless: true, hostMap: practice.hostMap });
  await configureExtension(browser.serviceWorker, {
    proxyUrl: proxy.url,
    proxyToken: token,
    displayName: 'Alex Rivera',
    minIntervalSeconds: 2,
  });
  call = await browser.context.newPage();
  await call.goto(practice.callUrl('zoom', 'speed=3'));
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

interface StoredSession {
  guidance: { guidance: { elaboration: string; isSame: boolean } }[];
  analysis: { conversationId?: string };
}

async function storedSession(): Promise<StoredSession | undefined> {
  const key = `session:${tabId}`;
  const stored = await browser.serviceWorker.evaluate(
    (k) => (globalThis as unknown as { chrome: { storage: { session: { get(k: string): Promise<Record<string, StoredSession>> } } } }).chrome.storage.session.get(k),
    key,
  );
  return stored[key];
}

/** Every answer the background recorded, repeats included. */
async function guidanceCount(): Promise<number> {
  return (await storedSession())?.guidance.length ?? 0;
}

describe('a Zoom web client call, end to end', () => {
  it('captures the whole call, survives the service worker stopping, and shows guidance with repeats hidden', async () => {
    const feed = panel.getByRole('feed', { name: 'Guidance' });
    const transcript = panel.getByRole('log', { name: 'Transcript' });

    // Guidance arrives while the call goes on.
    await expect.poll(() => feed.getByRole('article').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await panel.locator('.platform').textContent()).toBe('Zoom');
    expect(await panel.getByRole('heading', { level: 1 }).textContent()).toBe(MEETING_TITLE);
    expect(await panel.getByRole('combobox', { name: 'Guidance for' }).inputValue()).toBe('Alex Rivera');

    // Mid-call, the browser stops the extension's worker; capture must lose nothing.
    await stopServiceWorker();

    const stats = (await call.evaluate(() => (window as unknown as { __practice: { done: Promise<PracticeStats> } }).__practice.done)) as PracticeStats;
    expect(stats.completed).toBe(true);
    const expected = stats.utterances.map((u) => `${u.speakerName} ${u.text}`);
    await expect
      .poll(async () => (await transcript.getByRole('listitem').allTextContents()).map((t) => t.replace(' (still being transcribed)', '')), {
        timeout: 30_000,
      })
      .toEqual(expected);
    // Zoom's captions show avatars only: both names come from the participants panel.
    expect(new Set(stats.utterances.map((u) => u.speakerName))).toEqual(new Set([SELF_NAME, PROSPECT]));
    // Long turns lost their head on the page, yet each line is the whole turn as scripted.
    expect(stats.truncations).toBeGreaterThan(0);
    expect(stats.utterances.map((u) => u.text)).toEqual(salesCall.map((turn) => turn.text));

    // Asking twice about an unchanged call gives the same guidance: the repeat is hidden and counted.
    const suggest = panel.getByRole('button', { name: 'Suggest now' });
    for (let ask = 0; ask < 2; ask++) {
      const answered = await guidanceCount();
      await suggest.click();
      await expect.poll(guidanceCount, { timeout: 30_000 }).toBe(answered + 1);
    }
    // The panel renders each stored update a moment after it is stored (it sits in a background
    // tab here), so shown + hidden is polled until it matches what the background holds.
    const hiddenCount = async () => Number(/(\d+) repeats? hidden/.exec(await panel.locator('body').innerText())?.[1] ?? 0);
    const stored = await guidanceCount();
    await expect.poll(async () => (await feed.getByRole('article').count()) + (await hiddenCount()), { timeout: 10_000 }).toBe(stored);
    expect(await hiddenCount()).toBeGreaterThanOrEqual(1);

    // Requests carry final wording only: every saved analysis ends with a whole line as finally
    // captioned, never a caption still being transcribed.
    const conversationId = (await storedSession())?.analysis.conversationId;
    expect(conversationId).toBeTruthy();
    const saved = await createApiClient({ baseUrl: proxy.url, token }).getConversation(conversationId!);
    // At least every answer the panel got (one in flight when the worker stopped may be saved but never seen).
    expect(saved.analyses.length).toBeGreaterThanOrEqual(stored);
    for (const analysis of saved.analyses) {
      expect(analysis.lastMessage?.speakerRole).toBe('user');
      expect(expected).toContain(`${analysis.lastMessage?.speakerName} ${analysis.lastMessage?.content}`);
    }

    // No two shown cards say the same thing, whatever wording they quote; the whole call is summed up once.
    const shown = (await storedSession())!.guidance.filter((entry) => !entry.guidance.isSame);
    const gists = shown.map((entry) => guidanceGist(entry.guidance.elaboration));
    expect(gists.length).toBeGreaterThan(1);
    expect(new Set(gists).size).toBe(gists.length);
    expect(await panel.getByRole('region', { name: 'Call so far' }).count()).toBe(1);
  }, 180_000);

  it('labels speakers nothing on the page names "Speaker N", and a rename in the panel names every line of theirs', async () => {
    const unnamedCall = await browser.context.newPage();
    await unnamedCall.goto(practice.callUrl('zoom', 'speed=4&names=off&turns=6'));
    const unnamedTab = await waitForMeetingTab(browser.serviceWorker, 20_000, [tabId]);
    const unnamedPanel = await openPanelPage(browser.context, browser.extensionId, unnamedTab);
    await unnamedCall.bringToFront();

    const rename = async (label: string, name: string) => {
      const field = unnamedPanel.getByLabel(`Name for ${label}`);
      await field.waitFor({ timeout: 30_000 });
      await field.fill(name);
      await unnamedPanel.locator('form', { has: field }).getByRole('button', { name: 'Rename' }).click();
    };
    // Alex speaks first, Jordan second: renamed while the call goes on, later lines arrive under the label.
    await rename('Speaker 1', SELF_NAME);
    await rename('Speaker 2', PROSPECT);

    const stats = (await unnamedCall.evaluate(() => (window as unknown as { __practice: { done: Promise<PracticeStats> } }).__practice.done)) as PracticeStats;
    expect(stats.completed).toBe(true);
    const expected = stats.utterances.map((u) => `${u.speakerName} ${u.text}`);
    expect(expected).toHaveLength(6);
    const transcript = unnamedPanel.getByRole('log', { name: 'Transcript' });
    await expect
      .poll(async () => (await transcript.getByRole('listitem').allTextContents()).map((t) => t.replace(' (still being transcribed)', '')), {
        timeout: 30_000,
      })
      .toEqual(expected);
    expect(await unnamedPanel.getByRole('region', { name: 'Unnamed speakers' }).count()).toBe(0);
    expect(await unnamedPanel.getByRole('combobox', { name: 'Guidance for' }).locator('option').allTextContents()).toEqual([SELF_NAME, PROSPECT]);
  }, 120_000);
});
