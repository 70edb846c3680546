// Starts Chromium with the built extension loaded, in a fresh profile, and finds the extension.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Worker } from 'playwright-core';

export interface LaunchOptions {
  chromePath: string;
  extensionDir: string;
  headless: boolean;
  /** host → loopback port, e.g. meet.google.com → the practice server. */
  hostMap?: Record<string, number>;
  userDataDir?: string;
}

export interface LaunchedBrowser {
  context: BrowserContext;
  extensionId: string;
  serviceWorker: Worker;
  close(): Promise<void>;
}

export async function launchWithExtension(options: LaunchOptions): Promise<LaunchedBrowser> {
  const userDataDir = options.userDataDir ?? (await mkdtemp(join(tmpdir(), 'sidecue-profile-')));
  const hostRules = Object.entries(options.hostMap ?? {}).map(([host, port]) => `MAP ${host} 127.0.0.1:${port}`);
  const args = [
    `--disable-extensions-except=${options.extensionDir}`,
    `--load-extension=${options.extensionDir}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    ...(hostRules.length ? [`--host-resolver-rules=${hostRules.join(',')}`, '--ignore-certificate-errors'] : []),
  ];
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: options.chromePath,
    headless: options.headless,
    args,
    // Playwright's default flag list disables extensions; keep only what we pass.
    ignoreDefaultArgs: ['--disable-extensions'],
    viewport: null,
  });
  const serviceWorker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const extensionId = new URL(serviceWorker.url()).host;
  return { context, extensionId, serviceWorker, close: () => context.close() };
}
