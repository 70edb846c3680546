import type { CaptureState, Platform } from '../lib/messaging/capture-protocol';

const captureStateWords: Record<CaptureState, string> = {
  waiting: 'Join the call to start.',
  captions_off: 'Turn on captions (CC) in the meeting so Sidecue can follow the conversation.',
  captions_on: 'Listening.',
  capture_unverified:
    'Captions are on but nothing could be read for a while: capture may not work with this version of the page.',
  ended: 'The call has ended.',
};

/** Where each platform hides its captions toggle, when the general words would not find it. */
const captionsOffWords: Partial<Record<Platform, string>> = {
  teams: 'Turn on live captions in Teams (More > Language and speech > Show live captions) so Sidecue can follow the conversation.',
  zoom: 'Turn on captions in Zoom (Captions > Show Captions in the meeting toolbar) so Sidecue can follow the conversation.',
};

export function captureStatusWords(state: CaptureState, platform: Platform): string {
  return (state === 'captions_off' && captionsOffWords[platform]) || captureStateWords[state];
}

export function CaptureStatus({ state, platform }: { state: CaptureState; platform: Platform }) {
  const warn = state === 'captions_off' || state === 'capture_unverified';
  return (
    <p className={warn ? 'status status-warn' : 'status'} role="status">
      {captureStatusWords(state, platform)}
    </p>
  );
}
