// How capture messages change a tab's session. Pure: the store runs these as mutations.
import type { CaptureState, CapturedUtterance, MeetingInfo } from '../messaging/capture-protocol';
import type { MutationResult } from './store';
import { isConversation, meetingKey, supportDefaultUser } from './current-user';
import { renameEverywhere, withRenamedSpeakers } from './speaker-rename';
import { applyUtterances } from './transcript';
import type { MeetingSession } from './types';

export function newSession(
  tabId: number,
  meeting: MeetingInfo,
  currentUser: string | undefined,
  now: number,
): MeetingSession {
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

/** How the coached person was chosen when the meeting was seen. */
export interface CoachedChoice {
  /** `currentUser` is the user's own pick, remembered. */
  picked?: boolean;
  /** Support conversations: the names the user goes by, for the default coached person. */
  ownNames?: string[];
}

/** A different meeting in the same tab starts a new session; the same one keeps everything. */
export function meetingSeen(
  session: MeetingSession | undefined,
  tabId: number,
  meeting: MeetingInfo,
  currentUser: string | undefined,
  now: number,
  choice: CoachedChoice = {},
): MutationResult {
  if (!session || meetingKey(session.meeting) !== meetingKey(meeting)) {
    const fresh = newSession(tabId, meeting, currentUser, now);
    if (choice.picked) fresh.currentUserPicked = true;
    if (choice.ownNames) fresh.ownNames = choice.ownNames;
    return { session: fresh, touched: 'all' };
  }
  const keepsCoached = session.currentUser !== undefined;
  return fileSelfAliases(
    withSupportDefault({
      ...session,
      meeting: { ...meeting, startedAt: Math.min(session.meeting.startedAt, meeting.startedAt) },
      currentUser: session.currentUser ?? currentUser,
      currentUserPicked: keepsCoached ? session.currentUserPicked : choice.picked || undefined,
      ownNames: choice.ownNames ?? session.ownNames,
    }),
  );
}

/** Until the user picks, a support conversation coaches the user's own agent name once it is in the thread, else the human agent. */
function withSupportDefault(session: MeetingSession): MeetingSession {
  if (session.currentUserPicked || !isConversation(session.meeting)) return session;
  const coached =
    supportDefaultUser(session.utterances, session.speakers, session.ownNames ?? []) ?? session.currentUser;
  return coached === session.currentUser ? session : { ...session, currentUser: coached };
}

/** Each participant's side, as the page last marked it. */
function withSides(sides: MeetingSession['sides'], upserts: readonly CapturedUtterance[]): MeetingSession['sides'] {
  let next = sides;
  for (const u of upserts) {
    if (u.side !== undefined && next?.[u.speakerName] !== u.side) next = { ...next, [u.speakerName]: u.side };
  }
  return next;
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

export function stateSeen(
  session: MeetingSession | undefined,
  state: CaptureState,
  at: number,
): MutationResult | undefined {
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
  const selfNamed = rename
    ? upserts.map((u) => (rename(u.speakerName) === u.speakerName ? u : { ...u, speakerName: rename(u.speakerName) }))
    : upserts;
  const named = withRenamedSpeakers(session, selfNamed);
  const change = applyUtterances(session.utterances, session.speakers, named);
  const sides = withSides(session.sides, named);
  return {
    session: withSupportDefault({
      ...session,
      utterances: change.utterances,
      speakers: change.speakers,
      ...(sides && { sides }),
    }),
    touched: change.touched,
    finalized: change.finalized,
  };
}

/**
 * A final utterance from anyone but the coached person is worth new guidance. Where the page marks
 * sides (support tools), only a customer's message is: not the agents' or the bot's own lines.
 * An internal note never is.
 */
export function worthGuidance(session: MeetingSession, finalized: readonly CapturedUtterance[]): boolean {
  if (session.currentUser === undefined) return false;
  return finalized.some(
    (u) =>
      u.source !== 'note' && (u.side === undefined ? u.speakerName !== session.currentUser : u.side === 'customer'),
  );
}
