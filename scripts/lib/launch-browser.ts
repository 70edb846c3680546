// Starts Chromium with the built extension loaded, in a fresh profile, and finds the extension.
import { mkdtemp, readFile } from 'node:fs/promises';
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
  /** Also serve Chrome's remote debugging on a free loopback port, to inspect a headless browser's pages. */
  remoteDebugging?: boolean;
  /** The caller closes the browser itself on Ctrl+C and SIGTERM (Playwright's own handler exits the process at once). */
  handlesSignals?: boolean;
  /** The browser's UI language, which `chrome.i18n` answers in, as the extension's locale folders name it: "de", "pt_BR". */
  uiLanguage?: string;
}

export interface LaunchedBrowser {
  context: BrowserContext;
  extensionId: string;
  serviceWorker: Worker;
  /** The remote debugging port, when asked for and Chrome reported it. */
  devtoolsPort?: number;
  close(): Promise<void>;
}

/**
 * How to start Chromium in `language`: Linux builds read it from LANGUAGE and ignore --lang, which
 * Windows builds read. Either falls back to English when the browser lacks that language's locale
 * file (Debian ships them apart, in chromium-l10n).
 */
export function uiLanguageLaunch(language: string | undefined): { args: string[]; env?: NodeJS.ProcessEnv } {
  if (!language) return { args: [] };
  return { args: [`--lang=${language.replace('_', '-')}`], env: { ...process.env, LANGUAGE: language } };
}

export async function launchWithExtension(options: LaunchOptions): Promise<LaunchedBrowser> {
  const userDataDir = options.userDataDir ?? (await mkdtemp(join(tmpdir(), 'sidecue-profile-')));
  const language = uiLanguageLaunch(options.uiLanguage);
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
    // Port 0: Chrome picks a free port, on 127.0.0.1 only, and writes it to DevToolsActivePort.
    ...(options.remoteDebugging ? ['--remote-debugging-port=0'] : []),
    ...(hostRules.length ? [`--host-resolver-rules=${hostRules.join(',')}`, '--ignore-certificate-errors'] : []),
    ...language.args,
  ];
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: options.chromePath,
    headless: options.headless,
    args,
    env: language.env,
    // Playwright's default flag list disables extensions; keep only what we pass.
    ignoreDefaultArgs: ['--disable-extensions'],
    viewport: null,
    handleSIGINT: !options.handlesSignals,
    handleSIGTERM: !options.handlesSignals,
  });
  const serviceWorker =
    context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const extensionId = new URL(serviceWorker.url()).host;
  const devtoolsPort = options.remoteDebugging
    ? Number((await readFile(join(userDataDir, 'DevToolsActivePort'), 'utf8').catch(() => '')).split('\n')[0]) ||
      undefined
    : undefined;
  return { context, extensionId, serviceWorker, devtoolsPort, close: () => context.close() };
}
