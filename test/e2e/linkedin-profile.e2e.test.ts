// LinkedIn profiles end to end in real Chromium: the built extension on the practice LinkedIn served as
// www.linkedin.com over HTTPS on loopback. The profile a tab shows lands in storage.session for that tab;
// moving to another profile inside the single-page app replaces it without mixing the two; a draft sent
// from an extension page (as the panel does) fills LinkedIn's note box and message box the way typing
// would, so the page's own counter follows. No proxy: nothing here reaches the service.
import type { Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsertDraftRequest, InsertDraftResult, LinkedInProfile } from '../../lib/messaging/outreach-protocol.ts';
import { PROFILES } from '../../practice/linkedin-profiles.js';
import { locateChrome } from '../../scripts/lib/find-chrome.ts';
import { launchWithExtension, type LaunchedBrowser } from '../../scripts/lib/launch-browser.ts';
import { PRACTICE_LINKEDIN, startPracticeServer, type PracticeServer } from '../../scripts/lib/practice-server.ts';
import { requireBuild } from './support/setup.ts';

declare const chrome: {
  storage: {
    session: {
      get(keys: string | null): Promise<Record<string, unknown>>;
      onChanged: { addListener(listener: (changes: Record<string, { newValue?: unknown }>) => void): void };
    };
  };
  tabs: { sendMessage(tabId: number, message: unknown): Promise<unknown> };
};

const { full, german } = PRACTICE_LINKEDIN.profiles;
let practice: PracticeServer;
let browser: LaunchedBrowser;

beforeAll(async () => {
  const chromePath = locateChrome();
  if (!chromePath) throw new Error('No Chromium found: run `npm test`, which finds or installs one.');
  const extensionDir = requireBuild('chrome-mv3');
  practice = await startPracticeServer();
  browser = await launchWithExtension({ chromePath, extensionDir, headless: true, hostMap: practice.hostMap });
  // Every profile value the background stores or removes, in order, so a mixed one cannot slip by between polls.
  await browser.serviceWorker.evaluate(() => {
    const seen: unknown[] = [];
    (globalThis as unknown as { __profilesSeen: unknown[] }).__profilesSeen = seen;
    chrome.storage.session.onChanged.addListener((changes) => {
      for (const [key, change] of Object.entries(changes))
        if (key.startsWith('profile:')) seen.push(change.newValue ?? null);
    });
  });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await practice?.close();
});

const storedProfiles = async (worker: Worker) => {
  const all = await worker.evaluate(() => chrome.storage.session.get(null));
  return Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith('profile:'))) as Record<
    string,
    LinkedInProfile | undefined
  >;
};
const seenProfiles = (worker: Worker) =>
  worker.evaluate(() => (globalThis as unknown as { __profilesSeen: (LinkedInProfile | null)[] }).__profilesSeen);

/** Sends the request from an extension page, as the panel does, and returns the content script's answer. */
async function insertFrom(extensionPage: Page, tabId: number, request: InsertDraftRequest): Promise<InsertDraftResult> {
  return (await extensionPage.evaluate(([tab, message]) => chrome.tabs.sendMessage(tab, message), [
    tabId,
    request,
  ] as const)) as InsertDraftResult;
}

describe('a LinkedIn profile, end to end', () => {
  it('keeps the profile the tab shows, follows in-page navigation without mixing profiles, and fills the note box', async () => {
    const page = await browser.context.newPage();
    // ?swap=1500: after a click, the top card changes 1.5 s after the address and the sections 1.5 s later,
    // so the page is read while it shows the new top card above the old profile's sections.
    await page.goto(practice.linkedInProfileUrl(full, 'swap=1500'));

    // Profile A lands in storage.session under the tab's key, read once (no screen-reader copies doubled).
    let tabId = 0;
    await expect
      .poll(
        async () => {
          const entry = Object.entries(await storedProfiles(browser.serviceWorker)).find(
            ([, profile]) => profile?.key === full,
          );
          tabId = Number(entry?.[0].split(':')[1] ?? 0);
          return entry?.[1]?.experience.length ?? 0;
        },
        { timeout: 20_000 },
      )
      .toBe(4);
    const maya = (await storedProfiles(browser.serviceWorker))[`profile:${tabId}`]!;
    expect(maya).toMatchObject({
      key: full,
      url: `https://www.linkedin.com/in/${full}/`,
      name: 'Maya Okafor',
      headline: PROFILES[full]!.headline,
      location: 'Rotterdam, South Holland, Netherlands',
      currentRole: 'Head of Revenue Operations',
      currentCompany: 'Northwind Logistics',
    });
    expect(maya.about).toBe(PROFILES[full]!.about!.replace(/\n/g, ' '));
    expect(maya.education.map((entry) => entry.school)).toEqual([
      'Erasmus University Rotterdam',
      'University of Lagos',
    ]);
    expect(maya.activity).toEqual(PROFILES[full]!.activity);

    // To profile B inside the app: the address changes at once, the page a moment later.
    const before = (await seenProfiles(browser.serviceWorker)).length;
    await page.getByRole('link', { name: 'Jonas Weber' }).click();
    await expect.poll(() => page.url()).toContain(`/in/${german}/`);
    expect(await page.locator('h1').textContent()).toBe('Maya Okafor');
    await expect
      .poll(async () => (await storedProfiles(browser.serviceWorker))[`profile:${tabId}`]?.experience.length ?? 0, {
        timeout: 20_000,
      })
      .toBe(3);
    const jonas = (await storedProfiles(browser.serviceWorker))[`profile:${tabId}`]!;
    expect(jonas).toMatchObject({
      key: german,
      name: 'Jonas Weber',
      currentRole: 'Vertriebsleiter DACH',
      currentCompany: 'Kraftwerk Software GmbH',
    });
    // Everything stored since the click: first nothing (Maya is gone at once), then Jonas alone, never a word of
    // Maya's: his top card under her sections first, then his whole profile.
    const since = (await seenProfiles(browser.serviceWorker)).slice(before);
    expect(since[0]).toBeNull();
    expect(since[1]).toMatchObject({ key: german, name: 'Jonas Weber', experience: [], education: [], activity: [] });
    expect(since[1]?.about).toBeUndefined();
    for (const value of since.slice(1)) {
      expect(value?.key).toBe(german);
      expect(JSON.stringify(value)).not.toMatch(/Maya|Northwind|Tallyhouse|Harbourline|Erasmus|Lagos|RevOps/);
    }

    // Connect → Add a note (German UI): the panel's draft fills the note box, and the page's counter shows its length.
    const extensionPage = await browser.context.newPage();
    await extensionPage.goto(`chrome-extension://${browser.extensionId}/sidepanel.html?tab=${tabId}`);
    expect(await insertFrom(extensionPage, tabId, { type: 'outreach/insert', body: 'Hallo' })).toEqual({
      ok: false,
      reason: 'no_box',
    });
    await page.getByRole('button', { name: 'Vernetzen' }).click();
    await page.getByRole('button', { name: 'Nachricht hinzufügen' }).click();
    const note = page.locator('textarea#custom-message');
    const counter = page.locator('.note-counter');
    await expect.poll(() => counter.textContent()).toBe('0/300');
    const body =
      'Hallo Jonas, Ihr Beitrag über gute Fragen im Erstgespräch hat mich überzeugt. Darf ich mich vernetzen?';
    expect(await insertFrom(extensionPage, tabId, { type: 'outreach/insert', body })).toEqual({
      ok: true,
      box: 'connection_note',
    });
    expect(await note.inputValue()).toBe(body);
    expect(await counter.textContent()).toBe(`${body.length}/300`);
    // Over the box's own limit: nothing changes.
    expect(await insertFrom(extensionPage, tabId, { type: 'outreach/insert', body: 'x'.repeat(301) })).toEqual({
      ok: false,
      reason: 'too_long',
      limit: 300,
    });
    expect(await note.inputValue()).toBe(body);
    expect(await counter.textContent()).toBe(`${body.length}/300`);

    // The message composer (a contenteditable) takes the draft as typed text too.
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('button', { name: 'Nachricht', exact: true }).click();
    const message = 'Hallo Jonas,\ndanke für den Kontakt.';
    expect(await insertFrom(extensionPage, tabId, { type: 'outreach/insert', body: message })).toEqual({
      ok: true,
      box: 'message',
    });
    expect(await page.locator('.msg-form__contenteditable').innerText()).toBe(message);
    expect(await page.locator('.message-counter').textContent()).toBe(String(message.length));

    // Leaving profile pages inside the app: the tab's profile is removed.
    await page.getByRole('link', { name: 'Home' }).click();
    await expect
      .poll(async () => `profile:${tabId}` in (await storedProfiles(browser.serviceWorker)), { timeout: 10_000 })
      .toBe(false);

    // A profile opened by a page load, then the tab goes to another site: the profile goes too.
    await page.goto(practice.linkedInProfileUrl(full));
    await expect
      .poll(async () => (await storedProfiles(browser.serviceWorker))[`profile:${tabId}`]?.key, { timeout: 10_000 })
      .toBe(full);
    await page.goto(practice.callUrl('zendesk'));
    await expect
      .poll(async () => `profile:${tabId}` in (await storedProfiles(browser.serviceWorker)), { timeout: 10_000 })
      .toBe(false);
  }, 90_000);
});
