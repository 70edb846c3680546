// WhatsApp Web end to end in real Chromium: the built extension on a practice chat served as
// web.whatsapp.com (its address never changes between chats), the real proxy with the embedded engine
// on loopback, and the panel page showing what was captured.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, OTHER_CUSTOMER } from '../../practice/whatsapp-chat-script.js';
import { configureExtension, openPanelPage, waitForMeetingTab } from '../../scripts/lib/extension-control.ts';
import { locateChrome } from '../../scripts/lib/find-chrome.ts';
import { launchWithExtension, type LaunchedBrowser } from '../../scripts/lib/launch-browser.ts';
import { startPracticeServer, type PracticeServer } from '../../scripts/lib/practice-server.ts';
import type { RunningProxy } from '../../proxy/server.ts';
import {
  expectedLines,
  expectTranscript,
  playedUntilHold,
  practiceDone,
  type PracticeStats,
  resumePractice,
} from './support/call-journey.ts';
import { issueUserToken, requireBuild, startLocalProxy } from './support/setup.ts';

interface ChatStats extends PracticeStats {
  switches: number;
  rowsDropped: number;
  lateFills: number;
  chats: Record<string, { speakerName: string; text: string }[]>;
}

let proxy: RunningProxy;
let practice: PracticeServer;
let browser: LaunchedBrowser;
const tabs: number[] = [];

beforeAll(async () => {
  const chromePath = locateChrome();
  if (!chromePath) throw new Error('No Chromium found: run `npm test`, which finds or installs one.');
  const extensionDir = requireBuild('chrome-mv3');
  const local = await startLocalProxy();
  proxy = local.proxy;
  const token = await issueUserToken(local.secret);
  practice = await startPracticeServer();
  browser = await launchWithExtension({ chromePath, extensionDir, headless: true, hostMap: practice.hostMap });
  await configureExtension(browser.serviceWorker, {
    proxyUrl: proxy.url,
    proxyToken: token,
    displayName: 'Alex Rivera',
    minIntervalSeconds: 2,
  });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await practice?.close();
  await proxy?.close();
});

/** Opens the practice chat in a new tab, and the panel for that tab. */
async function openChat(query: string): Promise<{ chat: Page; panel: Page }> {
  const chat = await browser.context.newPage();
  await chat.goto(practice.callUrl('whatsapp', query));
  await chat.bringToFront();
  const tabId = await waitForMeetingTab(browser.serviceWorker, 20_000, tabs);
  tabs.push(tabId);
  const panel = await openPanelPage(browser.context, browser.extensionId, tabId);
  await chat.bringToFront();
  return { chat, panel };
}

describe('a WhatsApp Web support chat, end to end', () => {
  it('shows the customer chat in the panel exactly as played: names, emoji, no row lost or doubled', async () => {
    const { chat, panel } = await openChat('speed=3&switch=off');
    const stats = await practiceDone<ChatStats>(chat);
    expect(stats.completed).toBe(true);
    // WhatsApp's quirks were on: rows left the DOM, and incoming rows filled in after they appeared.
    expect(stats.rowsDropped).toBeGreaterThan(0);
    expect(stats.lateFills).toBeGreaterThan(0);
    await expectTranscript(panel, expectedLines(stats));
    expect(await panel.locator('.platform').textContent()).toBe('WhatsApp');
    expect(await panel.getByRole('heading', { level: 1 }).textContent()).toBe(CUSTOMER);
  }, 120_000);

  it('follows a switch to another chat and back with the address unchanged, sending nothing twice', async () => {
    const { chat, panel } = await openChat('speed=3&hold=switch');
    const address = chat.url();
    const heading = () => panel.getByRole('heading', { level: 1 }).textContent();
    const lineOf = (u: { speakerName: string; text: string }) => `${u.speakerName} ${u.text}`;

    // Maria's chat, up to the switch: the panel shows exactly what was played there.
    const first = await playedUntilHold<ChatStats>(chat);
    await expectTranscript(panel, expectedLines(first));
    expect(await heading()).toBe(CUSTOMER);

    // Jordan's chat: the header title changed, the address did not, and its messages reach the panel.
    await resumePractice(chat);
    const second = await playedUntilHold<ChatStats>(chat);
    expect(chat.url()).toBe(address);
    await expect.poll(heading, { timeout: 20_000 }).toBe(OTHER_CUSTOMER);
    // One session per chat: the panel shows Jordan's chat alone, none of Maria's lines.
    await expectTranscript(panel, second.chats[OTHER_CUSTOMER]!.map(lineOf));

    // Back on Maria's chat, its rows drawn anew: her session resumes with every line once and in order.
    await resumePractice(chat);
    const stats = await practiceDone<ChatStats>(chat);
    expect(stats.completed).toBe(true);
    expect(stats.switches).toBe(2);
    expect(chat.url()).toBe(address);
    await expect.poll(heading, { timeout: 20_000 }).toBe(CUSTOMER);
    await expectTranscript(panel, expectedLines(stats));
  }, 120_000);
});
