import { browser } from 'wxt/browser';

/** Opens the extension's options page (in a tab: the manifest asks for open_in_tab). */
export function openOptions(): void {
  void browser.runtime.openOptionsPage();
}
