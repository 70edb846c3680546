// Counts each request for GET /metrics by the route pattern it matched, never its raw path, and times
// what the proxy adds: the whole request less its calls to the service.
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { ProxyMetrics } from '../metrics.ts';
import type { Upstream } from '../upstream.ts';

/** Milliseconds spent in calls to the service, by the signal of the request that made them. */
export type UpstreamTime = WeakMap<AbortSignal, number>;

/** Every route that calls the service passes its request's signal along, which keys its time here. */
export function timedUpstream(upstream: Upstream, spent: UpstreamTime): Upstream {
  return async (request) => {
    const started = performance.now();
    try {
      return await upstream(request);
    } finally {
      const { signal } = request;
      if (signal) spent.set(signal, (spent.get(signal) ?? 0) + performance.now() - started);
    }
  };
}

const METHODS = new Set(['GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS', 'HEAD']);

/** A pattern ending in * is a middleware's: no endpoint matched the path. */
export function routeLabel(pattern: string): string {
  return pattern === '' || pattern.endsWith('*') ? 'unmatched' : pattern;
}

export function measure(metrics: ProxyMetrics, spent: UpstreamTime): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const route = routeLabel(routePath(c, -1));
    // Only routes that call the service have a signal to look up; asking others would create one.
    const upstreamMs = route.startsWith('/api/') || route === '/mcp' ? (spent.get(c.req.raw.signal) ?? 0) : 0;
    const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
    metrics.request(method, route, c.res.status, Math.max(0, performance.now() - started - upstreamMs) / 1000);
  };
}
