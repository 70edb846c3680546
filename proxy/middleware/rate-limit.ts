// A fixed one-minute window per user. The counts live in this instance's memory: behind a
// load balancer with N instances a user may get up to N times the limit. Use a shared store
// (or the balancer's own limiter) if that matters.
import type { MiddlewareHandler } from 'hono';
import type { ProxyEnv } from '../context.ts';
import { ProxyError } from '../errors.ts';

const WINDOW_MS = 60_000;

interface Window {
  startedAt: number;
  count: number;
}

export function rateLimit(perMinute: number, now: () => number = Date.now): MiddlewareHandler<ProxyEnv> {
  const windows = new Map<string, Window>();
  let sweptAt = now();

  /** Forget finished windows now and then, so idle users do not pile up in memory. */
  function sweep(at: number) {
    if (at - sweptAt < WINDOW_MS) return;
    sweptAt = at;
    for (const [user, window] of windows) if (at - window.startedAt >= WINDOW_MS) windows.delete(user);
  }

  return async (c, next) => {
    const at = now();
    sweep(at);
    const user = c.get('user').id;
    let window = windows.get(user);
    if (!window || at - window.startedAt >= WINDOW_MS) {
      window = { startedAt: at, count: 0 };
      windows.set(user, window);
    }
    window.count += 1;
    if (window.count > perMinute) {
      const retryAfterSeconds = Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - at) / 1000));
      throw new ProxyError('rate_limited', `Too many requests: at most ${perMinute} a minute. Try again in ${retryAfterSeconds} s.`, {
        details: { retryAfterSeconds },
        headers: { 'retry-after': String(retryAfterSeconds) },
      });
    }
    await next();
  };
}
