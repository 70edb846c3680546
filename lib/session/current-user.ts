// Who to coach: the user's pick for this meeting if any, else the user's own name.
import type { MeetingInfo } from '../messaging/capture-protocol';

export const PICKS_KEY = 'currentUserPicks';
/** Oldest picks are forgotten past this many meetings. */
export const MAX_REMEMBERED_PICKS = 200;

export type RememberedPicks = Record<string, string>;

/** Same meeting, same key: the address without query or fragment (Meet's meeting code is the path). */
export function meetingKey(meeting: Pick<MeetingInfo, 'platform' | 'url'>): string {
  try {
    const url = new URL(meeting.url);
    return `${meeting.platform}:${url.host}${url.pathname}`;
  } catch {
    return `${meeting.platform}:${meeting.url}`;
  }
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
