// How capture messages change a tab's session. Pure: the store runs these as mutations.
import type { CaptureState, CapturedUtterance, MeetingInfo } from '../messaging/capture-protocol';
import type { MutationResult } from './store';
import { meetingKey } from './current-user';
import { renameEverywhere, withRenamedSpeakers } from './speaker-rename';
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
  return fileSelfAliases({
    ...session,
    meeting: { ...meeting, startedAt: Math.min(session.meeting.startedAt, meeting.startedAt) },
    currentUser: session.currentUser ?? currentUser,
  });
}

/**
 * Lines, speakers, the coached person and guidance under a name the page gave the user before it
 * showed theirs ("You", the name from settings) move to that name: one person, one speaker.
 */
function fileSelfAliases(session: MeetingSession): MutationResult {
  const rename = selfRenamer(session.meeting);
  if (!rename) return { session };
  return renameEverywhere(session, rename);
}

function selfRenamer(meeting: MeetingInfo): ((name: string) => string) | undefined {
  const { selfName, selfAliases } = meeting;
  const aliases = new Set(selfAliases?.filter((alias) => alias !== selfName));
  if (!selfName || aliases.size === 0) return undefined;
  return (name) => (aliases.has(name) ? selfName : name);
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
  // Lines the page sent before it showed the user's name may still arrive after the meeting did.
  const rename = selfRenamer(session.meeting);
  const selfNamed = rename ? upserts.map((u) => (rename(u.speakerName) === u.speakerName ? u : { ...u, speakerName: rename(u.speakerName) })) : upserts;
  const named = withRenamedSpeakers(session, selfNamed);
  const change = applyUtterances(session.utterances, session.speakers, named);
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
