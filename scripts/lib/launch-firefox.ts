// Starts Firefox with the built add-on installed, in a fresh profile, driven by puppeteer-core
// over WebDriver BiDi. The add-on's UUID is pinned so its pages have a known address.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import puppeteer, { type Browser } from 'puppeteer-core';

/** The add-on id in wxt.config.ts's browser_specific_settings. */
export const FIREFOX_ADDON_ID = 'sidecue@sidecue.dev';

export interface FirefoxLaunchOptions {
  firefoxPath: string;
  extensionDir: string;
  headless: boolean;
  /** host → loopback port, e.g. meet.google.com → the practice server (HTTPS on port 443 only). */
  hostMap?: Record<string, number>;
}

export interface LaunchedFirefox {
  browser: Browser;
  /** moz-extension://<uuid> */
  extensionOrigin: string;
  close(): Promise<void>;
}

/**
 * Firefox has no --host-resolver-rules. Instead a proxy auto-config sends the mapped hosts to
 * this loopback CONNECT tunnel, which joins them to their port; TLS runs end to end inside the
 * tunnel, so the page keeps its real name, SNI and origin. Other hosts are refused.
 */
export async function startHostTunnel(hostMap: Record<string, number>): Promise<Server> {
  const server = createServer((_req, res) => res.writeHead(405).end());
  server.on('connect', (req, client) => {
    const [host, port] = (req.url ?? '').split(':');
    const target = hostMap[host ?? ''];
    if (target === undefined || port !== '443') {
      client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    const upstream = connect(target, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export function proxyAutoConfig(hosts: string[], tunnelPort: number): string {
  const script = `function FindProxyForURL(url, host) { return ${JSON.stringify(hosts)}.indexOf(host) >= 0 ? "PROXY 127.0.0.1:${tunnelPort}" : "DIRECT"; }`;
  return `data:application/x-ns-proxy-autoconfig,${encodeURIComponent(script)}`;
}

export async function launchFirefoxWithExtension(options: FirefoxLaunchOptions): Promise<LaunchedFirefox> {
  const uuid = randomUUID();
  const hosts = Object.keys(options.hostMap ?? {});
  const tunnel = hosts.length ? await startHostTunnel(options.hostMap!) : undefined;
  const closeTunnel = () =>
    new Promise<void>((resolve) => {
      if (!tunnel) return resolve();
      tunnel.closeAllConnections();
      tunnel.close(() => resolve());
    });
  const prefs: Record<string, unknown> = {
    'extensions.webextensions.uuids': JSON.stringify({ [FIREFOX_ADDON_ID]: uuid }),
  };
  if (tunnel) {
    prefs['network.proxy.type'] = 2;
    prefs['network.proxy.autoconfig_url'] = proxyAutoConfig(hosts, (tunnel.address() as AddressInfo).port);
  }
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: options.firefoxPath,
      protocol: 'webDriverBiDi',
      headless: options.headless,
      // Extension pages are privileged: reaching them needs system access over BiDi.
      args: ['--remote-allow-system-access'],
      extraPrefsFirefox: prefs,
      // The practice server's certificate is made on the spot, for meet.google.com.
      acceptInsecureCerts: true,
      defaultViewport: null,
    });
  } catch (error) {
    await closeTunnel();
    throw error;
  }
  try {
    await browser.installExtension(options.extensionDir);
  } catch (error) {
    await browser.close();
    await closeTunnel();
    throw error;
  }
  return {
    browser,
    extensionOrigin: `moz-extension://${uuid}`,
    close: async () => {
      // A browser that stopped answering is killed rather than left running after the test.
      const closed = browser.close().then(
        () => true,
        () => false,
      );
      const timedOut = new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000).unref());
      if (!(await Promise.race([closed, timedOut]))) browser.process()?.kill('SIGKILL');
      await closeTunnel();
    },
  };
}
