// What the benchmarks read from a DevTools CPU profile of a page: the time spent in the extension's
// scripts (the content script runs in the page's renderer), and where it went.

export interface CpuProfile {
  nodes: { id: number; callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Microseconds of CPU in any chrome-extension:// script: its samples times the profile's usual
 * interval between samples. Not the sum of those samples' own intervals: a sample taken after the
 * renderer's thread waited for a core (other processes share it) carries the whole wait, which
 * is not CPU used, and made the same run read up to twice as high on a busy machine.
 */
export function extensionMicros(profile: CpuProfile): number {
  const extension = extensionNodeIds(profile);
  let samples = 0;
  for (const node of profile.samples) if (extension.has(node)) samples++;
  return samples * usualInterval(profile);
}

/** The median time between two samples, in microseconds. */
export function usualInterval(profile: CpuProfile): number {
  const deltas = profile.timeDeltas.filter((delta) => delta > 0).sort((a, b) => a - b);
  return deltas[Math.floor(deltas.length / 2)] ?? 0;
}

/**
 * The extension's busiest functions by self time, as printable lines. Names and columns are the built
 * bundle's (.output/chrome-mv3/content-scripts/<platform>.js, minified).
 */
export function busiestFunctions(profile: CpuProfile, count = 25): string[] {
  const extension = extensionNodeIds(profile);
  const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
  const interval = usualInterval(profile);
  const byFunction = new Map<string, number>();
  for (const id of profile.samples) {
    if (!extension.has(id)) continue;
    const { functionName, lineNumber, columnNumber } = nodeById.get(id)!.callFrame;
    const name = `${functionName || '(anonymous)'} ${lineNumber}:${columnNumber}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + interval);
  }
  return [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `${(micros / 1000).toFixed(1).padStart(7)} ms  ${name}`);
}

function extensionNodeIds(profile: CpuProfile): Set<number> {
  return new Set(profile.nodes.filter((n) => n.callFrame.url.startsWith('chrome-extension://')).map((n) => n.id));
}
