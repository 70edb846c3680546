// Node only: the service through undici's request API over pooled keep-alive connections.
// It skips fetch's web streams and Request objects (bench:proxy: about 2,200 calls a second
// against 790 with fetch), and the proxy's own cost is what every user waits for.
// undici.request never follows redirects.
import { Agent, request } from 'undici';
import { UpstreamFailure, type Upstream } from './upstream.ts';

/** Connections kept per service host: enough for a busy proxy, bounded so a slow service is not flooded. */
const MAX_CONNECTIONS = 256;

export interface NodeUpstream {
  upstream: Upstream;
  close(): Promise<void>;
}

export function nodeUpstream(): NodeUpstream {
  const dispatcher = new Agent({ connections: MAX_CONNECTIONS, keepAliveTimeout: 30_000 });

  const upstream: Upstream = ({ method, url, headers, body, timeoutMs }) =>
    new Promise((resolve, reject) => {
      // The user gets the timeout at the deadline; undici's own phase timeouts then free the connection.
      const deadline = setTimeout(() => reject(new UpstreamFailure('timeout')), timeoutMs);
      request(url, { method, headers, body, dispatcher, headersTimeout: timeoutMs, bodyTimeout: timeoutMs })
        .then(async (response) => ({ status: response.statusCode, headers: response.headers, text: await response.body.text() }))
        .then(resolve, reject)
        .finally(() => clearTimeout(deadline));
    });

  return { upstream, close: () => dispatcher.close() };
}
