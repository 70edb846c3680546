// A tab closed: its conversations are not lost. Each one with lines said is kept for History
// (lib/history/closed-sessions.ts), then recapped there if its recap does not cover its last line.
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import type { AnalysisService } from '../analysis/service';
import { askRecap, prepareRecap } from '../analysis/recap';
import { type ClosedSessions, keptLasting } from '../history/closed-sessions';
import type { SessionStore } from '../session/store';
import type { Settings } from '../settings/schema';

export interface TabCloseDeps {
  store: SessionStore;
  analysis: Pick<AnalysisService, 'forget'>;
  closed: Pick<ClosedSessions, 'keep' | 'setRecap'>;
  settings: () => Promise<Settings>;
  makeClient: (settings: Settings) => Pick<ApiClient, 'recap'>;
  now?: () => number;
}

export function createTabCloseHandler(deps: TabCloseDeps) {
  const now = deps.now ?? Date.now;
  return async function tabClosed(tabId: number): Promise<void> {
    deps.analysis.forget(tabId);
    const sessions = await deps.store.sessionsOf(tabId);
    const settings = await deps.settings();
    const kept = [];
    for (const session of sessions) {
      const lastLine = prepareRecap(session)?.lastUtteranceId;
      if (lastLine === undefined) continue; // nothing said: nothing to lose
      const entry = await deps.closed.keep(session, now(), keptLasting(session, settings.saveConversations));
      if (session.recap?.lastUtteranceId !== lastLine) kept.push({ entry, session });
    }
    // Only once every conversation is kept: a keep that fails leaves the tab's sessions where they were.
    await deps.store.remove(tabId);
    if (!settings.proxyUrl) return;
    for (const { entry, session } of kept) {
      try {
        const recap = await askRecap(deps.makeClient(settings), session, settings.redaction, now());
        if (recap) await deps.closed.setRecap(entry.id, recap);
      } catch (error) {
        // History offers "Recap now" for it; the proxy's refusal is said there when asked again.
        if (!(error instanceof ApiError)) throw error;
      }
    }
  };
}
