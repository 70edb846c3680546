// Google Meet, Microsoft Teams and Zoom with their interface in each UI language Sidecue reads, end
// to end: one Chromium with the built extension and the real proxy, one practice call per platform
// and language (the page's words, its labels for the user and the dialogue in that language; the
// browser stays English, as a user's may). Each call's panel must show the user's own line under the
// user's name, and guidance. Then the options' guidance language: set to French, an English call
// gets French guidance.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CALLS, PRACTICE_LANGUAGES, type PracticeLanguage } from '../../practice/practice-languages.js';
import { salesCall } from '../../practice/sales-call-script.js';
import { en } from '../../proxy/engine/language/phrases/en.ts';
import { fr } from '../../proxy/engine/language/phrases/fr.ts';
import { waitForMeetingTab } from '../../scripts/lib/extension-control.ts';
import type { PracticePlatform } from '../../scripts/lib/practice-server.ts';
import { expectGuidanceArrives, useCallJourney } from './support/call-journey.ts';

const QUERY = 'speed=8';
// One browser for every platform: starting one costs about 20 s on a loaded machine, a call beside
// it a few. The journey's own call is the English Meet call.
const journey = useCallJourney({ platform: 'meet', query: QUERY });
const seenTabs: number[] = [];

/** The journey's own call, the English Meet one, and its panel. */
function ownCall(): { call: Page; panel: Page } {
  const { call, panel, tabId } = journey();
  seenTabs.push(tabId);
  return { call, panel };
}

/**
 * The practice call on `platform` with `query` in a new tab, shown in the journey's panel page: one
 * page serves every call in turn, as a new page costs a second or two here.
 */
async function openCall(platform: PracticePlatform, query: string): Promise<{ call: Page; panel: Page }> {
  const { browser, practice, panel } = journey();
  const call = await browser.context.newPage();
  await call.goto(practice.callUrl(platform, query));
  const tab = await waitForMeetingTab(browser.serviceWorker, 20_000, seenTabs);
  seenTabs.push(tab);
  await panel.goto(`chrome-extension://${browser.extensionId}/sidepanel.html?tab=${tab}`);
  await call.bringToFront();
  return { call, panel };
}

/** The user's first line of the call in `language`, as the panel shows it: under the user's name. */
function ownLine(language: PracticeLanguage): string {
  const turns = language === 'en' ? salesCall : CALLS[language].turns;
  return `Alex Rivera ${turns.find((turn) => turn.speaker === 'You')!.text}`;
}

/** The panel comes to show `line` in its transcript, final or still being transcribed. */
async function expectLineShown(panel: Page, line: string): Promise<void> {
  const transcript = panel.getByRole('log', { name: 'Transcript' }).getByRole('listitem');
  await expect
    .poll(async () => (await transcript.allTextContents()).map((t) => t.replace(' (still being transcribed)', '')), {
      timeout: 30_000,
    })
    .toContain(line);
}

describe.each([
  ['Google Meet', 'meet'],
  ['Microsoft Teams', 'teams'],
  ['Zoom', 'zoom'],
] as const)('a %s call with its interface in each language', (_name, platform) => {
  it.each(PRACTICE_LANGUAGES)(
    '%s: the user’s own line is the user’s, and guidance shows',
    async (language) => {
      const { call, panel } =
        platform === 'meet' && language === 'en' ? ownCall() : await openCall(platform, `${QUERY}&lang=${language}`);
      expect(await call.evaluate(() => document.documentElement.lang)).toBe(language);
      await expectLineShown(panel, ownLine(language));
      await expectGuidanceArrives(panel);
      expect(await panel.getByRole('combobox', { name: 'Guidance for' }).inputValue()).toBe('Alex Rivera');
      await call.close();
    },
    90_000,
  );
});

describe('the guidance language chosen in the options', () => {
  it('French: an English call gets its guidance in French', async () => {
    const { browser, proxy } = journey();
    const options = await browser.context.newPage();
    await options.goto(`chrome-extension://${browser.extensionId}/options.html`);
    // The form fills in the stored settings first: chosen before, French would be overwritten.
    await expect.poll(() => options.getByLabel('Proxy URL').inputValue(), { timeout: 15_000 }).toBe(proxy.url);
    await options.getByRole('combobox', { name: 'Guidance language' }).selectOption({ label: 'Français' });
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => options.getByRole('group', { name: 'Save your settings' }).getByRole('status').textContent(), {
        timeout: 15_000,
      })
      .toMatch(/^Saved\./);
    await options.close();

    const { call, panel } = await openCall('meet', `${QUERY}&lang=en`);
    await expectLineShown(panel, ownLine('en'));
    await expectGuidanceArrives(panel);
    // The call's opening asks for nothing and objects to nothing: the engine says to keep going.
    const card = await panel.getByRole('feed', { name: 'Guidance' }).getByRole('article').first().textContent();
    expect(card).toContain(fr.keepGoing);
    expect(card).not.toContain(en.keepGoing);
    await call.close();
  }, 90_000);
});
