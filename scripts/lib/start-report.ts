// What `npm start` tells the person at the terminal: one line per guidance (when, for whom, how
// fast; never its text) and, on the way out, what was stopped and what was kept. Pure, so tested.
import type { RequestLogEntry } from '../../proxy/middleware/request-log.ts';

/** What the background stored for one answer, minus anything that was said. */
export interface GuidanceArrival {
  /** 1 for the first guidance of the call. */
  number: number;
  /** Epoch ms when the background stored it. */
  at: number;
  currentUser: string;
  /** The service called it a repeat of earlier guidance: the panel counts it, does not show it. */
  repeat: boolean;
  /** Epoch ms when the caption the request ended with became final, if that was seen. */
  lastFinalAt?: number;
  /** How long the proxy took to answer the request, if known. */
  proxyMs?: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Local wall-clock time, HH:MM:SS. */
export function clockTime(at: number): string {
  const d = new Date(at);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export function guidanceLine(arrival: GuidanceArrival): string {
  const facts: string[] = [];
  if (arrival.proxyMs !== undefined) facts.push(`${formatDuration(arrival.proxyMs)} at the proxy`);
  if (arrival.lastFinalAt !== undefined && arrival.lastFinalAt <= arrival.at) {
    facts.push(`${formatDuration(arrival.at - arrival.lastFinalAt)} after the last final caption`);
  }
  const repeat = arrival.repeat ? ' (a repeat, counted but not shown)' : '';
  return `${clockTime(arrival.at)} guidance #${arrival.number} for ${arrival.currentUser}${repeat}${facts.length ? `: ${facts.join(', ')}` : ''}`;
}

/**
 * The proxy's answer to the request behind a guidance stored at `storedAt`: the latest successful
 * analyze that arrived before it and is not yet claimed. Requests are one at a time per tab, so
 * the latest one before the answer was stored is the one that produced it.
 */
export function proxyRequestFor(
  analyzeRequests: readonly RequestLogEntry[],
  storedAt: number,
  claimed: ReadonlySet<RequestLogEntry>,
): RequestLogEntry | undefined {
  for (let i = analyzeRequests.length - 1; i >= 0; i--) {
    const request = analyzeRequests[i]!;
    if (request.at <= storedAt && !claimed.has(request)) return request;
  }
  return undefined;
}

export function isAnalyzeAnswer(entry: RequestLogEntry): boolean {
  return entry.method === 'POST' && entry.path === '/api/analyze' && entry.status === 200;
}

export interface StopFacts {
  /** What ended the run, e.g. "Ctrl+C" or "the browser window was closed". */
  cause: string;
  proxyUrl: string;
  /** Where the practice call was served, host:port. */
  practiceAddress: string;
  /** Absolute path of DATA_DIR. */
  dataDir: string;
  /** The practice browser's profile folder. */
  browserProfile: string;
}

export function stopReport(facts: StopFacts): string {
  return [
    `Stopped (${facts.cause}):`,
    '  - Chromium with Sidecue and the practice call',
    `  - the practice call server on ${facts.practiceAddress}`,
    `  - the proxy on ${facts.proxyUrl}`,
    `Kept in ${facts.dataDir}: the local engine's saved conversations (engine.sqlite), their recaps (proxy.db),`,
    `the proxy's token secret, and the practice browser profile (${facts.browserProfile}). Delete the folder to start afresh.`,
  ].join('\n');
}
