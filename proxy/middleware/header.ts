// A request header by its lowercase name. Under Node the headers node:http already parsed are read
// as they are: hono's c.req.header() first builds a web Headers object of every header, checking
// each name and value again, which cost every call more CPU than its routing (bench:load). Elsewhere
// (a serverless runtime, app.fetch in process) c.req.header() answers.
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  // Repeated headers are joined as Headers.get() joins them.
  return Array.isArray(value) ? value.join(', ') : value;
}
