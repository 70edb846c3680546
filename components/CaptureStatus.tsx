import type { CaptureState } from '../lib/messaging/capture-protocol';

export const captureStateWords: Record<CaptureState, string> = {
  waiting: 'Join the call to start.',
  captions_off: 'Turn on captions (CC) in the meeting so Sidecue can follow the conversation.',
  captions_on: 'Listening.',
  capture_unverified:
    'Captions are on but nothing could be read for a while: capture may not work with this version of the page.',
  ended: 'The call has ended.',
};

export function CaptureStatus({ state }: { state: CaptureState }) {
  const warn = state === 'captions_off' || state === 'capture_unverified';
  return (
    <p className={warn ? 'status status-warn' : 'status'} role="status">
      {captureStateWords[state]}
    </p>
  );
}
