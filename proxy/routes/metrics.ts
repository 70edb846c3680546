// GET /metrics for Prometheus, behind its own bearer token (METRICS_TOKEN); without one the route does
// not exist and the path answers 404 like any other unknown path.
import { Hono } from 'hono';
import { importKey, sign, verify } from '../auth/hmac.ts';
import { bearerToken } from '../middleware/authenticate.ts';
import { errorResponse } from '../errors.ts';
import type { ProxyMetrics } from '../metrics.ts';

export const METRICS_PATH = '/metrics';

/** Compares in constant time: both sides are signed with a key of this process and Web Crypto verifies. */
function tokenCheck(expected: string): (presented: string) => Promise<boolean> {
  const key = importKey(crypto.getRandomValues(new Uint8Array(32)));
  const signature = key.then((k) => sign(k, expected));
  return async (presented) => verify(await key, presented, await signature);
}

export function metricsRoutes(metrics: ProxyMetrics, token: string) {
  const accepts = tokenCheck(token);
  return new Hono().get(METRICS_PATH, async (c) => {
    if (!(await accepts(bearerToken(c.req.header('authorization'))))) {
      return errorResponse(
        'unauthenticated',
        'GET /metrics needs the proxy’s METRICS_TOKEN, sent as "Authorization: Bearer <token>".',
        { headers: { 'www-authenticate': 'Bearer realm="sidecue-metrics"' } },
      );
    }
    return new Response(await metrics.text(), {
      status: 200,
      headers: { 'content-type': metrics.contentType, 'cache-control': 'no-store' },
    });
  });
}
