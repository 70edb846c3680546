// The panel's side of the context menu: the selection left for this tab, now and when it arrives.
import { browser } from 'wxt/browser';
import { PENDING_SELECTION_KEY, selectionFor, type PendingSelection } from '../messaging/outreach-selection';

export function watchSelection(tabId: number, listener: (selection: PendingSelection) => void): () => void {
  let stopped = false;
  const offer = (value: unknown) => {
    const selection = selectionFor(value, tabId, Date.now());
    if (selection && !stopped) listener(selection);
  };
  const handler = (changes: Record<string, { newValue?: unknown }>, area: string) => {
    if (area === 'session' && PENDING_SELECTION_KEY in changes) offer(changes[PENDING_SELECTION_KEY]!.newValue);
  };
  browser.storage.onChanged.addListener(handler);
  void browser.storage.session.get(PENDING_SELECTION_KEY).then((stored) => offer(stored[PENDING_SELECTION_KEY]));
  return () => {
    stopped = true;
    browser.storage.onChanged.removeListener(handler);
  };
}

/** Taken once: a reopened panel does not run it again. */
export function forgetSelection(): Promise<void> {
  return browser.storage.session.remove(PENDING_SELECTION_KEY);
}
