// Between the side panel (or a test page) and the background, over a runtime port.
import type { CardDismissal } from '../session/dismissals';
import type { MeetingSession } from '../session/types';

/** Port name: `panel:<tabId>`. The background answers on the same port. */
export const PANEL_PORT_PREFIX = 'panel:';

export type PanelCommand =
  | { type: 'panel/setCurrentUser'; name: string }
  | { type: 'panel/suggestNow' }
  /** Names a speaker the page gave only a label ("Speaker 1"), for every line of theirs. */
  | { type: 'panel/renameSpeaker'; from: string; to: string }
  /** Pauses (or resumes) capture of the conversation the tab shows. */
  | { type: 'panel/setPaused'; paused: boolean }
  /** Never capture on the site the tab shows; what this tab captured there is forgotten. */
  | { type: 'panel/neverCaptureSite' }
  /** "Save this conversation": analyses from now on are saved into a new conversation of this name. */
  | { type: 'panel/saveConversation'; name: string }
  /** "Not useful" on a card: hidden for the conversation, and counted. */
  | { type: 'panel/dismissCard'; dismissal: Omit<CardDismissal, 'at'> }
  /** "Undo" after "Not useful": the card shows again and its dismissal is no longer counted. */
  | { type: 'panel/restoreCard'; card: string };

export type PanelUpdate =
  /** `session` is null while the tab has no meeting Sidecue can read. */
  { type: 'session'; session: MeetingSession | null };

export function panelPortName(tabId: number): string {
  return `${PANEL_PORT_PREFIX}${tabId}`;
}

export function tabIdFromPortName(name: string): number | undefined {
  if (!name.startsWith(PANEL_PORT_PREFIX)) return undefined;
  const id = Number(name.slice(PANEL_PORT_PREFIX.length));
  return Number.isInteger(id) && id >= 0 ? id : undefined;
}
