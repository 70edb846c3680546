// "Pause capture": while paused nothing the page shows is kept. A line being spoken when the user
// paused is kept as far as it was, and later wording of it (words said during the pause) never is.
import type { CapturedUtterance } from '../messaging/capture-protocol';
import type { MutationResult } from './store';
import type { MeetingSession } from './types';

/** Ids whose later wording is refused, kept to this many (the newest): a long call pauses a few times. */
export const MAX_SKIPPED_IDS = 2_000;

export function pauseSession(session: MeetingSession): MutationResult {
  if (session.paused) return { session };
  const open = session.utterances.filter((u) => !u.final).map((u) => u.id);
  return {
    session: {
      ...session,
      paused: true,
      utterances: open.length
        ? session.utterances.map((u) => (u.final ? u : { ...u, final: true }))
        : session.utterances,
      skippedIds: withSkipped(session.skippedIds, open),
    },
    touched: open.length ? 'all' : undefined,
  };
}

export function resumeSession(session: MeetingSession): MutationResult {
  return { session: { ...session, paused: undefined } };
}

/** What of `upserts` may be kept: nothing while paused (their ids are remembered), else all but the refused ids. */
export function admitUtterances(
  session: MeetingSession,
  upserts: readonly CapturedUtterance[],
): { session: MeetingSession; admitted: CapturedUtterance[] } {
  if (session.paused)
    return {
      session: {
        ...session,
        skippedIds: withSkipped(
          session.skippedIds,
          upserts.map((u) => u.id),
        ),
      },
      admitted: [],
    };
  const skipped = new Set(session.skippedIds ?? []);
  return { session, admitted: skipped.size ? upserts.filter((u) => !skipped.has(u.id)) : [...upserts] };
}

function withSkipped(current: readonly string[] | undefined, ids: readonly string[]): string[] | undefined {
  if (ids.length === 0) return current ? [...current] : undefined;
  const all = [...new Set([...(current ?? []), ...ids])];
  return all.slice(-MAX_SKIPPED_IDS);
}
