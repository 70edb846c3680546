// Node only: the webhook queue in DATA_DIR, its delivery loop and the emits routes call, started and
// stopped together by the server when WEBHOOK_URL and WEBHOOK_SECRET are set.
import type { ServiceCall, ServiceReply } from '../upstream.ts';
import { type RetryPolicy, startWebhookDelivery } from './delivery.ts';
import { createWebhookEvents, type WebhookEvents, type WebhookEventsDeps } from './events.ts';
import { openQueueDepth } from './queue-depth.ts';
import { openWebhookStore } from './store.ts';

export interface Webhooks {
  events: WebhookEvents;
  /** Events waiting to be delivered, for the metrics. */
  queueDepth(): number;
  /** Queues what routes emitted, stops sending; the queue is kept for the next start. */
  close(): Promise<void>;
}

export function startWebhooks(options: {
  dataDir: string;
  url: string;
  secret: string;
  callService(call: ServiceCall): Promise<ServiceReply>;
  recapOf?: WebhookEventsDeps['recapOf'];
  log: (line: string) => void;
  retry?: Partial<RetryPolicy>;
  now?: () => number;
}): Webhooks {
  const now = options.now ?? Date.now;
  const store = openWebhookStore(options.dataDir);
  const delivery = startWebhookDelivery({ ...options, store, now });
  const depth = openQueueDepth(options.dataDir);
  const events = createWebhookEvents({
    enqueue(event) {
      store.add(event, now());
      delivery.wake();
    },
    callService: options.callService,
    recapOf: options.recapOf,
    now,
    log: options.log,
  });
  return {
    events,
    queueDepth: depth.read,
    async close() {
      await events.settled();
      await delivery.close();
      depth.close();
      store.close();
    },
  };
}
