// The Meet journey in real Firefox: Debian's firefox-esr driven by puppeteer-core over WebDriver
// BiDi, the built add-on installed, the practice call served as meet.google.com, the real proxy
// with the embedded engine on loopback, and the sidebar page showing the result.
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningProxy } from '../../proxy/server.ts';
import { locateFirefox } from '../../scripts/lib/find-firefox.ts';
import { launchFirefoxWithExtension, type LaunchedFirefox } from '../../scripts/lib/launch-firefox.ts';
import { startPracticeServer, type PracticeServer } from '../../scripts/lib/practice-server.ts';
import {
  expectedLines,
  expectSavedAnalysesEndOnFinalWording,
  practiceDone,
  type StoredSession,
} from './support/call-journey.ts';
import { issueUserToken, requireBuild, startLocalProxy } from './support/setup.ts';

interface PanelView {
  transcript: string[];
  cards: number;
  hidden: number;
  heading: string;
  guidanceFor: string | undefined;
}

// Read inside add-on pages; through globalThis, as vitest's WXT plugin rewrites a bare `browser`.
type AddonGlobal = {
  browser: { storage: { session: { get(keys: string | null): Promise<Record<string, unknown>> } } };
};

let proxy: RunningProxy;
let practice: PracticeServer;
let firefox: LaunchedFirefox;
let call: Page;
let control: Page;
let panel: Page;
let tabId: number;
let token: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `done` holds, else fails with what it last read. */
async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (done(last)) return last;
    await sleep(250);
  }
  throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}; last seen: ${JSON.stringify(last)}`);
}

/**
 * Opens an add-on page. Firefox loads moz-extension:// pages, but the navigation's promise never
 * settles over BiDi, so it is started without waiting and the page is awaited by its content.
 */
async function openAddonPage(path: string, ready: string): Promise<Page> {
  const page = await firefox.browser.newPage();
  void page.goto(`${firefox.extensionOrigin}/${path}`).catch(() => undefined);
  await waitFor(
    `${path} to show ${ready}`,
    () => page.evaluate(() => document.body?.innerText ?? '').catch(() => ''),
    (text) => text.includes(ready),
    15_000,
  );
  return page;
}

/** Types into the options form's field by its label, as a user does. */
async function fill(page: Page, label: string, value: string) {
  const field = await page.locator(`::-p-aria(${label})`).waitHandle();
  await field.click({ count: 3 });
  await field.press('Backspace');
  await field.type(value);
  await field.dispose();
}

function storedSession(): Promise<StoredSession | undefined> {
  const key = `session:${tabId}`;
  return control.evaluate(
    async (k) =>
      (await (globalThis as unknown as AddonGlobal).browser.storage.session.get(k))[k] as StoredSession | undefined,
    key,
  );
}

function readPanel(): Promise<PanelView> {
  return panel.evaluate(() => {
    const log = document.querySelector('[role="log"][aria-label="Transcript"]');
    const feed = document.querySelector('[role="feed"][aria-label="Guidance"]');
    const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'Guidance for');
    const picker = label ? (document.getElementById(label.htmlFor) as HTMLSelectElement | null) : null;
    return {
      transcript: [...(log?.querySelectorAll('li') ?? [])].map((li) =>
        (li.textContent ?? '').replace(' (still being transcribed)', ''),
      ),
      cards: feed?.querySelectorAll('article').length ?? 0,
      hidden: Number(/(\d+) repeats? hidden/.exec(document.body.innerText)?.[1] ?? 0),
      heading: document.querySelector('h1')?.textContent ?? '',
      guidanceFor: picker?.value,
    };
  });
}

beforeAll(async () => {
  const firefoxPath = locateFirefox();
  if (!firefoxPath) throw new Error('No Firefox found: run `npm test`, which finds or installs firefox-esr.');
  const extensionDir = requireBuild('firefox-mv2');
  const local = await startLocalProxy();
  proxy = local.proxy;
  token = await issueUserToken(local.secret);
  practice = await startPracticeServer();
  firefox = await launchFirefoxWithExtension({ firefoxPath, extensionDir, headless: true, hostMap: practice.hostMap });

  // Set up as a user does: the options page, checked against the real proxy from the add-on's origin.
  control = await openAddonPage('options.html', 'Proxy URL');
  await fill(control, 'Proxy URL', proxy.url);
  await fill(control, 'Proxy access token', token);
  await fill(control, 'My display name', 'Alex Rivera');
  await fill(control, 'Minimum interval (seconds)', '2');
  await control.locator('::-p-aria(Save[role="button"])').click();
  const saved = await waitFor(
    'the options to be saved',
    () =>
      control.evaluate(
        () =>
          document.querySelector('[aria-label="Save your settings"]')?.querySelector('[role="status"], [role="alert"]')
            ?.textContent ?? '',
      ),
    (text) => text !== '',
    15_000,
  );
  expect(saved).toContain('Saved. Connected as alex (team sales)');

  call = await firefox.browser.newPage();
  await call.goto(practice.meetingUrl('speed=3'), { timeout: 20_000 });
  const keys = await waitFor(
    'the add-on to see the meeting (is the content script running?)',
    () =>
      control.evaluate(async () =>
        Object.keys(await (globalThis as unknown as AddonGlobal).browser.storage.session.get(null)),
      ),
    (found) => found.some((key) => /^session:\d+$/.test(key)),
    20_000,
  );
  tabId = Number(keys.find((key) => /^session:\d+$/.test(key))!.slice('session:'.length));
  panel = await openAddonPage(`sidepanel.html?tab=${tabId}`, 'Transcript');
  // The call plays in front: Firefox slows the timers of background tabs.
  await call.bringToFront();
}, 90_000);

afterAll(async () => {
  await firefox?.close();
  await practice?.close();
  await proxy?.close();
});

describe('a Google Meet call in Firefox, end to end', () => {
  it('shows the whole call in the sidebar page, with guidance and repeats hidden', async () => {
    // Guidance arrives while the call goes on.
    const during = await waitFor('a guidance card in the feed', readPanel, (view) => view.cards > 0, 60_000);
    expect(during.heading).toBeTruthy();
    expect(during.guidanceFor).toBe('Alex Rivera');

    // The rest of the call only has to be captured: it plays 4x faster.
    await call.evaluate(() =>
      (window as unknown as { __practice: { hurry(factor: number): void } }).__practice.hurry(4),
    );
    const stats = await practiceDone(call);
    expect(stats.completed).toBe(true);
    const expected = expectedLines(stats);
    const sameAsCall = (lines: string[]) =>
      lines.length === expected.length && lines.every((line, i) => line === expected[i]);
    const after = await waitFor(
      'the transcript to match the call',
      readPanel,
      (view) => sameAsCall(view.transcript),
      30_000,
    );
    expect(after.transcript).toEqual(expected);
    expect(expected.some((line) => line.startsWith('Alex Rivera '))).toBe(true);
    expect(expected.some((line) => line.startsWith('You '))).toBe(false);

    // Asking twice about an unchanged call gives the same guidance: the repeat is hidden and counted.
    await panel.bringToFront();
    for (let ask = 0; ask < 2; ask++) {
      const answered = (await storedSession())?.guidance.length ?? 0;
      await panel.locator('::-p-aria(Suggest now[role="button"])').click();
      await waitFor(
        `answer ${ask + 1} to "Suggest now"`,
        async () => (await storedSession())?.guidance.length ?? 0,
        (n) => n > answered,
        30_000,
      );
    }
    const stored = (await storedSession())?.guidance.length ?? 0;
    const shown = await waitFor(
      'shown + hidden cards to match the stored answers',
      readPanel,
      (view) => view.cards + view.hidden === stored,
      10_000,
    );
    expect(shown.hidden).toBeGreaterThanOrEqual(1);
    expect(
      await panel.evaluate(() => document.querySelectorAll('section[aria-labelledby="call-so-far-heading"]').length),
    ).toBe(1);

    await expectSavedAnalysesEndOnFinalWording({
      proxyUrl: proxy.url,
      token,
      conversationId: (await storedSession())?.analysis.conversationId,
      expected,
      atLeast: stored,
    });
  }, 180_000);
});
