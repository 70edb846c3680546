// The faults of a working day, one after another in one long call, in real Chromium with the built
// extension and the real proxy forwarding to a stand-in service on loopback: the service answering
// 500, taking 10 s, the proxy down for 30 s, the service timing out, the background worker stopped,
// the panel closed and reopened, the meeting page reloaded. For each: nothing captured is lost,
// requests during the fault stay few (backoff), and how long guidance takes to come back.
import { mkdtempSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenAuthority } from '../../proxy/auth/tokens.ts';
import { startProxy, type RunningProxy } from '../../proxy/server.ts';
import { configureExtension, openPanelPage, waitForMeetingTab } from '../../scripts/lib/extension-control.ts';
import { locateChrome } from '../../scripts/lib/find-chrome.ts';
import { launchWithExtension, type LaunchedBrowser } from '../../scripts/lib/launch-browser.ts';
import { startPracticeServer, type PracticeServer } from '../../scripts/lib/practice-server.ts';
import { startStandInService, type StandInService } from '../proxy/helpers/stand-in-service.ts';
import { expectedLines, expectTranscript, practiceDone, type PracticeStats } from './support/call-journey.ts';
import { requireBuild } from './support/setup.ts';

const SECRET = 'faults-secret-that-is-long-enough-0123456789';
/**
 * A synthetic call longer than the faults take (about 3 min at 6x), so every fault happens while
 * people talk (checked), with a line every second or two; once the faults are over the rest plays
 * faster. Each caption word costs CPU, so a shorter, slower call makes a faster test than a long fast one.
 */
const CALL_QUERY = 'minutes=18&speed=6&seed=faults';
const HURRY_AFTER_FAULTS = 4;
/** Longer than the retry waits reach (2 + 4 + 8 s), so one answer in flight is seen to stop the retries. */
const SLOW_ANSWER_MS = 10_000;
/** Long enough for the retry waits to grow (2, 4, 8 s) and the next to be the longest (15 s). */
const DOWN_MS = 30_000;
/** Guidance must be back within the longest retry wait (15 s) plus a request and a line. */
const RESUME_WITHIN_MS = 25_000;

interface FaultFigure {
  fault: string;
  requests: number;
  resumedAfterMs: number;
}

let standIn: StandInService;
let proxy: RunningProxy | undefined;
let proxyPort = 0;
let dataDir: string;
let practice: PracticeServer;
let browser: LaunchedBrowser;
let call: Page;
let panel: Page;
let probe: Page;
let tabId: number;
const figures: FaultFigure[] = [];
/** When each analyze request reached the stand-in service. */
const analyzeTimes: number[] = [];

async function startForwardingProxy(upstreamTimeoutMs: number): Promise<void> {
  proxy = await startProxy(
    {
      HOST: '127.0.0.1',
      PORT: String(proxyPort),
      DATA_DIR: dataDir,
      PROXY_TOKEN_SECRET: SECRET,
      SERVICE_BASE_URL: standIn.baseUrl,
      SERVICE_API_KEY: 'service_faults_key',
      UPSTREAM_TIMEOUT_MS: String(upstreamTimeoutMs),
      RATE_LIMIT_PER_MINUTE: '10000',
    },
    { log: () => undefined },
  );
  proxyPort = Number(new URL(proxy.url).port);
}

/** Answers analyze with `answer` (true: answered) until reset; counts every analyze request. */
function serviceAnswers(answer: (response: ServerResponse) => boolean | Promise<boolean>) {
  standIn.setOverride((request, response) => {
    if (!request.path.endsWith('/api/analyze')) return false;
    analyzeTimes.push(Date.now());
    return answer(response);
  });
}

const guidanceCount = async () =>
  probe.evaluate(async (key) => {
    const stored = await (
      globalThis as unknown as {
        chrome: { storage: { session: { get(k: string): Promise<Record<string, { guidance: unknown[] }>> } } };
      }
    ).chrome.storage.session.get(key);
    return stored[key]?.guidance.length ?? 0;
  }, `session:${tabId}`);

/** How long, from now, until the background records new guidance. */
async function timeUntilGuidance(): Promise<number> {
  const from = Date.now();
  const before = await guidanceCount();
  await expect.poll(guidanceCount, { timeout: 60_000, interval: 100 }).toBeGreaterThan(before);
  return Date.now() - from;
}

/** Runs a fault for `ms`, then ends it; records the analyze requests made meanwhile and the time guidance takes to return. */
async function fault(
  name: string,
  ms: number,
  begin: () => Promise<void> | void,
  end: () => Promise<void> | void,
  requestsDuring?: () => number,
) {
  const start = Date.now();
  await begin();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const requests = requestsDuring ? requestsDuring() : analyzeTimes.filter((t) => t >= start).length;
  await end();
  figures.push({ fault: name, requests, resumedAfterMs: await timeUntilGuidance() });
}

beforeAll(async () => {
  const chromePath = locateChrome();
  if (!chromePath) throw new Error('No Chromium found: run `npm test`, which finds or installs one.');
  standIn = await startStandInService();
  dataDir = mkdtempSync(join(tmpdir(), 'sidecue-faults-'));
  await startForwardingProxy(60_000);
  const token = await createTokenAuthority(SECRET).issue({ user: 'alex', team: 'sales', creator: false, days: 1 });
  practice = await startPracticeServer();
  browser = await launchWithExtension({
    chromePath,
    extensionDir: requireBuild('chrome-mv3'),
    headless: true,
    hostMap: practice.hostMap,
  });
  await configureExtension(browser.serviceWorker, {
    proxyUrl: proxy!.url,
    proxyToken: token,
    displayName: 'Alex Rivera',
    minIntervalSeconds: 2,
  });
  probe = await browser.context.newPage();
  await probe.goto(`chrome-extension://${browser.extensionId}/options.html`);
  call = await browser.context.newPage();
  await call.goto(practice.callUrl('meet', CALL_QUERY));
  await call.bringToFront();
  tabId = await waitForMeetingTab(browser.serviceWorker);
  panel = await openPanelPage(browser.context, browser.extensionId, tabId);
  await call.bringToFront();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await practice?.close();
  await proxy?.close();
  await standIn?.close();
});

describe('faults during a call, end to end', () => {
  it('loses no captured line, keeps requests few, and brings guidance back after each fault', async () => {
    await timeUntilGuidance();

    serviceAnswers((response) => {
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"error":{"code":"internal","message":"stand-in failure"}}');
      return true;
    });
    await fault(
      'The service answers 500 for 20 s',
      20_000,
      () => undefined,
      () => standIn.setOverride(undefined),
    );

    serviceAnswers(async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
      return false; // then answers as usual
    });
    await fault(
      'The service takes 10 s to answer',
      SLOW_ANSWER_MS,
      () => undefined,
      () => standIn.setOverride(undefined),
    );

    // Down: the port refuses to speak HTTP; every connection the extension tries is counted.
    let attempts = 0;
    let refuser: Server | undefined;
    await fault(
      'The proxy is down for 30 s',
      DOWN_MS,
      async () => {
        await proxy!.close();
        refuser = createServer((socket: Socket) => {
          attempts++;
          socket.destroy();
        });
        await new Promise<void>((resolve) => refuser!.listen(proxyPort, '127.0.0.1', resolve));
      },
      async () => {
        await new Promise<void>((resolve) => refuser!.close(() => resolve()));
        await startForwardingProxy(4_000); // from here the proxy gives up on the service after 4 s
      },
      () => attempts,
    );

    const hung: ServerResponse[] = [];
    serviceAnswers((response) => {
      hung.push(response);
      return true; // never answers: the proxy times out
    });
    await fault(
      'The service does not answer (proxy gives up after 4 s) for 20 s',
      20_000,
      () => undefined,
      () => {
        standIn.setOverride(undefined);
        for (const response of hung) response.destroy();
      },
    );

    await fault(
      'The browser stops the background worker',
      0,
      async () => {
        const cdp = await browser.context.newCDPSession(call);
        await cdp.send('ServiceWorker.enable');
        await cdp.send('ServiceWorker.stopAllWorkers');
        await cdp.detach();
      },
      () => undefined,
    );

    await fault(
      'The panel is closed for 5 s and opened again',
      5_000,
      () => panel.close(),
      async () => {
        panel = await openPanelPage(browser.context, browser.extensionId, tabId);
        await call.bringToFront();
      },
    );

    // Every fault above happened while the call was still playing.
    const stillPlaying = await call.evaluate((factor) => {
      const practice = (window as unknown as { __practice: { stats: PracticeStats; hurry(f: number): void } })
        .__practice;
      practice.hurry(factor);
      return !practice.stats.completed;
    }, HURRY_AFTER_FAULTS);
    expect(stillPlaying).toBe(true);
    const stats = await practiceDone<PracticeStats>(call);
    expect(stats.completed).toBe(true);
    // Nothing captured was lost: every line of the call, in its final wording, once.
    await expectTranscript(panel, expectedLines(stats));

    // The meeting page reloaded: what was captured stays, and capture and guidance go on.
    const shownBefore = await panel.getByRole('log', { name: 'Transcript' }).getByRole('listitem').count();
    const reloadedAt = Date.now();
    await call.reload();
    await call.bringToFront();
    await expect
      .poll(() => panel.getByRole('log', { name: 'Transcript' }).getByRole('listitem').count(), { timeout: 60_000 })
      .toBeGreaterThan(shownBefore);
    const lines = await panel.getByRole('log', { name: 'Transcript' }).getByRole('listitem').allTextContents();
    expect(lines.slice(0, expectedLines(stats).length).map((t) => t.replace(' (still being transcribed)', ''))).toEqual(
      expectedLines(stats),
    );
    figures.push({
      fault: 'The meeting page is reloaded',
      requests: 0,
      resumedAfterMs: Date.now() - reloadedAt + (await timeUntilGuidance()),
    });

    console.log(
      [
        '| fault | requests during it | guidance back after |',
        '|---|---|---|',
        ...figures.map((f) => `| ${f.fault} | ${f.requests} | ${(f.resumedAfterMs / 1000).toFixed(1)} s |`),
      ].join('\n'),
    );
    for (const figure of figures)
      expect(figure.resumedAfterMs, figure.fault).toBeLessThan(
        RESUME_WITHIN_MS + (figure.fault.includes('to answer') ? SLOW_ANSWER_MS : 0),
      );
    const byName = Object.fromEntries(figures.map((f) => [f.fault, f.requests]));
    // Backoff: 2, 4, 8, then 15 s between attempts, whatever the number of lines said meanwhile
    // (asking at the 2 s minimum interval instead would make 10 requests in 20 s, 15 in 30 s).
    expect(byName['The service answers 500 for 20 s']).toBeLessThanOrEqual(6);
    expect(byName['The service takes 10 s to answer']).toBeLessThanOrEqual(2);
    // Attempts at 0, 2, 6, 14 and 29 s, and a few more connections at most.
    expect(byName['The proxy is down for 30 s']).toBeLessThanOrEqual(8);
    expect(byName['The service does not answer (proxy gives up after 4 s) for 20 s']).toBeLessThanOrEqual(5);
  }, 480_000);
});
