// Firefox reaches meet.google.com on loopback through this tunnel and a proxy auto-config.
import { request } from 'node:http';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { proxyAutoConfig, startHostTunnel } from '../../scripts/lib/launch-firefox.ts';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

const portOf = (server: Server) => (server.address() as AddressInfo).port;

function connectThrough(tunnelPort: number, target: string): Promise<{ status: number; greeting?: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: tunnelPort, method: 'CONNECT', path: target });
    req.on('connect', (res, socket: Socket, head: Buffer) => {
      if (res.statusCode !== 200) {
        socket.destroy();
        resolve({ status: res.statusCode ?? 0 });
        return;
      }
      // The first bytes through the tunnel may come with the response itself.
      if (head.length) {
        socket.destroy();
        resolve({ status: 200, greeting: head.toString() });
        return;
      }
      socket.once('data', (data) => {
        socket.destroy();
        resolve({ status: 200, greeting: data.toString() });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('startHostTunnel', () => {
  it('joins a mapped host on port 443 to its loopback port, and refuses anything else', async () => {
    const target = createServer((socket) => socket.end('hello from the practice server'));
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    servers.push(target);
    const tunnel = await startHostTunnel({ 'meet.google.com': portOf(target) });
    servers.push(tunnel);

    expect(await connectThrough(portOf(tunnel), 'meet.google.com:443')).toEqual({
      status: 200,
      greeting: 'hello from the practice server',
    });
    expect(await connectThrough(portOf(tunnel), 'example.com:443')).toEqual({ status: 403 });
    expect(await connectThrough(portOf(tunnel), 'meet.google.com:80')).toEqual({ status: 403 });
  });
});

describe('proxyAutoConfig', () => {
  it('sends only the mapped hosts to the tunnel', () => {
    const url = proxyAutoConfig(['meet.google.com'], 4321);
    expect(url.startsWith('data:application/x-ns-proxy-autoconfig,')).toBe(true);
    const script = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    const findProxy = new Function(`${script}; return FindProxyForURL;`)() as (url: string, host: string) => string;
    expect(findProxy('https://meet.google.com/abc', 'meet.google.com')).toBe('PROXY 127.0.0.1:4321');
    expect(findProxy('http://127.0.0.1:8787/v1', '127.0.0.1')).toBe('DIRECT');
    expect(findProxy('https://google.com/', 'google.com')).toBe('DIRECT');
  });
});
