import type { CapturedUtterance, MeetingInfo } from '../../lib/messaging/capture-protocol';

export const meeting: MeetingInfo = {
  platform: 'meet',
  title: 'Acme discovery',
  startedAt: 1_000,
  selfName: 'Alex Rivera',
  url: 'https://meet.google.com/abc-defg-hij?authuser=0',
};

let counter = 0;
export function utterance(speakerName: string, text: string, at: number, extra: Partial<CapturedUtterance> = {}): CapturedUtterance {
  counter += 1;
  return { id: `u${counter}`, speakerName, text, at, source: 'caption', final: true, ...extra };
}
