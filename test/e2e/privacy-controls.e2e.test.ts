// "Pause capture" and "Never capture on this site" in real Chromium: the built extension on a page
// served as meet.google.com, the real proxy, and the panel page clicking the buttons.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectedLines, practiceDone, useCallJourney, type PracticeStats } from './support/call-journey.ts';

const journey = useCallJourney({ platform: 'meet', query: 'speed=4' });

/** How many turns the practice call has started. */
const turnsStarted = (call: Page) =>
  call.evaluate(
    () => (window as unknown as { __practice: { stats: PracticeStats } }).__practice.stats.utterances.length,
  );

const shownLines = async (panel: Page) =>
  (await panel.getByRole('log', { name: 'Transcript' }).getByRole('listitem').allTextContents()).map((t) =>
    t.replace(' (still being transcribed)', ''),
  );

describe('privacy controls, end to end', () => {
  it('keeps nothing said while capture is paused, captures again after resuming, never reads an excluded site again until it is allowed again', async () => {
    const { panel, call, practice, storedSession, browser } = journey();
    await expect.poll(async () => (await shownLines(panel)).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);

    await panel.getByRole('button', { name: 'Pause capture' }).click();
    await panel.getByText('Capture is paused', { exact: false }).waitFor();
    const pausedAt = await turnsStarted(call);
    await expect.poll(() => turnsStarted(call), { timeout: 90_000 }).toBeGreaterThanOrEqual(pausedAt + 3);
    const resumedAt = await turnsStarted(call);
    await panel.getByRole('button', { name: 'Resume capture' }).click();
    const lines = expectedLines(await practiceDone(call));

    // Turns wholly said during the pause never appear; turns after it appear in their final wording.
    const during = lines.slice(pausedAt, resumedAt - 1);
    const after = lines.slice(resumedAt);
    expect(during.length).toBeGreaterThanOrEqual(2);
    expect(after.length).toBeGreaterThan(0);
    await expect
      .poll(async () => after.every((line) => lines.includes(line)) && (await shownLines(panel)).slice(-after.length), {
        timeout: 30_000,
      })
      .toEqual(after);
    const shown = await shownLines(panel);
    for (const line of during) expect(shown).not.toContain(line);
    // Lines before the pause stay; the one being said at the pause is kept as far as it was then.
    expect(shown[0]).toBe(lines[0]);
    const [speakerFirst, speakerLast] = lines[1]!.split(' ');
    expect(shown[1]?.startsWith(`${speakerFirst} ${speakerLast} `)).toBe(true);

    await panel.getByRole('button', { name: 'Never capture on this site' }).click();
    await panel.getByRole('button', { name: 'Never capture on meet.google.com' }).click();
    await expect.poll(storedSession, { timeout: 10_000 }).toBeUndefined();
    await panel.getByText('Open a Google Meet', { exact: false }).waitFor();
    const settings = await browser.serviceWorker.evaluate(() =>
      (
        globalThis as unknown as {
          chrome: { storage: { local: { get(k: string): Promise<Record<string, { neverCaptureSites: string[] }>> } } };
        }
      ).chrome.storage.local.get('settings'),
    );
    expect(settings.settings?.neverCaptureSites).toEqual(['meet.google.com']);

    // A new call on the same site in the same tab: several turns play, and nothing is kept.
    await call.goto(practice.callUrl('meet', 'speed=8'));
    await call.bringToFront();
    await expect.poll(() => turnsStarted(call), { timeout: 60_000 }).toBeGreaterThanOrEqual(4);
    expect(await storedSession()).toBeUndefined();
    expect(await shownLines(panel)).toEqual([]);

    // Allowed again in the options: the same page load, never reloaded, is read from its next turn on.
    await call.evaluate(() => Object.assign(window, { __sameLoad: true }));
    const options = await browser.context.newPage();
    await options.goto(`chrome-extension://${browser.extensionId}/options.html`);
    await options.getByRole('button', { name: 'Allow meet.google.com again' }).click();
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => options.getByRole('group', { name: 'Save your settings' }).getByRole('status').textContent(), {
        timeout: 15_000,
      })
      .toMatch(/^Saved\. Connected as alex/);
    await options.close();
    await call.bringToFront();
    await expect.poll(async () => (await shownLines(panel)).length, { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await call.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(true);
  }, 300_000);
});
