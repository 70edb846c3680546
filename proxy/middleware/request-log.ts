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

let second = Number.NaN;
let secondText = '';

/** `new Date(at).toISOString()`, the part up to the second formatted once a second rather than on every request. */
export function isoTime(at: number): string {
  const ms = Math.floor(at);
  const now = Math.floor(ms / 1000);
  if (now !== second) {
    const text = new Date(now * 1000).toISOString();
    // Years outside 0000–9999 are written differently; they are formatted whole.
    if (text.length !== 24) return new Date(ms).toISOString();
    second = now;
    secondText = text.slice(0, 20);
  }
  return `${secondText}${String(ms - now * 1000).padStart(3, '0')}Z`;
}

export function formatLogLine(entry: RequestLogEntry): string {
  const { at, method, path, status, durationMs, user } = entry;
  return `${isoTime(at)} ${method} ${path} ${status} ${durationMs.toFixed(1)}ms user=${JSON.stringify(user)}`;
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
