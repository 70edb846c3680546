// Applies capture messages from content scripts to the tab's session. The content script keeps
// what it sent until this answers, so a message is acknowledged only once it is stored.
import type { CaptureMessage, MeetingInfo } from '../messaging/capture-protocol';
import type { AnalysisService } from '../analysis/service';
import { defaultCurrentUser, isConversation, meetingKey, type RememberedPicks } from '../session/current-user';
import { meetingSeen, stateSeen, utterancesSeen, worthGuidance, type CoachedChoice } from '../session/capture-updates';
import type { SessionStore } from '../session/store';
import { admitUtterances } from '../session/pause';
import type { MeetingSession } from '../session/types';
import { isSiteExcluded, type Settings } from '../settings/schema';

export interface CaptureListenerDeps {
  store: SessionStore;
  analysis: AnalysisService;
  settings: () => Promise<Settings>;
  rememberedPicks: () => Promise<RememberedPicks>;
  now?: () => number;
}

export function createCaptureHandler(deps: CaptureListenerDeps) {
  const now = deps.now ?? Date.now;

  /**
   * Meetings coach the user's pick, else the user's own name. A support conversation coaches the
   * user's pick, else a default taken from the thread as it arrives (capture-updates).
   */
  async function coachedChoice(meeting: MeetingInfo): Promise<{ currentUser?: string; choice: CoachedChoice }> {
    const [settings, picks] = await Promise.all([deps.settings(), deps.rememberedPicks()]);
    const remembered = picks[meetingKey(meeting)]?.trim() || undefined;
    if (!isConversation(meeting)) {
      return {
        currentUser: defaultCurrentUser({ remembered, selfName: meeting.selfName, displayName: settings.displayName }),
        choice: {},
      };
    }
    const ownNames = [meeting.selfName, settings.displayName]
      .map((name) => name?.trim())
      .filter((name): name is string => !!name);
    return { currentUser: remembered, choice: { picked: remembered !== undefined, ownNames } };
  }

  /** `pageUrl`: the address of the page that sent it; nothing from a site the user excluded is kept. */
  return async function handleCapture(message: CaptureMessage, tabId: number, pageUrl?: string): Promise<void> {
    if (isSiteExcluded(await deps.settings(), pageUrl)) return;
    switch (message.type) {
      case 'capture/meeting': {
        const { currentUser, choice } = await coachedChoice(message.meeting);
        let askNow = false;
        const key = meetingKey(message.meeting);
        const before = await deps.store.get(tabId);
        // A conversation the tab showed before is kept, and the one opened now resumed if kept.
        await deps.store.open(tabId, key, (session) => {
          const result = meetingSeen(session, tabId, message.meeting, currentUser, now(), choice);
          const shown = result.session;
          if (!shown?.analysis.askOnReturn) return result;
          askNow = true;
          return { ...result, session: { ...shown, analysis: { ...shown.analysis, askOnReturn: undefined } } };
        });
        if (askNow) await deps.analysis.utterancesFinalized(tabId);
        // The thread left is done for now: its recap is asked for while it waits, parked. Not awaited:
        // the page waits for this answer, and a recap may take seconds.
        const left = before && meetingKey(before.meeting);
        if (left !== undefined && left !== key && isConversation(before!.meeting))
          void deps.analysis.recap(tabId, { key: left, auto: true });
        return;
      }
      case 'capture/state': {
        const session = await deps.store.mutate(tabId, (current) => stateSeen(current, message.state, message.at));
        // The user left the call: its recap, once (not awaited, as above).
        if (message.state === 'ended' && session?.captureState === 'ended')
          void deps.analysis.recap(tabId, { auto: true });
        return;
      }
      case 'capture/utterances': {
        let guidanceWanted = false;
        const apply = (session: MeetingSession | undefined, parked: boolean) => {
          if (!session) return undefined;
          // While paused, lines are acknowledged and dropped: the user asked for nothing to be kept.
          const { session: admitting, admitted } = admitUtterances(session, message.utterances);
          const result =
            utterancesSeen(admitting, admitted) ??
            (admitting === session ? undefined : { session: admitting, finalized: [] });
          // A conversation the tab has left gets its lines, but guidance is for the one on screen.
          if (result?.session && !parked) guidanceWanted = worthGuidance(result.session, result.finalized);
          return result;
        };
        if (message.conversationKey === undefined) await deps.store.mutate(tabId, apply);
        else await deps.store.mutate(tabId, apply, await conversationOfTab(tabId, message.conversationKey));
        if (guidanceWanted) await deps.analysis.utterancesFinalized(tabId);
        return;
      }
    }
  };

  /** The key of a conversation on the site the tab shows: lines come from that site's own content script. */
  async function conversationOfTab(tabId: number, conversationKey: string): Promise<string | undefined> {
    const shown = await deps.store.get(tabId);
    return shown ? meetingKey({ ...shown.meeting, conversationKey }) : undefined;
  }
}
