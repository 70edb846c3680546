// Child processes of the bench, so the load generator, the proxy and the upstream each have
// their own event loop as in a deployment. Each reports its URL to the parent over IPC.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startProxy } from '../server.ts';

const ANSWER = JSON.stringify({ elaboration: 'Acknowledge the price concern.', isSame: false });

async function startTrivialUpstream(): Promise<string> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(ANSWER) });
      res.end(ANSWER);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const role = process.argv[2];
const url =
  role === 'upstream'
    ? await startTrivialUpstream()
    : role === 'proxy'
      ? (await startProxy(process.env)).url
      : undefined;
if (!url || !process.send) throw new Error('roles.ts runs as a child of proxy-bench.ts with role upstream or proxy');
process.send({ url });
// The parent ends this process when the bench is done; also go if the parent goes.
process.on('disconnect', () => process.exit(0));
