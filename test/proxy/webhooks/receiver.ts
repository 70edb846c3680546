// A webhook receiver on loopback: records every request and answers what the test tells it.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';

export const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** The status it was answered with. */
  status: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Waits until at least `count` requests arrived. */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

/** `answer` gets each request (and how many came before it) and gives the status to answer. */
export async function startReceiver(
  answer: (request: Omit<Received, 'status'>, before: number) => number = () => 204,
): Promise<Receiver> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const status = answer({ headers: request.headers, body }, received.length);
      received.push({ headers: request.headers, body, status });
      response.statusCode = status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/sidecue`,
    received,
    waitFor: (count) =>
      vi.waitFor(
        () => {
          if (received.length < count) throw new Error(`${received.length} of ${count} requests so far`);
        },
        { timeout: 10_000, interval: 20 },
      ),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
