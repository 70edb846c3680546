// What the History tab does outside itself: the index in storage.local, and the proxy as the settings
// say. Passed in, so tests can stand in for the browser.
import { browser } from 'wxt/browser';
import { createApiClient, type ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { loadSettings } from '../settings/storage';
import { createHistoryIndex, HISTORY_KEY, type HistoryIndex } from '../history/local-index';
import type { ExportDeps } from './export-deps';

export interface HistoryDeps {
  index: Pick<HistoryIndex, 'load' | 'rename' | 'remove'>;
  /** Calls to the proxy as the settings say; throws ApiError('not_configured') without a proxy. */
  client(): Promise<ApiClient>;
  /** Calls `listener` when another page changed the index (a new save, a count). */
  watch?(listener: () => void): () => void;
  exportDeps?: ExportDeps;
  now?: () => number;
}

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
