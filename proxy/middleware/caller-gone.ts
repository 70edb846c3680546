// The browser's request going away, so the call to the service stops too (routes pass it to forward).
// Under Node the response's 'close' tells it: the request's AbortSignal would cost every call an
// AbortController and its listeners (bench:load). Other runtimes give only the signal.
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { ServerResponse } from 'node:http';
import type { ProxyEnv } from '../context.ts';
import { type CallerGone, goneWithSignal } from '../upstream.ts';

/** One per request, kept on the context, so the metrics find the upstream time its calls spent. */
export function callerGone(c: Context<ProxyEnv>): CallerGone {
  const known = c.get('callerGone');
  if (known) return known;
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  const gone = outgoing ? goneWithResponse(outgoing) : goneWithSignal(c.req.raw.signal);
  c.set('callerGone', gone);
  return gone;
}

/** Before its answer is written, a response closes only when its connection goes. */
function goneWithResponse(outgoing: ServerResponse): CallerGone {
  return {
    get gone() {
      return outgoing.destroyed && !outgoing.writableFinished;
    },
    whenGone(listener) {
      outgoing.once('close', listener);
      return () => outgoing.off('close', listener);
    },
  };
}
