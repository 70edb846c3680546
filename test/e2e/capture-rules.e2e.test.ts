// Capture rules served by the proxy fix a page version the built-in rules cannot read, without a
// release: real Chromium with the built extension, the Meet practice call with its caption words
// under a class Sidecue does not know, and the real proxy serving CAPTURE_RULES_FILE.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateChrome } from '../../scripts/lib/find-chrome.ts';
import { launchWithExtension, type LaunchedBrowser } from '../../scripts/lib/launch-browser.ts';
import { configureExtension, openPanelPage, waitForMeetingTab } from '../../scripts/lib/extension-control.ts';
import { startPracticeServer, type PracticeServer } from '../../scripts/lib/practice-server.ts';
import { expectedLines, expectTranscript, practiceDone, type PracticeStats } from './support/call-journey.ts';
import { issueUserToken, requireBuild, startLocalProxy, type LocalProxy } from './support/setup.ts';

declare const chrome: {
  storage: {
    local: { get(key: string): Promise<Record<string, unknown>> };
    session: { get(key: string): Promise<Record<string, any>> };
  };
};

/** A Meet version whose caption words sit under a class the built-in rules do not know. */
const CALL_QUERY = 'speed=4&turns=4&textClass=caption-words-2027';
const rulesDir = mkdtempSync(join(tmpdir(), 'sidecue-rules-e2e-'));
const rulesFile = join(rulesDir, 'rules.json');
writeFileSync(
  rulesFile,
  JSON.stringify({
    format: 'sidecue-capture-rules',
    version: 3,
    published: '2026-11-20T09:00:00Z',
    platforms: { meet: { 'captions.text2026': ['.caption-words-2027'] } },
  }),
);

let local: LocalProxy;
let practice: PracticeServer;
let browser: LaunchedBrowser;

beforeAll(async () => {
  const chromePath = locateChrome();
  if (!chromePath) throw new Error('No Chromium found: run `npm test`, which finds or installs one.');
  local = await startLocalProxy('sidecue-e2e-', { CAPTURE_RULES_FILE: rulesFile });
  practice = await startPracticeServer();
  browser = await launchWithExtension({
    chromePath,
    extensionDir: requireBuild('chrome-mv3'),
    headless: true,
    hostMap: practice.hostMap,
  });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await practice?.close();
  await local?.proxy.close();
  rmSync(rulesDir, { recursive: true, force: true });
});

async function playCall(except: number[]) {
  const call = await browser.context.newPage();
  await call.goto(practice.callUrl('meet', CALL_QUERY));
  await call.bringToFront();
  const tabId = await waitForMeetingTab(browser.serviceWorker, 20_000, except);
  const panel = await openPanelPage(browser.context, browser.extensionId, tabId);
  await call.bringToFront();
  const stats = await practiceDone<PracticeStats>(call);
  return { tabId, panel, stats };
}

describe('capture rules served by the proxy', () => {
  it('read a page version the built-in rules cannot, once the proxy serves rules for it', async () => {
    // Before any proxy is configured, only the built-in rules exist: the call plays, nothing is read.
    const before = await playCall([]);
    expect(before.stats.utterances).toHaveLength(4);
    const transcript = before.panel.getByRole('log', { name: 'Transcript' });
    await transcript.waitFor();
    expect(await transcript.getByText('Nothing said yet.').count()).toBe(1);

    await configureExtension(browser.serviceWorker, {
      proxyUrl: local.proxy.url,
      proxyToken: await issueUserToken(local.secret),
      displayName: 'Alex Rivera',
    });
    await expect
      .poll(
        async () =>
          (
            (await browser.serviceWorker.evaluate(() => chrome.storage.local.get('captureRules'))) as {
              captureRules?: { document: { version: number } };
            }
          ).captureRules?.document.version,
        { timeout: 20_000 },
      )
      .toBe(3);

    // The next page load applies them: every line is read, and the session names the rules in use.
    const after = await playCall([before.tabId]);
    await expectTranscript(after.panel, expectedLines(after.stats));
    const key = `session:${after.tabId}`;
    const stored = await browser.serviceWorker.evaluate((k) => chrome.storage.session.get(k), key);
    expect(stored[key].meeting.rules).toEqual({ version: 3, published: '2026-11-20T09:00:00Z' });
  }, 120_000);
});
