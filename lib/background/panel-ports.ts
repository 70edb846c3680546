// Each open panel holds a port named for its tab; it gets the session on connect and after
// every change (at most one message per frame of changes), and sends commands back.
import type { Browser } from 'wxt/browser';
import type { AnalysisService } from '../analysis/service';
import { tabIdFromPortName, type PanelCommand, type PanelUpdate } from '../messaging/panel-protocol';
import { meetingKey, rememberPick, type RememberedPicks } from '../session/current-user';
import { pauseSession, resumeSession } from '../session/pause';
import { cardDismissed, cardRestored } from '../session/dismissals';
import { speakerRenamed } from '../session/speaker-rename';
import type { SessionStore } from '../session/store';
import type { MeetingSession } from '../session/types';
import { siteOf } from '../settings/schema';

export const PANEL_UPDATE_INTERVAL_MS = 100;

export interface PanelPortDeps {
  store: SessionStore;
  analysis: AnalysisService;
  rememberedPicks: () => Promise<RememberedPicks>;
  savePicks: (picks: RememberedPicks) => Promise<void>;
  /** Adds the site to those Sidecue never reads (settings). */
  excludeSite: (site: string) => Promise<void>;
}

export function createPanelPortHandler(deps: PanelPortDeps) {
  return function handlePanelPort(port: Browser.runtime.Port): void {
    const tabId = tabIdFromPortName(port.name);
    if (tabId === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest: MeetingSession | null = null;

    const post = () => {
      timer = undefined;
      const update: PanelUpdate = { type: 'session', session: latest };
      port.postMessage(update);
    };
    const stopListening = deps.store.onChange((changedTab, session) => {
      if (changedTab !== tabId) return;
      latest = session;
      timer ??= setTimeout(post, PANEL_UPDATE_INTERVAL_MS);
    });
    port.onDisconnect.addListener(() => {
      stopListening();
      if (timer) clearTimeout(timer);
    });
    port.onMessage.addListener((message: unknown) => void handleCommand(tabId, message as PanelCommand));
    void deps.store.get(tabId).then((session) => {
      latest = session ?? null;
      post();
    });
  };

  async function handleCommand(tabId: number, command: PanelCommand) {
    if (command.type === 'panel/suggestNow') {
      deps.analysis.suggestNow(tabId);
      return;
    }
    if (command.type === 'panel/setPaused') {
      await deps.store.mutate(
        tabId,
        (current) => current && (command.paused ? pauseSession(current) : resumeSession(current)),
      );
      return;
    }
    if (command.type === 'panel/neverCaptureSite') {
      const site = siteOf((await deps.store.get(tabId))?.meeting.url);
      if (!site) return;
      // Excluded first, so nothing the page still sends lands after the tab's sessions are gone.
      await deps.excludeSite(site);
      deps.analysis.forget(tabId);
      await deps.store.remove(tabId);
      return;
    }
    if (command.type === 'panel/saveConversation') {
      await deps.analysis.saveConversation(tabId, command.name);
      return;
    }
    if (command.type === 'panel/dismissCard') {
      const dismissal = { ...command.dismissal, at: Date.now() };
      await deps.store.mutate(tabId, (current) => {
        const next = current && cardDismissed(current, dismissal);
        return next && { session: next };
      });
      return;
    }
    if (command.type === 'panel/restoreCard') {
      await deps.store.mutate(tabId, (current) => {
        const next = current && cardRestored(current, command.card);
        return next && { session: next };
      });
      return;
    }
    if (command.type === 'panel/renameSpeaker') {
      let coachedRenamed = false;
      await deps.store.mutate(tabId, (current) => {
        const result = current ? speakerRenamed(current, command.from, command.to) : undefined;
        coachedRenamed = result !== undefined && current?.currentUser === command.from;
        return result;
      });
      // Guidance is asked for the coached person by name: a new name is a new person to the service.
      if (coachedRenamed) deps.analysis.currentUserChanged(tabId);
      return;
    }
    if (command.type !== 'panel/setCurrentUser') return;
    const name = command.name.trim();
    if (!name) return;
    const session = await deps.store.mutate(tabId, (current) =>
      current
        ? {
            session: {
              ...current,
              currentUser: name,
              currentUserPicked: true,
              analysis: { ...current.analysis, waitingReason: undefined },
            },
          }
        : undefined,
    );
    if (!session) return;
    await deps.savePicks(rememberPick(await deps.rememberedPicks(), meetingKey(session.meeting), name));
    deps.analysis.currentUserChanged(tabId);
  }
}
