// After the service worker was stopped mid-call: requests that were scheduled or in flight
// died with it, so they are asked again; sessions of tabs that are gone go the way of a closed
// tab's (kept for History, closed-tabs.ts), never simply dropped.
import type { AnalysisService } from '../analysis/service';
import type { SessionStore } from '../session/store';

export async function recoverSessions(
  store: SessionStore,
  analysis: AnalysisService,
  tabExists: (tabId: number) => Promise<boolean>,
  tabClosed: (tabId: number) => Promise<void>,
): Promise<void> {
  for (const tabId of await store.storedTabIds()) {
    if (!(await tabExists(tabId))) {
      await tabClosed(tabId);
      continue;
    }
    let interrupted = false;
    await store.mutate(tabId, (session) => {
      if (!session || session.analysis.status === 'idle') return undefined;
      interrupted = true;
      return { session: { ...session, analysis: { ...session.analysis, status: 'idle' } } };
    });
    if (interrupted) analysis.suggestNow(tabId);
  }
}
