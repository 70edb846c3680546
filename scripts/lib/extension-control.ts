// Drives the loaded extension from outside, as npm start, the end-to-end tests and the
// benchmark need: settings in, the tab of a captured meeting out, the panel page opened.
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { defaultSettings, SETTINGS_KEY, type Settings } from '../../lib/settings/schema';

declare const chrome: {
  storage: {
    local: { set(items: Record<string, unknown>): Promise<void> };
    session: { get(keys: null): Promise<Record<string, unknown>> };
  };
};

export async function configureExtension(worker: Worker, settings: Partial<Settings>): Promise<void> {
  await worker.evaluate(([key, value]) => chrome.storage.local.set({ [key]: value }), [
    SETTINGS_KEY,
    { ...defaultSettings, ...settings },
  ] as const);
}

/** The tab id of the first meeting the background has a session for, other than `except`. */
export async function waitForMeetingTab(
  worker: Worker,
  timeoutMs = 20_000,
  except: readonly number[] = [],
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const keys = Object.keys(await worker.evaluate(() => chrome.storage.session.get(null)));
    const tab = keys.map((key) => Number(/^session:(\d+)$/.exec(key)?.[1])).find((id) => id && !except.includes(id));
    if (tab) return tab;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The extension never saw the meeting page: is the content script loaded?');
}

export async function openPanelPage(context: BrowserContext, extensionId: string, tabId: number): Promise<Page> {
  const panel = await context.newPage();
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html?tab=${tabId}`);
  return panel;
}
