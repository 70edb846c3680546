// Sends queued events to WEBHOOK_URL, signed the Standard Webhooks way (standardwebhooks), at least
// once: an event leaves the queue only when the receiver answered 2xx, and of several proxies on one queue
// only the one that claims a due event sends that try. One event at a time, so a
// conversation's events arrive in order, and a failing one holds back the later ones of its conversation.
import { Webhook } from 'standardwebhooks';
import type { StoredEvent, WebhookStore } from './store.ts';

export interface RetryPolicy {
  /** Tries per event before it is given up on and kept for `npm run proxy:webhooks -- failed`. */
  maxAttempts: number;
  /** The wait after the first failed try; each later wait is `factor` times the one before. */
  firstRetryMs: number;
  factor: number;
  /** How long one try may take, answer included. */
  timeoutMs: number;
  /** How often an idle loop looks at the queue again, for events `npm run proxy:webhooks -- retry` put back. */
  pollMs: number;
}

/** 8 tries over about three hours: 10 s, 30 s, 90 s, … 2 h apart. */
export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 8,
  firstRetryMs: 10_000,
  factor: 3,
  timeoutMs: 15_000,
  pollMs: 30_000,
};

/** The wait after try number `attempt` (1-based) failed. */
export function retryDelayMs(attempt: number, policy: Pick<RetryPolicy, 'firstRetryMs' | 'factor'>): number {
  return policy.firstRetryMs * policy.factor ** (attempt - 1);
}

/** The three Standard Webhooks headers of one try: the id stays, the time and signature are fresh. */
export function signedHeaders(webhook: Webhook, event: StoredEvent, sentAt: Date): Record<string, string> {
  return {
    'content-type': 'application/json',
    'webhook-id': event.id,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': webhook.sign(event.id, sentAt, event.payload),
  };
}

export interface DeliveryOptions {
  store: WebhookStore;
  /** WEBHOOK_URL: the only place events go. */
  url: string;
  /** WEBHOOK_SECRET, `whsec_…`. */
  secret: string;
  log: (line: string) => void;
  retry?: Partial<RetryPolicy>;
  now?: () => number;
}

export function startWebhookDelivery(options: DeliveryOptions) {
  const { store, url, log } = options;
  const policy = { ...DEFAULT_RETRY, ...options.retry };
  const now = options.now ?? Date.now;
  const webhook = new Webhook(options.secret);
  // Aborts the try in flight when the proxy stops; that try does not count.
  const stopping = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;

  async function send(event: StoredEvent): Promise<void> {
    // Another proxy on the same queue may have seen this event due too: only the one whose claim lands sends.
    // The lease outlasts a try, so if this proxy dies mid-try the event is due again afterwards.
    const leaseUntil = now() + 2 * policy.timeoutMs;
    if (!(await store.claim(event.id, event.nextAt, leaseUntil))) return;
    const attempt = event.attempts + 1;
    let result: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: signedHeaders(webhook, event, new Date(now())),
        body: event.payload,
        // A redirect is a failed try: the event goes to WEBHOOK_URL and nowhere else.
        redirect: 'manual',
        signal: AbortSignal.any([AbortSignal.timeout(policy.timeoutMs), stopping.signal]),
      });
      await response.body?.cancel();
      result = String(response.status);
      if (response.ok) {
        await store.delivered(event.id);
        log(`webhook ${event.type} ${event.id} delivered (${result}) on try ${attempt}`);
        return;
      }
    } catch (error) {
      // Cut short by the stop: the try does not count, and the event is due again at once on the next start.
      if (stopping.signal.aborted) {
        await store.claim(event.id, leaseUntil, event.nextAt);
        return;
      }
      result = (error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable';
    }
    if (attempt >= policy.maxAttempts) {
      await store.giveUp(event.id, attempt, result);
      log(
        `webhook ${event.type} ${event.id} failed (${result}) on try ${attempt} of ${policy.maxAttempts}: kept, see npm run proxy:webhooks -- failed`,
      );
      return;
    }
    const delay = retryDelayMs(attempt, policy);
    await store.retryLater(event.id, attempt, now() + delay, result);
    log(
      `webhook ${event.type} ${event.id} failed (${result}) on try ${attempt} of ${policy.maxAttempts}, next try in ${Math.ceil(delay / 1000)}s`,
    );
  }

  async function drain(): Promise<void> {
    for (;;) {
      const due = (await store.heads()).filter((event) => event.nextAt <= now());
      if (due.length === 0) return;
      for (const event of due) {
        if (stopping.signal.aborted) return;
        await send(event);
      }
    }
  }

  async function scheduleNext() {
    if (stopping.signal.aborted) return;
    const [next] = await store.heads();
    if (stopping.signal.aborted) return;
    const wait = next ? Math.max(0, next.nextAt - now()) : policy.pollMs;
    timer = setTimeout(wake, Math.min(wait, policy.pollMs));
    // The HTTP server keeps the proxy alive; this timer alone must not.
    timer.unref?.();
  }

  function wake() {
    if (stopping.signal.aborted) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    clearTimeout(timer);
    running = drain()
      .catch((error: unknown) => log(`webhook delivery stopped by an error: ${(error as Error).message}`))
      .finally(() => {
        running = undefined;
        if (wokenWhileRunning) {
          wokenWhileRunning = false;
          wake();
        } else
          scheduleNext().catch((error: unknown) => {
            log(`webhook delivery could not read its queue: ${(error as Error).message}`);
            // Tried again within the poll interval: the database may be back by then.
            if (!stopping.signal.aborted) timer = setTimeout(wake, policy.pollMs);
            timer?.unref?.();
          });
      });
  }

  // Whatever waited in the queue when the proxy last stopped goes out when its next try is due.
  wake();
  return {
    /** Something was queued: send it now unless a try is under way (the loop picks it up then). */
    wake,
    /** Stops the loop and the try in flight; what is not delivered stays queued for the next start. */
    async close(): Promise<void> {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}

export type WebhookDelivery = ReturnType<typeof startWebhookDelivery>;
