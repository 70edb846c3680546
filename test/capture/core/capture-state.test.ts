import { describe, expect, it } from 'vitest';
import { decideCaptureState, type CallObservation } from '../../../lib/capture/core/capture-state';

const inCall: CallObservation = {
  inCall: true,
  callEnded: false,
  captionsButton: 'on',
  captionsRegionFound: true,
  nothingReadable: false,
};

describe('capture state', () => {
  it.each<[string, Partial<CallObservation>, string]>([
    ['not in a call yet', { inCall: false }, 'waiting'],
    ['call ended', { inCall: false, callEnded: true }, 'ended'],
    ['captions on and read', {}, 'captions_on'],
    ['button says off, even with a region left over', { captionsButton: 'off' }, 'captions_off'],
    ['no button and no region', { captionsButton: 'unknown', captionsRegionFound: false }, 'captions_off'],
    ['no button but a region', { captionsButton: 'unknown' }, 'captions_on'],
    ['nothing readable for a while', { nothingReadable: true }, 'capture_unverified'],
  ])('%s', (_, change, expected) => {
    expect(decideCaptureState({ ...inCall, ...change })).toBe(expected);
  });
});
