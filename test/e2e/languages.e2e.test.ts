// Google Meet with its interface in each UI language Sidecue reads, end to end: one Chromium with the
// built extension and the real proxy, one practice call per language (the page's words, its "You"
// label and the dialogue in that language; the browser stays English, as a user's may). Each call's
// panel must show the user's own line under the user's name, and guidance.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CALLS, PRACTICE_LANGUAGES, type PracticeLanguage } from '../../practice/practice-languages.js';
import { salesCall } from '../../practice/sales-call-script.js';
import { openPanelPage, waitForMeetingTab } from '../../scripts/lib/extension-control.ts';
import { expectGuidanceArrives, useCallJourney } from './support/call-journey.ts';

const QUERY = 'speed=4';
const journey = useCallJourney({ platform: 'meet', query: QUERY });
const seenTabs: number[] = [];

/** The call in `language` and its panel: English is the journey's own call, the others open beside it. */
async function callIn(language: PracticeLanguage): Promise<{ call: Page; panel: Page }> {
  const { browser, practice, call, panel, tabId } = journey();
  if (language === 'en') {
    seenTabs.push(tabId);
    return { call, panel };
  }
  const page = await browser.context.newPage();
  await page.goto(practice.callUrl('meet', `${QUERY}&lang=${language}`));
  const tab = await waitForMeetingTab(browser.serviceWorker, 20_000, seenTabs);
  seenTabs.push(tab);
  const languagePanel = await openPanelPage(browser.context, browser.extensionId, tab);
  await page.bringToFront();
  return { call: page, panel: languagePanel };
}

describe('a Meet call with its interface in each language', () => {
  it.each(PRACTICE_LANGUAGES)(
    '%s: the user’s own line is the user’s, and guidance shows',
    async (language) => {
      const { call, panel } = await callIn(language);
      expect(await call.evaluate(() => document.documentElement.lang)).toBe(language);
      const turns = language === 'en' ? salesCall : CALLS[language].turns;
      const ownLine = `Alex Rivera ${turns.find((turn) => turn.speaker === 'You')!.text}`;
      const transcript = panel.getByRole('log', { name: 'Transcript' }).getByRole('listitem');
      await expect
        .poll(
          async () => (await transcript.allTextContents()).map((t) => t.replace(' (still being transcribed)', '')),
          {
            timeout: 30_000,
          },
        )
        .toContain(ownLine);
      await expectGuidanceArrives(panel);
      expect(await panel.getByRole('combobox', { name: 'Guidance for' }).inputValue()).toBe('Alex Rivera');
      if (language !== 'en') await Promise.all([call.close(), panel.close()]);
    },
    90_000,
  );
});
