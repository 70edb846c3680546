import { describe, expect, it } from 'vitest';
import { busiestFunctions, extensionMicros, type CpuProfile } from '../../bench/extension-cpu';

const frame = (url: string, functionName: string) => ({ url, functionName, lineNumber: 0, columnNumber: 1 });

/** A page's profile: node 1 the page's own script, node 2 the content script. */
function profile(samples: number[], timeDeltas: number[]): CpuProfile {
  return {
    nodes: [
      { id: 1, callFrame: frame('https://app.zoom.us/wc/main.js', 'render') },
      { id: 2, callFrame: frame('chrome-extension://abc/content-scripts/zoom.js', 'onRegionMutations') },
    ],
    samples,
    timeDeltas,
  };
}

describe('extensionMicros', () => {
  it("counts the content script's samples at the profile's usual interval", () => {
    expect(extensionMicros(profile([1, 2, 1, 2, 2], [300, 300, 300, 300, 300]))).toBe(900);
  });

  it('does not count the time a sample waited for a core as CPU', () => {
    // The second content-script sample came 40 ms late: the thread was not running, not busy.
    const waited = profile([1, 2, 1, 2, 1], [300, 300, 300, 40_000, 300]);
    expect(extensionMicros(waited)).toBe(600);
    expect(busiestFunctions(waited)).toEqual(['    0.6 ms  onRegionMutations 0:1']);
  });

  it('is zero for a page the extension never ran in', () => {
    expect(extensionMicros(profile([1, 1], [300, 300]))).toBe(0);
  });
});
