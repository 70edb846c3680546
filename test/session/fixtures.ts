import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { CapturedUtterance, MeetingInfo } from '../../lib/messaging/capture-protocol';
import { parkedIndexKey } from '../../lib/session/store';
import { newSession, utterancesSeen } from '../../lib/session/capture-updates';
import type { GuidanceEntry } from '../../lib/session/types';

export const meeting: MeetingInfo = {
  platform: 'meet',
  title: 'Acme discovery',
  startedAt: 1_000,
  selfName: 'Alex Rivera',
  url: 'https://meet.google.com/abc-defg-hij?authuser=0',
};

let counter = 0;
export function utterance(
  speakerName: string,
  text: string,
  at: number,
  extra: Partial<CapturedUtterance> = {},
): CapturedUtterance {
  counter += 1;
  return { id: `u${counter}`, speakerName, text, at, source: 'caption', final: true, ...extra };
}

/** A session of tab 1 that has seen `lines` and shown one card, while coaching `coached`. */
export function sessionSoFar(meetingInfo: MeetingInfo, lines: CapturedUtterance[], coached: string) {
  const session = utterancesSeen(newSession(1, meetingInfo, undefined, 0), lines)!.session!;
  const entry: GuidanceEntry = {
    id: 'g1',
    at: 250,
    currentUser: coached,
    guidance: { elaboration: 'Ask', isSame: false },
    lastUtteranceId: 'x',
  };
  return { ...session, currentUser: coached, guidance: [entry] };
}

/** A Zendesk ticket as the chat capture announces it; `key` is the ticket id. */
export function ticket(key: string, title = `Ticket ${key}`): MeetingInfo {
  return {
    platform: 'zendesk',
    title,
    startedAt: 1_000,
    url: `https://acme.zendesk.com/agent/tickets/${key}`,
    conversationKey: key,
  };
}

/** One message of a support thread, with an id stable for its conversation. */
export function message(
  id: string,
  speakerName: string,
  side: CapturedUtterance['side'],
  text: string,
  at: number,
  extra: Partial<CapturedUtterance> = {},
): CapturedUtterance {
  return { id, speakerName, side, text, at, source: 'chat', final: true, ...extra };
}

/** The conversations a tab keeps parked, as stored (and so as a restarted worker finds them). */
export async function parkedOf(tabId: number): Promise<string[]> {
  return (
    ((await fakeBrowser.storage.session.get(parkedIndexKey(tabId)))[parkedIndexKey(tabId)] as string[] | undefined) ??
    []
  );
}
