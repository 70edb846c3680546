// Node only: the webhook queue in DATA_DIR, its delivery loop and the emits routes call, started and
// stopped together by the server when WEBHOOK_URL and WEBHOOK_SECRET are set.
import type { ServiceCall, ServiceReply } from '../upstream.ts';
import { type RetryPolicy, startWebhookDelivery } from './delivery.ts';
import { createWebhookEvents, type WebhookEvents, type WebhookEventsDeps } from './events.ts';
import { locationOf } from '../storage/location.ts';
import { openWebhookStore } from './store.ts';

export interface Webhooks {
  events: WebhookEvents;
  /** Events waiting to be delivered, for the metrics. */
  queueDepth(): Promise<number>;
  /** Queues what routes emitted, stops sending; the queue is kept for the next start. */
  close(): Promise<void>;
}

export async function startWebhooks(options: {
  dataDir: string;
  /** Postgres instead of DATA_DIR/webhooks.db. */
  databaseUrl?: string;
  url: string;
  secret: string;
  callService(call: ServiceCall): Promise<ServiceReply>;
  recapOf?: WebhookEventsDeps['recapOf'];
  log: (line: string) => void;
  retry?: Partial<RetryPolicy>;
  now?: () => number;
}): Promise<Webhooks> {
  const now = options.now ?? Date.now;
  const store = await openWebhookStore(locationOf(options.dataDir, options.databaseUrl));
  const delivery = startWebhookDelivery({ ...options, store, now });
  const events = createWebhookEvents({
    async enqueue(event) {
      await store.add(event, now());
      delivery.wake();
    },
    callService: options.callService,
    recapOf: options.recapOf,
    now,
    log: options.log,
  });
  return {
    events,
    queueDepth: store.waiting,
    async close() {
      await events.settled();
      await delivery.close();
      await store.close();
    },
  };
}
