// Node only: a graceful stop. The listening socket closes at once (new connections are refused, so a
// balancer sends them to another proxy), requests in flight get until the grace time to finish, and
// each connection closes as soon as its answer is out instead of waiting for another request.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { errorBody } from '../lib/api/contract.ts';

export interface Drain {
  /** Stops taking connections and waits for requests in flight; `cut` counts those the grace time ended. */
  drain(graceMs: number): Promise<{ cut: number }>;
  readonly stopping: boolean;
}

const CUT_BODY = JSON.stringify(
  errorBody(
    'service_unavailable',
    'The proxy was stopped before this request finished. Try again; another proxy of your team will answer.',
  ),
);

/** Answers a request the grace time ended (or drops its connection when the answer had begun). */
function cut(response: ServerResponse) {
  if (response.headersSent) {
    response.socket?.destroy();
    return;
  }
  response.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store', connection: 'close' });
  response.end(CUT_BODY);
}

/** Keeps the set of unfinished responses: one Set entry and one listener a request. */
export function trackRequests(server: Server): Drain {
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  let draining: Promise<{ cut: number }> | undefined;

  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    // A request that came on a connection opened before the stop: answered, then the connection closes.
    if (stopping) response.setHeader('connection', 'close');
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      // Its connection may now be idle: close it rather than wait for the keep-alive timeout.
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });

  function drain(graceMs: number): Promise<{ cut: number }> {
    draining ??= new Promise((resolve) => {
      stopping = true;
      for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close');
      let done = false;
      const finish = (count: number) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        resolve({ cut: count });
      };
      const timer = setTimeout(() => {
        const late = [...inFlight];
        for (const response of late) cut(response);
        // Whatever is left (an answer still being written) goes now; close's callback then finishes.
        server.closeAllConnections();
        finish(late.length);
      }, graceMs);
      // Closes the listener and the idle keep-alive connections; calls back once every connection is gone.
      server.close(() => finish(0));
      server.closeIdleConnections();
    });
    return draining;
  }

  return {
    drain,
    get stopping() {
      return stopping;
    },
  };
}
