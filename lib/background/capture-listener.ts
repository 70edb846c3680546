// Applies capture messages from content scripts to the tab's session. The content script keeps
// what it sent until this answers, so a message is acknowledged only once it is stored.
import { type CaptureMessage } from '../messaging/capture-protocol';
import type { AnalysisService } from '../analysis/service';
import { defaultCurrentUser, meetingKey, type RememberedPicks } from '../session/current-user';
import { meetingSeen, stateSeen, utterancesSeen, worthGuidance } from '../session/capture-updates';
import type { SessionStore } from '../session/store';
import type { Settings } from '../settings/schema';

export interface CaptureListenerDeps {
  store: SessionStore;
  analysis: AnalysisService;
  settings: () => Promise<Settings>;
  rememberedPicks: () => Promise<RememberedPicks>;
  now?: () => number;
}

export function createCaptureHandler(deps: CaptureListenerDeps) {
  const now = deps.now ?? Date.now;

  return async function handleCapture(message: CaptureMessage, tabId: number): Promise<void> {
    switch (message.type) {
      case 'capture/meeting': {
        const [settings, picks] = await Promise.all([deps.settings(), deps.rememberedPicks()]);
        const currentUser = defaultCurrentUser({
          remembered: picks[meetingKey(message.meeting)],
          selfName: message.meeting.selfName,
          displayName: settings.displayName,
        });
        await deps.store.mutate(tabId, (session) => meetingSeen(session, tabId, message.meeting, currentUser, now()));
        return;
      }
      case 'capture/state':
        await deps.store.mutate(tabId, (session) => stateSeen(session, message.state, message.at));
        return;
      case 'capture/utterances': {
        let guidanceWanted = false;
        await deps.store.mutate(tabId, (session) => {
          const result = utterancesSeen(session, message.utterances);
          if (result?.session) guidanceWanted = worthGuidance(result.session, result.finalized);
          return result;
        });
        if (guidanceWanted) await deps.analysis.utterancesFinalized(tabId);
        return;
      }
    }
  };
}

