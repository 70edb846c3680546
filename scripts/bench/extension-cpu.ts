// What the benchmarks read from a DevTools CPU profile of a page: the time spent in the extension's
// scripts (the content script runs in the page's renderer), and where it went.

export interface CpuProfile {
  nodes: { id: number; callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Microseconds of samples in any chrome-extension:// script. */
export function extensionMicros(profile: CpuProfile): number {
  const extension = extensionNodeIds(profile);
  let micros = 0;
  profile.samples.forEach((node, i) => {
    if (extension.has(node)) micros += profile.timeDeltas[i] ?? 0;
  });
  return micros;
}

/**
 * The extension's busiest functions by self time, as printable lines. Names and columns are the built
 * bundle's (.output/chrome-mv3/content-scripts/<platform>.js, minified).
 */
export function busiestFunctions(profile: CpuProfile, count = 25): string[] {
  const extension = extensionNodeIds(profile);
  const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    if (!extension.has(id)) return;
    const { functionName, lineNumber, columnNumber } = nodeById.get(id)!.callFrame;
    const name = `${functionName || '(anonymous)'} ${lineNumber}:${columnNumber}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `${(micros / 1000).toFixed(1).padStart(7)} ms  ${name}`);
}

function extensionNodeIds(profile: CpuProfile): Set<number> {
  return new Set(profile.nodes.filter((n) => n.callFrame.url.startsWith('chrome-extension://')).map((n) => n.id));
}
