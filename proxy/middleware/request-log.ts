// One line a request for the operator: when it arrived, what, how it ended, how long, for whom.
// Bodies, query strings and tokens never go in, so transcripts and credentials stay out of logs.
import type { MiddlewareHandler } from 'hono';
import type { ProxyEnv } from '../context.ts';

/** The same facts as the line, for callers that act on them (npm start reports guidance latency). */
export interface RequestLogEntry {
  /** Epoch ms when the request arrived. */
  at: number;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  /** The token's user id, or '-' before authentication. */
  user: string;
}

/** `entry` comes with request lines; other lines (an upstream problem, an internal error) have none. */
export type LogLine = (line: string, entry?: RequestLogEntry) => void;

export function formatLogLine(entry: RequestLogEntry): string {
  const { at, method, path, status, durationMs, user } = entry;
  return `${new Date(at).toISOString()} ${method} ${path} ${status} ${durationMs.toFixed(1)}ms user=${JSON.stringify(user)}`;
}

export function requestLog(log: LogLine): MiddlewareHandler<ProxyEnv> {
  return async (c, next) => {
    const at = Date.now();
    const started = performance.now();
    try {
      await next();
    } finally {
      const entry: RequestLogEntry = {
        at,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: performance.now() - started,
        user: c.get('user')?.id ?? '-',
      };
      log(formatLogLine(entry), entry);
    }
  };
}
