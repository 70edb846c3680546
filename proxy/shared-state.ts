// Node only: what several proxy instances behind one load balancer must agree on, kept in Redis
// when REDIS_URL is set: revoked users, and each user's count in the rate limit window.
// Revocations are loaded at start and then pushed to every instance over a channel, so checking
// a token never waits on Redis; the rate limit costs one round trip, of one command, a call.
import { Redis } from 'ioredis';
import type { Revocations } from './auth/revocations.ts';
import { ProxyError } from './errors.ts';
import { WINDOW_MS, type RateLimitStore } from './middleware/rate-limit.ts';

const REVOKED_KEY = 'sidecue:revoked';
const REVOKED_CHANNEL = 'sidecue:revoked';
const RATE_PREFIX = 'sidecue:rate:';

const unavailable = () =>
  new ProxyError(
    'service_unavailable',
    'The proxy cannot reach its shared store (Redis) right now. Try again in a moment; if it keeps happening, tell your admin.',
  );

/** Counts a call and, on the window's first, sets its expiry: one command, so the proxy encodes and parses one reply. */
const HIT_SCRIPT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

type CommandsClient = Redis & { sidecueHit(key: string, expiresInMs: number): Promise<number> };

function client(url: string): Redis {
  // Fail fast instead of queueing calls while Redis is away: a user waits for no one.
  return new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
}

export interface SharedState {
  revocations: Revocations;
  rateLimitStore: RateLimitStore;
  /** Resolves on Redis's PONG; rejects at once while the connection is down. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Connects (or throws with the reason); `subscribe: false` for one-off commands such as the token CLI. */
export async function connectSharedState(url: string, options: { subscribe?: boolean } = {}): Promise<SharedState> {
  const commands = client(url) as CommandsClient;
  // Sent as EVALSHA; ioredis loads the script again after a Redis restart (NOSCRIPT).
  commands.defineCommand('sidecueHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const subscriber = options.subscribe === false ? undefined : client(url);
  const revoked = new Map<string, number>();
  await commands.connect();
  if (subscriber) {
    await subscriber.connect();
    // Subscribed before the list is read, so a revocation made in between is not missed.
    subscriber.on('message', (_channel: string, message: string) => {
      const { user, at } = JSON.parse(message) as { user: string; at: number };
      revoked.set(user, Math.max(at, revoked.get(user) ?? at));
    });
    await subscriber.subscribe(REVOKED_CHANNEL);
  }
  for (const [user, at] of Object.entries(await commands.hgetall(REVOKED_KEY))) revoked.set(user, Number(at));

  return {
    revocations: {
      revokedAt: (user) => revoked.get(user),
      async revoke(user, atSeconds) {
        await commands.hset(REVOKED_KEY, user, String(atSeconds));
        await commands.publish(REVOKED_CHANNEL, JSON.stringify({ user, at: atSeconds }));
        revoked.set(user, atSeconds);
      },
      close: () => {},
    },
    rateLimitStore: {
      // Windows aligned to the minute, so every instance counts into the same key.
      async hit(user, at) {
        const window = Math.floor(at / WINDOW_MS);
        const key = `${RATE_PREFIX}${user}:${window}`;
        let count: number;
        try {
          count = Number(await commands.sidecueHit(key, 2 * WINDOW_MS));
        } catch {
          throw unavailable();
        }
        if (!Number.isFinite(count)) throw unavailable();
        return { count, resetAt: (window + 1) * WINDOW_MS };
      },
    },
    async ping() {
      await commands.ping();
    },
    async close() {
      subscriber?.disconnect();
      await commands.quit().catch(() => commands.disconnect());
    },
  };
}
