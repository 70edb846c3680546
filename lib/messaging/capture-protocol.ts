// Messages from a content script to the background. Plain types, no zod: the content
// script must stay small, so the background checks shape with isCaptureMessage().

export type MeetingPlatform = 'meet' | 'teams' | 'zoom';
/** Support chat tools; 'recipe' is any other page, read by a recipe the user picked there. */
export type ChatToolPlatform = 'zendesk' | 'intercom' | 'hubspot' | 'freshdesk' | 'front' | 'whatsapp' | 'recipe';
export type Platform = MeetingPlatform | ChatToolPlatform | 'linkedin';

/** Which side of a support conversation a participant is on. */
export type ParticipantSide = 'customer' | 'agent' | 'bot';

/** What the page lets us capture right now. */
export type CaptureState =
  | 'waiting' // page open, not (yet) in a call; chat tools: no conversation open
  | 'captions_off' // in a call, captions are off: the panel asks to turn on CC
  | 'captions_on' // in a call, captions on and being read; chat tools: the open conversation is being read
  | 'capture_unverified' // in a call, captions on, but nothing readable for a while: the page may have changed
  | 'ended'; // the call ended

/** 'note': an internal note of a support tool, never sent to the service as a participant's message. */
export type UtteranceSource = 'caption' | 'chat' | 'note';

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
  /** Support chat tools: the sender's side, as the page marks it. */
  side?: ParticipantSide;
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
  /** Capture rules served by the proxy that this page applied; absent: the built-in rules alone. */
  rules?: ServedRulesInUse;
  /**
   * Chat tools: which conversation of the tab this is (a ticket id, a chat's title). A new key starts
   * or resumes that conversation's session; the one the tab showed before is kept.
   */
  conversationKey?: string;
}

export interface ServedRulesInUse {
  version: number;
  /** ISO date of publication. */
  published: string;
}

export type CaptureMessage =
  | { type: 'capture/meeting'; meeting: MeetingInfo }
  | { type: 'capture/state'; state: CaptureState; at: number }
  /** `conversationKey`: the conversation these belong to, when it may no longer be the tab's current one. */
  | { type: 'capture/utterances'; utterances: CapturedUtterance[]; sentAt: number; conversationKey?: string };

export function isCaptureMessage(value: unknown): value is CaptureMessage {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return type === 'capture/meeting' || type === 'capture/state' || type === 'capture/utterances';
}
