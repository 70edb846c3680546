// `npm start`: the proxy with the embedded engine, and Chromium with Sidecue loaded and
// configured for it, on a practice call that plays a scripted sales call with live captions.
import { resolve } from 'node:path';
import { createTokenAuthority } from '../proxy/auth/tokens.ts';
import { ConfigError } from '../proxy/config.ts';
import { resolveTokenSecret } from '../proxy/secret-file.ts';
import { startProxy } from '../proxy/server.ts';
import type { RequestLogEntry } from '../proxy/middleware/request-log.ts';
import { configureExtension, openPanelPage, waitForMeetingTab } from './lib/extension-control.ts';
import { watchGuidance } from './lib/guidance-watch.ts';
import { launchWithExtension } from './lib/launch-browser.ts';
import { PRACTICE_CALLS, PRACTICE_LINKEDIN, startPracticeServer } from './lib/practice-server.ts';
import { prepareChromeAndBuild } from './lib/prepare-run.ts';
import { languageQuery, practiceLanguageOption, practicePlatform, practiceProxyEnv } from './lib/start-options.ts';
import { guidanceLine, isAnalyzeAnswer, proxyRequestFor, stopReport } from './lib/start-report.ts';

const PRACTICE_USER = 'Alex Rivera';
const headless = process.env.SIDECUE_HEADLESS === '1';

function stop(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

const choice = practicePlatform(process.argv.slice(2));
if (!choice.ok) stop(choice.message, 2);
const { platform } = choice;
const languageChoice = practiceLanguageOption(process.argv.slice(2));
if (!languageChoice.ok) stop(languageChoice.message, 2);
const callQuery = languageQuery(languageChoice.language);
const practiceHost = PRACTICE_CALLS[platform].host;

const prepared = prepareChromeAndBuild();
if (!prepared.ok) stop(prepared.message, prepared.code);
const { chromePath } = prepared;

const env = practiceProxyEnv(process.env);
// The latest successful analyze requests, to say how long the proxy took for each guidance.
const analyzeAnswers: RequestLogEntry[] = [];
const proxy = await startProxy(env, {
  log: (line, entry) => {
    process.stdout.write(`${line}\n`);
    if (entry && isAnalyzeAnswer(entry)) analyzeAnswers.splice(0, analyzeAnswers.length - 20, entry);
  },
}).catch((error: unknown) => {
  if (error instanceof ConfigError) stop(`sidecue-proxy: ${error.message}`, 2);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') stop(`Port ${env.PORT ?? 8787} is taken: run with PORT=<free port> npm start.`, 1);
  throw error;
});
console.log(proxy.banner);

const dataDir = resolve(proxy.config.dataDir);
const secret = resolveTokenSecret({ dataDir, tokenSecret: proxy.config.tokenSecret });
const token = await createTokenAuthority(secret).issue({ user: 'practice', team: null, creator: false, days: 30 });
const practice = await startPracticeServer();
const profileDir = resolve(dataDir, 'practice-browser');
const browser = await launchWithExtension({
  chromePath,
  extensionDir: resolve('.output/chrome-mv3'),
  headless,
  hostMap: practice.hostMap,
  userDataDir: profileDir,
  // Without a window, Chrome's remote debugging is the way to look at the panel.
  remoteDebugging: headless,
  // Ctrl+C closes everything in order below and says what it stopped.
  handlesSignals: true,
});
await configureExtension(browser.serviceWorker, {
  proxyUrl: proxy.url,
  proxyToken: token,
  displayName: PRACTICE_USER,
  minIntervalSeconds: 4,
});

// Started before the call, so the moment each caption turns final is seen.
const counts = new Map<string, number>();
const claimed = new Set<RequestLogEntry>();
const guidanceWatch = watchGuidance(
  browser.context,
  browser.serviceWorker,
  (guidance) => {
    const number = (counts.get(guidance.tabId) ?? 0) + 1;
    counts.set(guidance.tabId, number);
    const request = proxyRequestFor(analyzeAnswers, guidance.at, claimed);
    if (request) claimed.add(request);
    console.log(guidanceLine({ ...guidance, number, proxyMs: request?.durationMs }));
  },
  (message) => console.error(message),
);

const call = browser.context.pages()[0] ?? (await browser.context.newPage());
await call.goto(practice.callUrl(platform, callQuery));
const tabId = await waitForMeetingTab(browser.serviceWorker);
// The side panel opens only from a click on the toolbar button, so the panel page is shown
// in a tab too; the call stays in front so its captions keep playing at full speed.
await openPanelPage(browser.context, browser.extensionId, tabId);
await call.bringToFront();

const practiceWhere = `${practice.callUrl(platform, callQuery)} (served on 127.0.0.1:${practice.port}; this browser maps ${practiceHost} to it)`;
const linkedInWhere = `${practice.linkedInProfileUrl(PRACTICE_LINKEDIN.profiles.full)} (a practice LinkedIn for Outreach, mapped here too)`;
const proxyWhere = `${proxy.url} (reference: ${proxy.url}/reference); each request is logged below with its time`;
if (headless) {
  const port = browser.devtoolsPort;
  const panelWhere = port
    ? [
        `open chrome://inspect in Chrome on this machine, add 127.0.0.1:${port} under "Discover network`,
        `                 targets", and click "inspect" under the Sidecue page (from another machine, forward`,
        `                 the port first: ssh -L ${port}:127.0.0.1:${port} this-host).`,
      ].join('\n')
    : 'not reachable: Chrome did not report its remote debugging port.';
  console.log(`
Sidecue is running without a window (SIDECUE_HEADLESS=1).
  Practice call: ${practiceWhere}, playing in the headless browser.
  Guidance:      logged below as it arrives (time, for whom, how fast; the text stays in the panel).
  Panel:         ${panelWhere}
  Proxy:         ${proxyWhere}.
Press Ctrl+C to stop.`);
} else {
  console.log(`
Sidecue is running.
  Practice call: ${practiceWhere}
  LinkedIn:      ${linkedInWhere}
  Guidance:      the "Sidecue" tab, or click the Sidecue toolbar button to open the side panel; each
                 guidance is also logged below (time, for whom, how fast; never its text).
  Proxy:         ${proxyWhere}.
This browser profile is for practice only: it accepts the local certificate. Press Ctrl+C to stop.`);
}

let stopping = false;
const shutdown = async (cause: string) => {
  if (stopping) return;
  stopping = true;
  guidanceWatch.stop();
  await browser.close().catch(() => undefined);
  await practice.close();
  await proxy.close();
  console.log(
    `\n${stopReport({ cause, proxyUrl: proxy.url, practiceAddress: `127.0.0.1:${practice.port}`, dataDir, browserProfile: profileDir })}`,
  );
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('Ctrl+C'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
browser.context.once('close', () => void shutdown('the browser was closed'));
