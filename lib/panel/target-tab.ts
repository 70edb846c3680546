// Which tab's session the panel shows: `?tab=<id>` when given (tests, the practice call),
// else the active tab of this window, following tab switches.
import { browser } from 'wxt/browser';

export function tabFromQuery(search: string): number | undefined {
  const value = new URLSearchParams(search).get('tab');
  if (value === null || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

export async function activeTabId(): Promise<number | undefined> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id;
}

export function onActiveTabChanged(listener: (tabId: number) => void): () => void {
  const handler = (info: { tabId: number }) => listener(info.tabId);
  browser.tabs.onActivated.addListener(handler);
  return () => browser.tabs.onActivated.removeListener(handler);
}
