// requestHeader reads node:http's own parsed headers under Node, and must answer as c.req.header() does.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestHeader } from '../../proxy/middleware/header.ts';

const NAMES = ['authorization', 'x-sidecue-language', 'x-repeated', 'x-missing'] as const;

describe('requestHeader', () => {
  let server: ReturnType<typeof serve>;
  let port: number;
  const seen: Array<{ read: Record<string, unknown>; hono: Record<string, unknown>; node: boolean }> = [];

  beforeAll(async () => {
    const app = new Hono().get('/', (c) => {
      seen.push({
        read: Object.fromEntries(NAMES.map((name) => [name, requestHeader(c, name)])),
        hono: Object.fromEntries(NAMES.map((name) => [name, c.req.header(name)])),
        node: c.env !== undefined && 'incoming' in (c.env as object),
      });
      return c.text('ok');
    });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads the parsed headers under Node, repeated ones joined as Headers.get() joins them', async () => {
    await new Promise<void>((resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', path: '/', method: 'GET' }, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.setHeader('Authorization', 'Bearer abc');
      req.setHeader('X-Sidecue-Language', 'de');
      req.setHeader('X-Repeated', ['one', 'two']);
      req.end();
    });
    const [call] = seen;
    expect(call?.node).toBe(true);
    expect(call?.read).toEqual({
      authorization: 'Bearer abc',
      'x-sidecue-language': 'de',
      'x-repeated': 'one, two',
      'x-missing': undefined,
    });
    expect(call?.read).toEqual(call?.hono);
  });

  it('asks c.req.header() where there is no Node request (app.fetch in process)', async () => {
    const app = new Hono().get('/', (c) => c.json({ language: requestHeader(c, 'x-sidecue-language') ?? null }));
    const answer = await app.fetch(new Request('http://local/', { headers: { 'x-sidecue-language': 'fr' } }));
    expect(await answer.json()).toEqual({ language: 'fr' });
  });
});
