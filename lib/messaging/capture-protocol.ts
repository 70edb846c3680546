// Messages from a content script to the background. Plain types, no zod: the content
// script must stay small, so the background checks shape with isCaptureMessage().

export type Platform = 'meet' | 'teams' | 'zoom' | 'chat' | 'linkedin';

/** What the page lets us capture right now. */
export type CaptureState =
  | 'waiting' // page open, not (yet) in a call
  | 'captions_off' // in a call, captions are off: the panel asks to turn on CC
  | 'captions_on' // in a call, captions on and being read
  | 'capture_unverified' // in a call, captions on, but nothing readable for a while: the page may have changed
  | 'ended'; // the call ended

export type UtteranceSource = 'caption' | 'chat';

/**
 * One utterance as the page shows it. The content script upserts by `id`: a later message with the
 * same id carries the newer wording. `final` turns true once the page stops revising it.
 */
export interface CapturedUtterance {
  id: string;
  speakerName: string;
  text: string;
  /** Epoch ms when the utterance started. */
  at: number;
  source: UtteranceSource;
  final: boolean;
}

export interface MeetingInfo {
  platform: Platform;
  title: string;
  /** Epoch ms when the content script first saw the call live. */
  startedAt: number;
  /** The user's own display name as the page shows it, if found. */
  selfName?: string;
  /**
   * Other names this page gave the user before it showed `selfName` ("You", the name from
   * settings): the background files lines under these names under `selfName`.
   */
  selfAliases?: string[];
  url: string;
}

export type CaptureMessage =
  | { type: 'capture/meeting'; meeting: MeetingInfo }
  | { type: 'capture/state'; state: CaptureState; at: number }
  | { type: 'capture/utterances'; utterances: CapturedUtterance[]; sentAt: number };

export function isCaptureMessage(value: unknown): value is CaptureMessage {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return type === 'capture/meeting' || type === 'capture/state' || type === 'capture/utterances';
}
