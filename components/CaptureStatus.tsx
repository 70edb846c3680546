import type { CaptureState, Platform } from '../lib/messaging/capture-protocol';

export const captureStateWords: Record<CaptureState, string> = {
  waiting: 'Join the call to start.',
  captions_off: 'Turn on captions (CC) in the meeting so Sidecue can follow the conversation.',
  captions_on: 'Listening.',
  capture_unverified:
    'Captions are on but nothing could be read for a while: capture may not work with this version of the page.',
  ended: 'The call has ended.',
};

/** Where the captions control is, on pages where it is not an obvious CC button. */
const captionsOffWords: Partial<Record<Platform, string>> = {
  zoom: 'Turn on captions in Zoom (Captions > Show Captions in the meeting toolbar) so Sidecue can follow the conversation.',
};

export function CaptureStatus({ state, platform }: { state: CaptureState; platform?: Platform }) {
  const warn = state === 'captions_off' || state === 'capture_unverified';
  const words = (state === 'captions_off' && platform && captionsOffWords[platform]) || captureStateWords[state];
  return (
    <p className={warn ? 'status status-warn' : 'status'} role="status">
      {words}
    </p>
  );
}
