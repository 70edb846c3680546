import { Hono } from 'hono';
import { paths, type HealthResponse } from '../../lib/api/contract.ts';
import type { ProxyMode } from '../config.ts';

/** Lets the extension tell this proxy from a plain forwarding backend; needs no token. */
export function healthRoutes(mode: ProxyMode, version: string) {
  const health: HealthResponse = { ok: true, service: 'sidecue-proxy', mode, version };
  return new Hono().get(paths.health, (c) => c.json(health, 200, { 'cache-control': 'no-store' }));
}
