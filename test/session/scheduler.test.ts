import { describe, expect, it } from 'vitest';
import { createAnalysisScheduler } from '../../lib/session/scheduler';

/** A hand-driven clock: timers fire only when the test advances time. */
function manualClock() {
  let now = 0;
  const timers: { at: number; cb: () => void; id: number }[] = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimer: (cb: () => void, ms: number) => {
      const id = nextId++;
      timers.push({ at: now + ms, cb, id });
      return id;
    },
    clearTimer: (id: unknown) => {
      const index = timers.findIndex((t) => t.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        await flush();
        timers.sort((a, b) => a.at - b.at);
        const next = timers[0];
        if (!next || next.at > until) break;
        timers.shift();
        now = next.at;
        next.cb();
        await flush();
      }
      now = until;
      await flush();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferredRuns() {
  const runs: { started: number; finish: (value?: { notBefore?: number; retry?: boolean }) => void }[] = [];
  return {
    runs,
    run: (clock: { now: () => number }) => () =>
      new Promise<{ notBefore?: number; retry?: boolean } | undefined>((resolve) =>
        runs.push({ started: clock.now(), finish: resolve }),
      ),
  };
}

describe('analysis scheduler', () => {
  it('keeps one request in flight and collapses everything asked meanwhile into one more', async () => {
    const clock = manualClock();
    const { runs, run } = deferredRuns();
    const scheduler = createAnalysisScheduler({ minIntervalMs: () => 1_000, run: run(clock), ...clock });
    scheduler.request();
    await clock.advance(0);
    expect(runs).toHaveLength(1);
    for (let i = 0; i < 5; i++) scheduler.request();
    await clock.advance(5_000);
    expect(runs).toHaveLength(1);
    expect(scheduler.status).toBe('in_flight');
    runs[0]!.finish();
    await clock.advance(5_000);
    expect(runs).toHaveLength(2);
    runs[1]!.finish();
    await clock.advance(5_000);
    expect(runs).toHaveLength(2);
    expect(scheduler.status).toBe('idle');
  });

  it('starts requests at least the minimum interval apart', async () => {
    const clock = manualClock();
    const { runs, run } = deferredRuns();
    const scheduler = createAnalysisScheduler({ minIntervalMs: () => 3_000, run: run(clock), ...clock });
    scheduler.request();
    await clock.advance(0);
    runs[0]!.finish();
    await clock.advance(100);
    scheduler.request();
    await clock.advance(2_000);
    expect(runs).toHaveLength(1);
    expect(scheduler.status).toBe('scheduled');
    await clock.advance(1_000);
    expect(runs.map((r) => r.started)).toEqual([0, 3_000]);
  });

  it('runs "Suggest now" without waiting for the interval, but never beside a request in flight', async () => {
    const clock = manualClock();
    const { runs, run } = deferredRuns();
    const scheduler = createAnalysisScheduler({ minIntervalMs: () => 60_000, run: run(clock), ...clock });
    scheduler.request();
    await clock.advance(0);
    scheduler.requestNow();
    await clock.advance(10);
    expect(runs).toHaveLength(1);
    runs[0]!.finish();
    await clock.advance(10);
    expect(runs).toHaveLength(2);
    expect(runs[1]!.started).toBeLessThan(60_000);
  });

  it('waits out a rate limit before the next start', async () => {
    const clock = manualClock();
    const { runs, run } = deferredRuns();
    const scheduler = createAnalysisScheduler({ minIntervalMs: () => 1_000, run: run(clock), ...clock });
    scheduler.requestNow();
    await clock.advance(0);
    scheduler.requestNow();
    runs[0]!.finish({ notBefore: 20_000 });
    await clock.advance(19_000);
    expect(runs).toHaveLength(1);
    await clock.advance(1_000);
    expect(runs).toHaveLength(2);
  });

  it('asks again by itself after a passing failure, at the time given, and not after a success', async () => {
    const clock = manualClock();
    const { runs, run } = deferredRuns();
    const scheduler = createAnalysisScheduler({ minIntervalMs: () => 1_000, run: run(clock), ...clock });
    scheduler.request();
    await clock.advance(0);
    runs[0]!.finish({ notBefore: 4_000, retry: true });
    await clock.advance(3_999);
    expect(runs).toHaveLength(1);
    expect(scheduler.status).toBe('scheduled');
    await clock.advance(1);
    expect(runs).toHaveLength(2);
    runs[1]!.finish();
    await clock.advance(60_000);
    expect(runs).toHaveLength(2);
    expect(scheduler.status).toBe('idle');
  });

  it('keeps going after a run that threw', async () => {
    const clock = manualClock();
    let calls = 0;
    const scheduler = createAnalysisScheduler({
      minIntervalMs: () => 0,
      run: async () => {
        calls += 1;
        throw new Error('boom');
      },
      ...clock,
    });
    scheduler.request();
    await clock.advance(0);
    scheduler.request();
    await clock.advance(0);
    expect(calls).toBe(2);
    expect(scheduler.status).toBe('idle');
  });
});
