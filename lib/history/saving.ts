// Words and names for saving a session as a conversation on the service.
import type { MeetingInfo } from '../messaging/capture-protocol';
import { limits } from '../api/contract';

/** The service's balance requirement for creating a conversation (not a fee). */
export const MIN_CREDITS_TO_SAVE = 100;

export const NOT_ENOUGH_CREDITS_TO_SAVE =
  `Not saved: saving needs the service account to hold at least ${MIN_CREDITS_TO_SAVE} available credits. ` +
  'That is a balance requirement, not a fee: saving costs nothing. Capture and guidance go on without saving.';

const pad = (n: number) => String(n).padStart(2, '0');

/** "Acme discovery (2026-11-23 14:05)", in the browser's own time zone; the user may edit it before saving. */
export function defaultConversationName(meeting: Pick<MeetingInfo, 'title' | 'startedAt' | 'conversationKey'>): string {
  // A support tool's thread is a conversation; a call is a meeting.
  const fallback = meeting.conversationKey === undefined ? 'Meeting' : 'Conversation';
  const d = new Date(meeting.startedAt);
  const when = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
  const title = meeting.title.trim() || fallback;
  const suffix = ` (${when})`;
  return title.slice(0, limits.nameChars - suffix.length) + suffix;
}
