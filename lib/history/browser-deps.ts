// History's ties to the browser: the index in storage.local, and the proxy as the settings say.
import { browser } from 'wxt/browser';
import { createApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { loadSettings } from '../settings/storage';
import { createHistoryIndex, HISTORY_KEY } from './local-index';
import type { HistoryDeps } from '../../components/HistoryView';

export function browserHistoryDeps(): HistoryDeps {
  return {
    index: createHistoryIndex(browser.storage.local),
    async client() {
      const settings = await loadSettings();
      if (!settings.proxyUrl) throw new ApiError({ kind: 'not_configured' });
      return createApiClient({ baseUrl: settings.proxyUrl, token: settings.proxyToken || undefined });
    },
    watch(listener) {
      const handler = (changes: Record<string, unknown>, area: string) => {
        if (area === 'local' && HISTORY_KEY in changes) listener();
      };
      browser.storage.onChanged.addListener(handler);
      return () => browser.storage.onChanged.removeListener(handler);
    },
  };
}
