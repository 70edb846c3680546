// A fixed one-minute window per user. By default the counts live in this instance's memory:
// behind a load balancer with N instances a user may get up to N times the limit. With
// REDIS_URL set the counts are kept in Redis and the limit holds across instances (shared/redis.ts).
import type { MiddlewareHandler } from 'hono';
import type { ProxyEnv } from '../context.ts';
import { ProxyError } from '../errors.ts';

export const WINDOW_MS = 60_000;

/** One more call of `user` at `at`: how many in its current window, and when that window ends (epoch ms). */
export interface RateLimitStore {
  hit(user: string, at: number): Promise<{ count: number; resetAt: number }> | { count: number; resetAt: number };
}

interface Window {
  startedAt: number;
  count: number;
}

export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, Window>();
  let sweptAt = now();

  /** Forget finished windows now and then, so idle users do not pile up in memory. */
  function sweep(at: number) {
    if (at - sweptAt < WINDOW_MS) return;
    sweptAt = at;
    for (const [user, window] of windows) if (at - window.startedAt >= WINDOW_MS) windows.delete(user);
  }

  return {
    hit(user, at) {
      sweep(at);
      let window = windows.get(user);
      if (!window || at - window.startedAt >= WINDOW_MS) {
        window = { startedAt: at, count: 0 };
        windows.set(user, window);
      }
      window.count += 1;
      return { count: window.count, resetAt: window.startedAt + WINDOW_MS };
    },
  };
}

export function rateLimit(
  perMinute: number,
  now: () => number = Date.now,
  store: RateLimitStore = memoryRateLimitStore(now),
): MiddlewareHandler<ProxyEnv> {
  return async (c, next) => {
    const at = now();
    const hit = store.hit(c.get('user').id, at);
    // The memory store answers at once; awaiting only a promise keeps its path free of a microtask.
    const { count, resetAt } = hit instanceof Promise ? await hit : hit;
    if (count > perMinute) {
      const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - at) / 1000));
      throw new ProxyError(
        'rate_limited',
        `Too many requests: at most ${perMinute} a minute. Try again in ${retryAfterSeconds} s.`,
        {
          details: { retryAfterSeconds },
          headers: { 'retry-after': String(retryAfterSeconds) },
        },
      );
    }
    await next();
  };
}
