// The outreach journey in real Chromium: the practice LinkedIn served as www.linkedin.com over HTTPS on
// loopback, the built extension reading the profile, the real proxy with the embedded engine, and the
// panel page for that tab: the profile is read, Generate names the person, Evaluate lists findings,
// Shorten fits 300 characters, and Insert fills LinkedIn's own note box so its counter follows.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILES } from '../../practice/linkedin-profiles.js';
import type { RunningProxy } from '../../proxy/server.ts';
import { configureExtension, openPanelPage } from '../../scripts/lib/extension-control.ts';
import { locateChrome } from '../../scripts/lib/find-chrome.ts';
import { launchWithExtension, type LaunchedBrowser } from '../../scripts/lib/launch-browser.ts';
import { PRACTICE_LINKEDIN, startPracticeServer, type PracticeServer } from '../../scripts/lib/practice-server.ts';
import { issueUserToken, requireBuild, startLocalProxy } from './support/setup.ts';

declare const chrome: { storage: { session: { get(keys: null): Promise<Record<string, { key?: string }>> } } };

const slug = PRACTICE_LINKEDIN.profiles.full;
const person = (PROFILES as Record<string, { name: string }>)[slug]!;
let proxy: RunningProxy;
let practice: PracticeServer;
let browser: LaunchedBrowser;
let profilePage: Page;
let panel: Page;

beforeAll(async () => {
  const chromePath = locateChrome();
  if (!chromePath) throw new Error('No Chromium found: run `npm test`, which finds or installs one.');
  const local = await startLocalProxy('sidecue-e2e-linkedin-');
  proxy = local.proxy;
  practice = await startPracticeServer();
  browser = await launchWithExtension({
    chromePath,
    extensionDir: requireBuild('chrome-mv3'),
    headless: true,
    hostMap: practice.hostMap,
  });
  await configureExtension(browser.serviceWorker, {
    proxyUrl: proxy.url,
    proxyToken: await issueUserToken(local.secret),
    aboutMe: 'I run Forecastly, which helps revenue teams forecast pipeline.',
  });
  profilePage = await browser.context.newPage();
  await profilePage.goto(practice.linkedInProfileUrl(slug));
  let tabId = 0;
  // The profile lands in storage.session under its tab's key (bounded wait).
  for (let tries = 0; tries < 200 && !tabId; tries++) {
    const stored = await browser.serviceWorker.evaluate(() => chrome.storage.session.get(null));
    tabId = Number(
      Object.entries(stored)
        .find(([key, value]) => key.startsWith('profile:') && value?.key === slug)?.[0]
        .split(':')[1] ?? 0,
    );
    if (!tabId) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!tabId) throw new Error('The profile never reached the background.');
  panel = await openPanelPage(browser.context, browser.extensionId, tabId);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await practice?.close();
  await proxy?.close();
});

const draft = () => panel.getByRole('textbox', { name: 'Draft', exact: true });

describe('outreach from a LinkedIn profile, end to end', () => {
  it('reads the profile, generates a draft naming the person, evaluates, shortens to 300 and inserts it into the note box', async () => {
    const firstName = person.name.split(' ')[0]!;
    await panel.getByRole('tab', { name: 'Outreach' }).click();
    await expect
      .poll(() => panel.getByRole('textbox', { name: 'Profile' }).inputValue(), { timeout: 15_000 })
      .toContain(`Name: ${person.name}`);

    await panel.getByRole('button', { name: 'Generate' }).click();
    await expect.poll(() => draft().inputValue(), { timeout: 15_000 }).toContain(firstName);
    const generated = await draft().inputValue();
    expect(generated.length).toBeLessThanOrEqual(300);

    // A second ask and a spam phrase: Evaluate names them among its findings.
    await draft().fill(`${generated} Act now! Can we also book a demo this week?`);
    await panel.getByRole('button', { name: 'Evaluate' }).click();
    await expect
      .poll(() => panel.getByRole('heading', { name: /^Score \d+\/100$/ }).count(), { timeout: 15_000 })
      .toBe(1);
    const findings = panel.getByRole('list', { name: 'Findings' }).getByRole('listitem');
    await expect.poll(() => findings.count()).toBeGreaterThan(0);

    await draft().fill(
      `${generated} ${'We also built dashboards, alerts, exports and a mobile app over the years. '.repeat(5)}`,
    );
    await panel.getByRole('button', { name: 'Shorten' }).click();
    await expect.poll(async () => (await draft().inputValue()).length, { timeout: 15_000 }).toBeLessThanOrEqual(300);
    const shortened = await draft().inputValue();
    // The count's numbers fill the messages file's placeholders in the real browser.
    expect(await panel.locator('body').innerText()).toContain(`${shortened.length} / 300 characters`);

    // No note box open yet: said in words. Then Connect > Add a note, and Insert fills it as typing would.
    await panel.getByRole('button', { name: 'Insert into LinkedIn' }).click();
    await expect
      .poll(() => panel.locator('body').innerText())
      .toContain('Open the connection note or message box on LinkedIn first');
    await profilePage.bringToFront();
    await profilePage.getByRole('button', { name: 'Connect', exact: true }).first().click();
    await profilePage.getByRole('button', { name: 'Add a note' }).click();
    await panel.getByRole('button', { name: 'Insert into LinkedIn' }).click();
    await expect.poll(() => profilePage.locator('#custom-message').inputValue()).toBe(shortened);
    await expect.poll(() => panel.locator('body').innerText()).toContain('Inserted into the connection note.');
    expect(await profilePage.locator('.note-counter').textContent()).toBe(`${shortened.length}/300`);
  });

  it('keeps markup and script in profile fields as text in the panel and runs none of it', async () => {
    await profilePage.goto(practice.linkedInProfileUrl('dana-payload-test'));
    await panel.bringToFront();
    const profileText = panel.getByRole('textbox', { name: 'Profile' });
    await expect
      .poll(() => profileText.inputValue(), { timeout: 20_000 })
      .toContain('Name: Dana <img src=x onerror="window.__pwned=\'name\'">Reyes');
    expect(await profileText.inputValue()).toContain('<svg onload="window.__pwned=\'about\'"></svg>');
    await panel.getByRole('button', { name: 'Generate' }).click();
    await expect.poll(() => draft().inputValue(), { timeout: 15_000 }).toContain('Dana');
    for (const page of [panel, profilePage])
      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(
      await panel.evaluate(
        () =>
          document.querySelectorAll(
            'img[src="x"], svg[onload], iframe, [onerror], [onmouseover], a[href^="javascript:"]',
          ).length,
      ),
    ).toBe(0);
  });
});
