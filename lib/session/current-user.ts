// Who to coach: the user's pick for this meeting if any, else the user's own name. In a support
// conversation: the user's own agent name once it is in the thread, else the human agent.
import type { CapturedUtterance, MeetingInfo } from '../messaging/capture-protocol';

export const PICKS_KEY = 'currentUserPicks';
/** Oldest picks are forgotten past this many meetings. */
export const MAX_REMEMBERED_PICKS = 200;

export type RememberedPicks = Record<string, string>;

/**
 * Same meeting, same key: the address without query or fragment (Meet's meeting code is the path).
 * A support conversation is its key on that site: WhatsApp shows every chat at the same address, and
 * one ticket may be shown at several.
 */
export function meetingKey(meeting: Pick<MeetingInfo, 'platform' | 'url' | 'conversationKey'>): string {
  const address = parseAddress(meeting.url);
  if (meeting.conversationKey !== undefined)
    return `${meeting.platform}:${address?.host ?? meeting.url}#${meeting.conversationKey}`;
  return `${meeting.platform}:${address ? `${address.host}${address.pathname}` : meeting.url}`;
}

function parseAddress(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** Support chat tools mark each conversation with a key; meetings have none. */
export function isConversation(meeting: Pick<MeetingInfo, 'conversationKey'>): boolean {
  return meeting.conversationKey !== undefined;
}

/**
 * The default coached person of a support conversation: the user's own agent name when it is in
 * the thread, otherwise the human agent who wrote last (internal notes are not the thread).
 */
export function supportDefaultUser(
  utterances: readonly CapturedUtterance[],
  speakers: readonly string[],
  ownNames: readonly string[],
): string | undefined {
  const own = ownNames.map((name) => name.trim()).find((name) => name !== '' && speakers.includes(name));
  if (own) return own;
  for (let i = utterances.length - 1; i >= 0; i--) {
    const u = utterances[i]!;
    if (u.side === 'agent' && u.source !== 'note') return u.speakerName;
  }
  return undefined;
}

export function defaultCurrentUser(options: {
  remembered?: string;
  selfName?: string;
  displayName?: string;
}): string | undefined {
  for (const candidate of [options.remembered, options.selfName, options.displayName]) {
    const name = candidate?.trim();
    if (name) return name;
  }
  return undefined;
}

export function rememberPick(picks: RememberedPicks, key: string, name: string): RememberedPicks {
  const { [key]: _previous, ...rest } = picks;
  const entries = Object.entries({ ...rest, [key]: name });
  return Object.fromEntries(entries.slice(-MAX_REMEMBERED_PICKS));
}
