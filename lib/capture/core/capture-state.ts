// Which CaptureState the page is in, from what the adapter observed. Pure.
import type { CaptureState } from '../../messaging/capture-protocol';
import type { CaptionsButtonState } from './platform';

export interface CallObservation {
  inCall: boolean;
  /** The call was live and its leave control has stayed gone. */
  callEnded: boolean;
  captionsButton: CaptionsButtonState;
  captionsRegionFound: boolean;
  /** In a call with captions on, nothing readable came for a while (see caption-capture.ts). */
  nothingReadable: boolean;
}

export function decideCaptureState(seen: CallObservation): CaptureState {
  if (seen.callEnded) return 'ended';
  if (!seen.inCall) return 'waiting';
  // The button is the explicit signal; with no button and no region, off is the likeliest reading.
  if (seen.captionsButton === 'off' || (seen.captionsButton === 'unknown' && !seen.captionsRegionFound)) {
    return 'captions_off';
  }
  return seen.nothingReadable ? 'capture_unverified' : 'captions_on';
}

/** Captions are on screen in these states; leaving them means nothing shown can change any more. */
export function showsCaptions(state: CaptureState): boolean {
  return state === 'captions_on' || state === 'capture_unverified';
}
