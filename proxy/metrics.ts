// Node only: what an operator watches, at GET /metrics in Prometheus's text format. Every label takes
// its values from a small fixed set (route patterns, status codes, kinds of call and failure), so no
// user, team, id or text can reach a label and the number of series stays bounded.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ModelCall, ModelOutcome } from './engine/model/index.ts';
import type { UpstreamErrorKind } from './forward.ts';

export type StoreName = 'database' | 'redis';

/** What the app and the server report; the web-standard app only sees this interface. */
export interface ProxyMetrics {
  /** One finished request: `route` is the pattern it matched, `addedSeconds` its time outside the service. */
  request(method: string, route: string, status: number, addedSeconds: number): void;
  upstreamError(kind: UpstreamErrorKind): void;
  modelCall(call: ModelCall, outcome: ModelOutcome): void;
  rateLimited(): void;
  storeError(store: StoreName): void;
  /** The same store with every method's failures (thrown or rejected) counted as errors of `name`. */
  watchStore<T extends object>(store: T, name: StoreName): T;
  /** Read at each scrape; only a proxy with webhooks has the gauge. */
  watchWebhookQueue(depth: () => Promise<number>): void;
  readonly contentType: string;
  text(): Promise<string>;
}

// From well under a millisecond (the proxy's own work) up to a Redis round trip gone wrong.
const ADDED_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** One registry per call, so every app (and every test) counts on its own. */
export function createMetrics(options: { processMetrics?: boolean } = {}): ProxyMetrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'sidecue_http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const added = new Histogram({
    name: 'sidecue_added_latency_seconds',
    help: 'Time a request spent in the proxy outside its calls to the service, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: ADDED_BUCKETS,
    registers,
  });
  const upstreamErrors = new Counter({
    name: 'sidecue_upstream_errors_total',
    help: 'Calls to the service that brought no usable answer, by kind.',
    labelNames: ['kind'] as const,
    registers,
  });
  const modelCalls = new Counter({
    name: 'sidecue_model_calls_total',
    help: 'Questions to the language model by call and outcome; unusable and failed ones were answered by the rules.',
    labelNames: ['call', 'outcome'] as const,
    registers,
  });
  const rateLimited = new Counter({
    name: 'sidecue_rate_limited_total',
    help: 'Requests refused by the per-user rate limit.',
    registers,
  });
  const storeErrors = new Counter({
    name: 'sidecue_store_errors_total',
    help: 'Failed operations and readiness checks of the database and Redis.',
    labelNames: ['store'] as const,
    registers,
  });
  for (const store of ['database', 'redis'] as const) storeErrors.labels(store).inc(0);

  // Label children cached by key: a request costs one string and one Map lookup, not prom-client's hashing.
  const children = new Map<
    string,
    { count: ReturnType<typeof requests.labels>; added: ReturnType<typeof added.labels> }
  >();

  return {
    request(method, route, status, addedSeconds) {
      const key = `${method} ${status} ${route}`;
      let child = children.get(key);
      if (!child) {
        child = { count: requests.labels(method, route, String(status)), added: added.labels(method, route) };
        children.set(key, child);
      }
      child.count.inc();
      child.added.observe(addedSeconds);
    },
    upstreamError: (kind) => upstreamErrors.labels(kind).inc(),
    modelCall: (call, outcome) => modelCalls.labels(call, outcome).inc(),
    rateLimited: () => rateLimited.inc(),
    storeError: (store) => storeErrors.labels(store).inc(),
    watchStore: (store, name) => countingErrors(store, () => storeErrors.labels(name).inc()),
    watchWebhookQueue(depth) {
      new Gauge({
        name: 'sidecue_webhook_queue_depth',
        help: 'Webhook events waiting to be delivered (given-up events not included).',
        registers,
        async collect() {
          this.set(await depth());
        },
      });
    },
    contentType: registry.contentType,
    text: () => registry.metrics(),
  };
}

/** The same object with every method telling `onError` of its failures; the object itself stays as it is. */
function countingErrors<T extends object>(target: T, onError: () => void): T {
  const watched: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(target)) {
    if (typeof value !== 'function') {
      watched[name] = value;
      continue;
    }
    watched[name] = (...args: unknown[]) => {
      try {
        const result: unknown = value.apply(target, args);
        if (result instanceof Promise) {
          return result.catch((error: unknown) => {
            onError();
            throw error;
          });
        }
        return result;
      } catch (error) {
        onError();
        throw error;
      }
    };
  }
  return watched as T;
}
