// Which of the panel's views (tabs) shows: `?view=` in the URL first, else the one last chosen
// for this browser tab (kept in storage.session while the browser runs), else the first.
import { browser } from 'wxt/browser';

export function panelViewKey(tabId: number): string {
  return `panelView:${tabId}`;
}

export function viewFromQuery<Id extends string>(search: string, ids: readonly Id[]): Id | undefined {
  const value = new URLSearchParams(search).get('view');
  return ids.find((id) => id === value);
}

export async function rememberedView<Id extends string>(tabId: number, ids: readonly Id[]): Promise<Id | undefined> {
  const key = panelViewKey(tabId);
  const stored = (await browser.storage.session.get(key))[key];
  return ids.find((id) => id === stored);
}

export function rememberView(tabId: number, view: string): Promise<void> {
  return browser.storage.session.set({ [panelViewKey(tabId)]: view });
}
