// One meeting session per tab, as the background keeps it and the panel shows it.
import type { Guidance } from '../api/contract';
import type { Recap } from '../api/recap';
import type { ApiErrorKind, ErrorWords } from '../api/errors';
import type { CaptureState, CapturedUtterance, MeetingInfo, ParticipantSide } from '../messaging/capture-protocol';
import type { RedactionCounts } from '../privacy/redact';
import type { CardDismissal } from './dismissals';

export interface GuidanceEntry {
  id: string;
  /** Epoch ms when the answer arrived. */
  at: number;
  /** Who the guidance was for. */
  currentUser: string;
  guidance: Guidance;
  /** The id of the last utterance the request carried. */
  lastUtteranceId: string;
}

/** What the panel needs to show a failed call in plain words. */
export interface SessionError extends ErrorWords {
  kind: ApiErrorKind;
  at: number;
  retryAfterSeconds?: number;
}

export type AnalysisStatus = 'idle' | 'scheduled' | 'in_flight';

export interface AnalysisState {
  status: AnalysisStatus;
  lastError?: SessionError;
  /** Set when the last request carried only the most recent part of the transcript. */
  windowed?: { sent: number; total: number };
  /** Items replaced by placeholders in the last request, by kind. */
  redacted?: RedactionCounts;
  /** The saved conversation analyses go into, once created. */
  conversationId?: string;
  /** Its name as saved. */
  conversationName?: string;
  /** "Save this conversation" is being carried out. */
  saving?: boolean;
  /** Why analyses are not being saved, if they are not. */
  notSavedReason?: string;
  /** Why no guidance can be asked for yet, e.g. the coached person has not spoken. */
  waitingReason?: string;
  /** Parked with guidance wanted but not yet asked for: asked once the tab shows the conversation again. */
  askOnReturn?: boolean;
  /** A recap is being asked for. */
  recapping?: boolean;
  /** Why the last recap could not be had. */
  recapError?: SessionError;
}

/** The conversation's recap, as the proxy answered it, with each quote's line for the panel's links. */
export interface SessionRecap {
  recap: Recap;
  /** Quote (as sent) → the id of its line in the transcript. */
  lines: Record<string, string>;
  /** Epoch ms when it arrived. */
  at: number;
  /** The last line it covered: an automatic recap with nothing new said is not asked again. */
  lastUtteranceId: string;
}

export interface MeetingSession {
  tabId: number;
  meeting: MeetingInfo;
  captureState: CaptureState;
  captureStateAt: number;
  /** In the order they were said; each utterance once, upserted by id. */
  utterances: CapturedUtterance[];
  /** Names in order of first appearance. */
  speakers: string[];
  currentUser?: string;
  /** Oldest first; entries with guidance.isSame === true are kept but never shown. */
  guidance: GuidanceEntry[];
  analysis: AnalysisState;
  /** Labels the user renamed in the panel ("Speaker 1" → "Dana Cole"), applied to later lines too. */
  renamedSpeakers?: Record<string, string>;
  /** Support conversations: each participant's side, as the page last marked it. */
  sides?: Record<string, ParticipantSide>;
  /** The user chose the coached person (in the panel, or remembered): the default no longer follows the thread. */
  currentUserPicked?: boolean;
  /** Support conversations: the names the user goes by (the page's, the one in settings). */
  ownNames?: string[];
  /** The user paused capture: lines the page shows meanwhile are neither kept nor sent. */
  paused?: boolean;
  /** Lines open at a pause or shown during one: their later wording is never kept (pause.ts). */
  skippedIds?: string[];
  /** Cards the user marked "Not useful", oldest first: hidden in the panel, counted in the export. */
  dismissals?: CardDismissal[];
  /** The latest recap: asked at the end of the call, when the thread is switched, or on "Recap now". */
  recap?: SessionRecap;
}
