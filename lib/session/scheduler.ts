// When to call analyze for one tab: at most one request in flight, requests that pile up
// collapse into one (which reads the newest transcript when it starts), and starts are at
// least the minimum interval apart.
import type { AnalysisStatus } from './types';

export interface RunOutcome {
  /** Epoch ms before which no new request may start, e.g. after a 429. */
  notBefore?: number;
  /** Ask again (at `notBefore`) even if nothing new arrives: the request failed for a passing reason. */
  retry?: boolean;
}

export interface SchedulerOptions {
  minIntervalMs: () => number;
  run: () => Promise<RunOutcome | undefined>;
  onStatus?: (status: AnalysisStatus) => void;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface AnalysisScheduler {
  /** A new utterance worth answering: runs once the interval allows. */
  request(): void;
  /** The user asked: runs as soon as nothing is in flight, without waiting for the interval. */
  requestNow(): void;
  readonly status: AnalysisStatus;
  dispose(): void;
}

export function createAnalysisScheduler(options: SchedulerOptions): AnalysisScheduler {
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((cb, ms) => setTimeout(cb, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));

  let status: AnalysisStatus = 'idle';
  let timer: unknown;
  let pending: 'none' | 'interval' | 'now' = 'none';
  let lastStartedAt = Number.NEGATIVE_INFINITY;
  let notBefore = 0;
  let disposed = false;

  function setStatus(next: AnalysisStatus) {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  }

  function schedule(urgent: boolean) {
    if (timer !== undefined) clearTimer(timer);
    const earliest = Math.max(urgent ? 0 : lastStartedAt + options.minIntervalMs(), notBefore);
    timer = setTimer(start, Math.max(0, earliest - now()));
    setStatus('scheduled');
  }

  function start() {
    timer = undefined;
    if (disposed) return;
    pending = 'none';
    lastStartedAt = now();
    setStatus('in_flight');
    options
      .run()
      .catch(() => undefined)
      .then((outcome) => {
        if (outcome?.notBefore) notBefore = outcome.notBefore;
        if (disposed) return;
        if (outcome?.retry && pending === 'none') pending = 'interval';
        if (pending === 'none') setStatus('idle');
        else schedule(pending === 'now');
      });
  }

  function enqueue(kind: 'interval' | 'now') {
    if (disposed) return;
    if (status === 'in_flight') {
      if (pending !== 'now') pending = kind;
      return;
    }
    if (status === 'scheduled' && kind === 'interval') return;
    schedule(kind === 'now');
  }

  return {
    request: () => enqueue('interval'),
    requestNow: () => enqueue('now'),
    get status() {
      return status;
    },
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
    },
  };
}
