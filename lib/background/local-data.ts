// Retention and "Delete all local data": what Sidecue keeps in the browser, and for how long.
import type { AnalysisService } from '../analysis/service';
import type { ClosedSessions } from '../history/closed-sessions';
import type { HistoryIndex } from '../history/local-index';
import type { SessionStore } from '../session/store';
import type { Settings } from '../settings/schema';

export const RETENTION_ALARM = 'sidecue-retention';
/** Often enough that an entry outlives its N days by at most a few hours. */
export const RETENTION_PERIOD_MINUTES = 6 * 60;

export const DELETE_ALL_LOCAL_DATA = 'sidecue/deleteAllLocalData';
export type DeleteAllLocalDataMessage = { type: typeof DELETE_ALL_LOCAL_DATA };

export function isDeleteAllLocalData(message: unknown): message is DeleteAllLocalDataMessage {
  return (
    typeof message === 'object' && message !== null && (message as { type?: unknown }).type === DELETE_ALL_LOCAL_DATA
  );
}

interface Area {
  clear(): Promise<void>;
}

export interface LocalDataDeps {
  store: SessionStore;
  analysis: Pick<AnalysisService, 'forget'>;
  history: Pick<HistoryIndex, 'prune'>;
  /** Conversations of closed tabs kept for the retention days. */
  closed: Pick<ClosedSessions, 'prune'>;
  settings: () => Promise<Settings>;
  local: Area;
  session: Area;
  now?: () => number;
}

export function createLocalData(deps: LocalDataDeps) {
  const now = deps.now ?? Date.now;
  return {
    /** Drops History entries saved, or tabs closed, more than `historyDays` days ago (the alarm's work). */
    async enforceRetention() {
      const { historyDays } = await deps.settings();
      await deps.history.prune(now(), historyDays);
      await deps.closed.prune(now(), historyDays);
    },
    /** Settings, History, recipes, remembered picks and every session's transcript: all gone. */
    async deleteAll() {
      for (const tabId of await deps.store.storedTabIds()) deps.analysis.forget(tabId);
      await deps.session.clear();
      await deps.local.clear();
      deps.store.forgetAll();
    },
  };
}
