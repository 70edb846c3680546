// A small round-robin load balancer for `npm run bench:load -- --instances N`: each request goes
// to the next target in turn, piped both ways over keep-alive connections, as a reverse proxy in
// front of several proxies would. Written with node:http alone, so it adds what the bare
// pass-through adds and nothing else.
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The target of the `count`-th request (0-based), in turn. */
export function nextTarget<T>(targets: readonly T[], count: number): T {
  const target = targets[count % targets.length];
  if (target === undefined) throw new Error('a balancer needs at least one target');
  return target;
}

/**
 * A pass-through written with node:http alone: no checks, no parsing, each request piped both ways to
 * the next of `targets` in turn over `agent`'s keep-alive connections. With one target it is the bare
 * pass-through a proxy is compared against; with several, the bench's balancer.
 */
export async function startPassThrough(targets: readonly string[], agent: Agent): Promise<string> {
  const parsed = targets.map((target) => new URL(target));
  let count = 0;
  const server = createServer((req, res) => {
    const { hostname, port } = nextTarget(parsed, count);
    count += 1;
    const out = request(
      { hostname, port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(out);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export function startBalancer(targets: readonly string[]): Promise<string> {
  // The burst sends 1,000 calls at once: a connection each, as many as the proxies behind accept.
  // An idle connection is dropped after 4 s, before the proxy's own 5 s (Node's keepAliveTimeout)
  // could close it just as the balancer sends on it: the client would see a reset, not an answer.
  return startPassThrough(targets, new Agent({ keepAlive: true, maxSockets: 2_048, timeout: 4_000 }));
}
