// Node only: the service through undici's request API over pooled keep-alive connections.
// It skips fetch's web streams and Request objects (bench:proxy: about 2,200 calls a second
// against 790 with fetch), and the proxy's own cost is what every user waits for.
// undici.request never follows redirects.
import { Agent, request } from 'undici';
import { UpstreamFailure, declaredTooLarge, readBounded, type Upstream } from './upstream.ts';

/** Connections kept per service host: enough for a busy proxy, bounded so a slow service is not flooded. */
const MAX_CONNECTIONS = 256;

export interface NodeUpstream {
  upstream: Upstream;
  close(): Promise<void>;
}

export function nodeUpstream(): NodeUpstream {
  const dispatcher = new Agent({ connections: MAX_CONNECTIONS, keepAliveTimeout: 30_000 });

  const upstream: Upstream = ({ method, url, headers, body, timeoutMs, maxResponseBytes, signal }) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new UpstreamFailure('aborted'));
      // undici stops the call (and frees or drops its connection) when this aborts: at the
      // deadline, when the caller goes away, or when the answer grows past the limit.
      const cancel = new AbortController();
      const fail = (failure: UpstreamFailure) => {
        reject(failure);
        cancel.abort(failure);
      };
      // The user gets the timeout at the deadline, whatever phase the call is in.
      const deadline = setTimeout(() => fail(new UpstreamFailure('timeout')), timeoutMs);
      const onCallerGone = () => fail(new UpstreamFailure('aborted'));
      signal?.addEventListener('abort', onCallerGone, { once: true });
      request(url, {
        method,
        headers,
        body,
        dispatcher,
        signal: cancel.signal,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      })
        .then(async (response) => {
          if (declaredTooLarge(response.headers['content-length'], maxResponseBytes))
            throw new UpstreamFailure('too_large');
          return {
            status: response.statusCode,
            headers: response.headers,
            text: await readBounded(response.body, maxResponseBytes),
          };
        })
        .then(resolve, (error: unknown) =>
          fail(error instanceof UpstreamFailure ? error : (cancel.signal.reason ?? error)),
        )
        .finally(() => {
          clearTimeout(deadline);
          signal?.removeEventListener('abort', onCallerGone);
        });
    });

  return { upstream, close: () => dispatcher.close() };
}
