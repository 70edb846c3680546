// Child processes of the bench, so the load generator, the proxy, the upstream and the balancer
// (bench:load --instances) each have their own event loop as in a deployment. Each reports its URL
// to the parent over IPC, and answers 'cpu' with the CPU time it has used so far.
import { Agent, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startProxy } from '../proxy/server.ts';
import { startBalancer, startPassThrough } from './balancer.ts';

const ANSWER = JSON.stringify({ elaboration: 'Acknowledge the price concern.', isSame: false });

/** Answers every call after UPSTREAM_DELAY_MS, the stand-in for the service's own work. */
async function startStandInUpstream(delayMs: number): Promise<string> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const answer = () => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(ANSWER) });
        res.end(ANSWER);
      };
      if (delayMs > 0) setTimeout(answer, delayMs);
      else answer();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * The floor a proxy is compared against (bench:load): a bare pass-through written with node:http
 * alone, no checks, no parsing, the body piped both ways over keep-alive connections.
 */
function startBareProxy(target: string): Promise<string> {
  return startPassThrough([target], new Agent({ keepAlive: true, maxSockets: 256 }));
}

const role = process.argv[2];
const url =
  role === 'upstream'
    ? await startStandInUpstream(Number(process.env.UPSTREAM_DELAY_MS ?? 0))
    : role === 'proxy'
      ? (await startProxy(process.env)).url
      : role === 'bare'
        ? await startBareProxy(process.env.SERVICE_BASE_URL ?? '')
        : role === 'balancer'
          ? await startBalancer((process.env.BALANCER_TARGETS ?? '').split(','))
          : undefined;
if (!url || !process.send)
  throw new Error('roles.ts runs as a child of a bench with role upstream, proxy, bare or balancer');
process.send({ url });
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  // maxRSS: the most resident memory the process has had, in KiB.
  if (message === 'memory')
    process.send?.({ rss: process.memoryUsage().rss, maxRss: process.resourceUsage().maxRSS * 1024 });
});
// The parent ends this process when the bench is done; also go if the parent goes.
process.on('disconnect', () => process.exit(0));
