// The clock and timers capture code runs on, injectable so tests drive time by hand.

export interface Timers {
  /** Epoch ms. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** One pending callback at most: capture code only keeps a timer while it has something to do. */
export class OneShotTimer {
  private handle: unknown;
  private pending = false;

  constructor(
    private readonly timers: Timers,
    private readonly callback: () => void,
  ) {}

  get running(): boolean {
    return this.pending;
  }

  /** Starts unless already running: a burst of triggers is served by one call. */
  start(ms: number): void {
    if (!this.pending) this.restart(ms);
  }

  restart(ms: number): void {
    this.cancel();
    this.pending = true;
    this.handle = this.timers.setTimeout(
      () => {
        this.pending = false;
        this.callback();
      },
      Math.max(0, ms),
    );
  }

  cancel(): void {
    if (!this.pending) return;
    this.pending = false;
    this.timers.clearTimeout(this.handle);
  }
}
