// One line a request for the operator: what, how it ended, how long, for whom. Bodies,
// query strings and tokens never go in, so transcripts and credentials stay out of logs.
import type { MiddlewareHandler } from 'hono';
import type { ProxyEnv } from '../context.ts';

export type LogLine = (line: string) => void;

export function requestLog(log: LogLine): MiddlewareHandler<ProxyEnv> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = (performance.now() - started).toFixed(1);
      const user = c.get('user')?.id ?? '-';
      log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms user=${JSON.stringify(user)}`);
    }
  };
}
