// Counts each request for GET /metrics by the route pattern it matched, never its raw path, and times
// what the proxy adds: the whole request less its calls to the service.
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { ProxyMetrics } from '../metrics.ts';
import type { ProxyEnv } from '../context.ts';
import type { CallerGone, Upstream } from '../upstream.ts';

/** Milliseconds spent in calls to the service, by the request (its callerGone) that made them. */
export type UpstreamTime = WeakMap<CallerGone, number>;

/** Every route that calls the service passes its request's callerGone along, which keys its time here. */
export function timedUpstream(upstream: Upstream, spent: UpstreamTime): Upstream {
  return async (request) => {
    const started = performance.now();
    try {
      return await upstream(request);
    } finally {
      const { callerGone } = request;
      if (callerGone) spent.set(callerGone, (spent.get(callerGone) ?? 0) + performance.now() - started);
    }
  };
}

const METHODS = new Set(['GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS', 'HEAD']);

/** A pattern ending in * is a middleware's: no endpoint matched the path. */
export function routeLabel(pattern: string): string {
  return pattern === '' || pattern.endsWith('*') ? 'unmatched' : pattern;
}

export function measure(metrics: ProxyMetrics, spent: UpstreamTime): MiddlewareHandler<ProxyEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const route = routeLabel(routePath(c, -1));
    // Only routes that called the service have one.
    const gone = c.get('callerGone');
    const upstreamMs = gone ? (spent.get(gone) ?? 0) : 0;
    const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
    metrics.request(method, route, c.res.status, Math.max(0, performance.now() - started - upstreamMs) / 1000);
  };
}
