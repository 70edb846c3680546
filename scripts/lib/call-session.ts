// A practice call played in real Chromium with the built extension, the real proxy with the embedded
// engine on loopback, and the panel page showing the result: what the end-to-end call tests and
// `npm run screenshots` start from.
import type { Page } from 'playwright-core';
import type { Settings } from '../../lib/settings/schema.ts';
import type { RunningProxy } from '../../proxy/server.ts';
import { configureExtension, openPanelPage, waitForMeetingTab } from './extension-control.ts';
import { locateChrome } from './find-chrome.ts';
import { launchWithExtension, type LaunchedBrowser } from './launch-browser.ts';
import { issueUserToken, requireBuild, startLocalProxy } from './local-proxy.ts';
import { startPracticeServer, type PracticePage, type PracticeServer } from './practice-server.ts';

/** What the background keeps for a tab, as far as these tests read it. */
export interface StoredSession {
  guidance: { guidance: { elaboration: string; isSame: boolean } }[];
  analysis: { conversationId?: string };
}

export interface CallJourney {
  proxy: RunningProxy;
  /** The secret the proxy signs access tokens with, for tests that act as other users. */
  secret: string;
  token: string;
  practice: PracticeServer;
  browser: LaunchedBrowser;
  /** The practice call's page. */
  call: Page;
  /** The panel page for the call's tab. */
  panel: Page;
  tabId: number;
  /** Stops the extension's service worker, as the browser does to an idle one. */
  stopServiceWorker(): Promise<void>;
  storedSession(): Promise<StoredSession | undefined>;
  /** Every answer the background recorded, repeats included. */
  guidanceCount(): Promise<number>;
  close(): Promise<void>;
}

export async function startCallJourney(options: {
  platform: PracticePage;
  query: string;
  settings?: Partial<Settings>;
  /** The proxy's environment beyond its data folder and port, e.g. PLAYBOOK_FILE. */
  proxyEnv?: Record<string, string>;
  /** The browser to drive; by default the one found where `npm test` looks. */
  chromePath?: string;
  /** The browser's UI language, e.g. "de" or "pt_BR"; by default the machine's. */
  uiLanguage?: string;
}): Promise<CallJourney> {
  const chromePath = options.chromePath ?? locateChrome();
  if (!chromePath) throw new Error('No Chromium found: run `npm test`, which finds or installs one.');
  const extensionDir = requireBuild('chrome-mv3');
  const { proxy, secret } = await startLocalProxy('sidecue-e2e-', options.proxyEnv);
  const token = await issueUserToken(secret);
  const practice = await startPracticeServer();
  const browser = await launchWithExtension({
    chromePath,
    extensionDir,
    headless: true,
    hostMap: practice.hostMap,
    uiLanguage: options.uiLanguage,
  });
  await configureExtension(browser.serviceWorker, {
    proxyUrl: proxy.url,
    proxyToken: token,
    displayName: 'Alex Rivera',
    minIntervalSeconds: 2,
    ...options.settings,
  });
  const call = await browser.context.newPage();
  await call.goto(practice.callUrl(options.platform, options.query));
  await call.bringToFront();
  const tabId = await waitForMeetingTab(browser.serviceWorker);
  const panel = await openPanelPage(browser.context, browser.extensionId, tabId);
  await call.bringToFront();

  const storedSession = async (): Promise<StoredSession | undefined> => {
    const key = `session:${tabId}`;
    const stored = await browser.serviceWorker.evaluate(
      (k) =>
        (
          globalThis as unknown as {
            chrome: { storage: { session: { get(k: string): Promise<Record<string, StoredSession>> } } };
          }
        ).chrome.storage.session.get(k),
      key,
    );
    return stored[key];
  };
  return {
    proxy,
    secret,
    token,
    practice,
    browser,
    call,
    panel,
    tabId,
    async stopServiceWorker() {
      const cdp = await browser.context.newCDPSession(call);
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
      await cdp.detach();
    },
    storedSession,
    guidanceCount: async () => (await storedSession())?.guidance.length ?? 0,
    async close() {
      await browser.close();
      await practice.close();
      await proxy.close();
    },
  };
}
