// Words and names for saving a session as a conversation on the service.
import type { MeetingInfo } from '../messaging/capture-protocol';
import { limits } from '../api/contract';
import { t } from '../i18n/messages';

/** The service's balance requirement for creating a conversation (not a fee). */
export const MIN_CREDITS_TO_SAVE = 100;

/** Why a session is not saved when the service account's balance is too low. */
export const notEnoughCreditsToSave = () => t('saveNotEnoughCredits', MIN_CREDITS_TO_SAVE);

const pad = (n: number) => String(n).padStart(2, '0');

/** "Acme discovery (2026-11-23 14:05)", in the browser's own time zone; the user may edit it before saving. */
export function defaultConversationName(meeting: Pick<MeetingInfo, 'title' | 'startedAt' | 'conversationKey'>): string {
  // A support tool's thread is a conversation; a call is a meeting.
  const fallback = t(meeting.conversationKey === undefined ? 'saveDefaultMeeting' : 'saveDefaultConversation');
  const d = new Date(meeting.startedAt);
  const when = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
  const title = meeting.title.trim() || fallback;
  const suffix = ` (${when})`;
  return title.slice(0, limits.nameChars - suffix.length) + suffix;
}
