// `npm start`: the proxy with the embedded engine, and Chromium with Sidecue loaded and
// configured for it, on a practice call that plays a scripted sales call with live captions.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { createTokenAuthority } from '../proxy/auth/tokens.ts';
import { ConfigError } from '../proxy/config.ts';
import { resolveTokenSecret } from '../proxy/secret-file.ts';
import { startProxy } from '../proxy/server.ts';
import { configureExtension, openPanelPage, waitForMeetingTab } from './lib/extension-control.ts';
import { ChromeNotFoundError, findOrInstallChrome } from './lib/find-chrome.ts';
import { launchWithExtension } from './lib/launch-browser.ts';
import { PRACTICE_HOST, startPracticeServer } from './lib/practice-server.ts';

const PRACTICE_USER = 'Alex Rivera';

function stop(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

let chromePath: string;
try {
  chromePath = findOrInstallChrome();
} catch (error) {
  if (error instanceof ChromeNotFoundError) stop(error.message, 2);
  throw error;
}

console.log('Building the extension...');
if (spawnSync('npx', ['wxt', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' }).status !== 0) {
  stop('Building the extension failed.', 1);
}

const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? '.data' };
const proxy = await startProxy(env).catch((error: unknown) => {
  if (error instanceof ConfigError) stop(`sidecue-proxy: ${error.message}`, 2);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') stop(`Port ${env.PORT ?? 8787} is taken: run with PORT=<free port> npm start.`, 1);
  throw error;
});
console.log(proxy.banner);

const secret = resolveTokenSecret({ dataDir: resolve(proxy.config.dataDir), tokenSecret: proxy.config.tokenSecret });
const token = await createTokenAuthority(secret).issue({ user: 'practice', team: null, creator: false, days: 30 });
const practice = await startPracticeServer();
const browser = await launchWithExtension({
  chromePath,
  extensionDir: resolve('.output/chrome-mv3'),
  headless: process.env.SIDECUE_HEADLESS === '1',
  hostMap: { [PRACTICE_HOST]: practice.port },
  userDataDir: resolve(proxy.config.dataDir, 'practice-browser'),
});
await configureExtension(browser.serviceWorker, {
  proxyUrl: proxy.url,
  proxyToken: token,
  displayName: PRACTICE_USER,
  minIntervalSeconds: 4,
});

const call = browser.context.pages()[0] ?? (await browser.context.newPage());
await call.goto(practice.meetingUrl());
const tabId = await waitForMeetingTab(browser.serviceWorker);
// The side panel opens only from a click on the toolbar button, so the panel page is shown
// in a tab too; the call stays in front so its captions keep playing at full speed.
await openPanelPage(browser.context, browser.extensionId, tabId);
await call.bringToFront();

console.log(`
Sidecue is running.
  Practice call: ${practice.meetingUrl()} (served locally; this browser maps ${PRACTICE_HOST} to it)
  Guidance:      the "Sidecue" tab, or click the Sidecue toolbar button to open the side panel.
  Proxy:         ${proxy.url} (reference: ${proxy.url}/reference)
This browser profile is for practice only: it accepts the local certificate. Press Ctrl+C to stop.`);

const shutdown = async () => {
  await browser.close().catch(() => undefined);
  await practice.close();
  await proxy.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
browser.context.once('close', () => void shutdown());
