// Timers driven by the test: time only moves in advance(), and due callbacks run in time order.
import type { Timers } from '../../../lib/capture/core/timers';

interface Scheduled {
  id: number;
  at: number;
  callback: () => void;
}

const MAX_CALLBACKS_AT_ONE_TIME = 100;

/** Lets MutationObserver callbacks and promise chains run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class ManualTimers implements Timers {
  private time: number;
  private nextId = 1;
  private scheduled: Scheduled[] = [];

  constructor(start = 1_700_000_000_000) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.scheduled.push({ id, at: this.time + ms, callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.scheduled = this.scheduled.filter((s) => s.id !== handle);
  }

  get pendingCount(): number {
    return this.scheduled.length;
  }

  /** Delays of the pending timers from now. */
  pendingDelays(): number[] {
    return this.scheduled.map((s) => s.at - this.time);
  }

  async advanceTo(target: number): Promise<void> {
    await settle();
    for (let sameTime = 0; ; ) {
      const due = this.scheduled.filter((s) => s.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      sameTime = due.at <= this.time ? sameTime + 1 : 0;
      if (sameTime > MAX_CALLBACKS_AT_ONE_TIME)
        throw new Error('timers keep rescheduling themselves without time passing');
      this.scheduled = this.scheduled.filter((s) => s !== due);
      this.time = Math.max(this.time, due.at);
      due.callback();
      await settle();
    }
    this.time = Math.max(this.time, target);
    await settle();
  }

  advance(ms: number): Promise<void> {
    return this.advanceTo(this.time + ms);
  }
}
