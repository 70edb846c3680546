// How capture messages change a tab's session. Pure: the store runs these as mutations.
import type { CaptureState, CapturedUtterance, MeetingInfo } from '../messaging/capture-protocol';
import type { MutationResult } from './store';
import { meetingKey } from './current-user';
import { applyUtterances } from './transcript';
import type { MeetingSession } from './types';

export function newSession(tabId: number, meeting: MeetingInfo, currentUser: string | undefined, now: number): MeetingSession {
  return {
    tabId,
    meeting,
    captureState: 'waiting',
    captureStateAt: now,
    utterances: [],
    speakers: [],
    currentUser,
    guidance: [],
    analysis: { status: 'idle' },
  };
}

/** A different meeting in the same tab starts a new session; the same one keeps everything. */
export function meetingSeen(
  session: MeetingSession | undefined,
  tabId: number,
  meeting: MeetingInfo,
  currentUser: string | undefined,
  now: number,
): MutationResult {
  if (!session || meetingKey(session.meeting) !== meetingKey(meeting)) {
    return { session: newSession(tabId, meeting, currentUser, now), touched: 'all' };
  }
  return {
    session: {
      ...session,
      meeting: { ...meeting, startedAt: Math.min(session.meeting.startedAt, meeting.startedAt) },
      currentUser: session.currentUser ?? currentUser,
    },
  };
}

export function stateSeen(session: MeetingSession | undefined, state: CaptureState, at: number): MutationResult | undefined {
  if (!session || session.captureState === state) return undefined;
  return { session: { ...session, captureState: state, captureStateAt: at } };
}

export interface UtterancesResult extends MutationResult {
  finalized: CapturedUtterance[];
}

export function utterancesSeen(
  session: MeetingSession | undefined,
  upserts: readonly CapturedUtterance[],
): UtterancesResult | undefined {
  if (!session || upserts.length === 0) return undefined;
  const change = applyUtterances(session.utterances, session.speakers, upserts);
  return {
    session: { ...session, utterances: change.utterances, speakers: change.speakers },
    touched: change.touched,
    finalized: change.finalized,
  };
}

/** A final utterance from anyone but the coached person is worth new guidance. */
export function worthGuidance(session: MeetingSession, finalized: readonly CapturedUtterance[]): boolean {
  return session.currentUser !== undefined && finalized.some((u) => u.speakerName !== session.currentUser);
}
