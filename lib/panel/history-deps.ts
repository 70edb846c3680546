// What the History tab does outside itself: the index in storage.local, and the proxy as the settings
// say. Passed in, so tests can stand in for the browser.
import { browser } from 'wxt/browser';
import { createApiClient, type ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { apiOptionsOf } from '../settings/api-options';
import { loadSettings } from '../settings/storage';
import { askRecap } from '../analysis/recap';
import { CLOSED_INDEX_KEY, type ClosedSessions, createClosedSessions } from '../history/closed-sessions';
import { createHistoryIndex, HISTORY_KEY, type HistoryIndex } from '../history/local-index';
import type { MeetingSession, SessionRecap } from '../session/types';
import type { ExportDeps } from './export-deps';

export interface HistoryDeps {
  index: Pick<HistoryIndex, 'load' | 'rename' | 'remove'>;
  /** Calls to the proxy as the settings say; throws ApiError('not_configured') without a proxy. */
  client(): Promise<ApiClient>;
  /** Calls `listener` when another page changed the index (a new save, a count). */
  watch?(listener: () => void): () => void;
  exportDeps?: ExportDeps;
  now?: () => number;
  /** Conversations whose tab was closed, kept in this browser, and how one is recapped there. */
  closed?: {
    sessions: Pick<ClosedSessions, 'list' | 'get' | 'setRecap'>;
    /** Throws ApiError, as client() does. */
    recap(session: MeetingSession): Promise<SessionRecap | undefined>;
  };
}

export function browserHistoryDeps(): HistoryDeps {
  return {
    index: createHistoryIndex(browser.storage.local),
    async client() {
      const settings = await loadSettings();
      if (!settings.proxyUrl) throw new ApiError({ kind: 'not_configured' });
      return createApiClient(apiOptionsOf(settings));
    },
    closed: {
      sessions: createClosedSessions({ session: browser.storage.session, local: browser.storage.local }),
      async recap(session) {
        const settings = await loadSettings();
        if (!settings.proxyUrl) throw new ApiError({ kind: 'not_configured' });
        const client = createApiClient(apiOptionsOf(settings));
        return askRecap(client, session, settings.redaction, Date.now());
      },
    },
    watch(listener) {
      const handler = (changes: Record<string, unknown>, area: string) => {
        if ((area === 'local' && HISTORY_KEY in changes) || CLOSED_INDEX_KEY in changes) listener();
      };
      browser.storage.onChanged.addListener(handler);
      return () => browser.storage.onChanged.removeListener(handler);
    },
  };
}
