// The side panel at the widths a browser gives it (320 to 480 px), in real Chromium during a call
// with guidance: no tab scrolls sideways or puts anything past the right edge, in light or dark,
// even where the page or the service sends a word too long for a line; and text keeps AA contrast.
// In each language the extension ships, with the browser set to it, the panel's tabs and the
// options, welcome and privacy pages speak it and fit 320 px, the longest German words included.
import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectGuidanceArrives, startCallJourney, useCallJourney } from './support/call-journey.ts';

const WIDTHS = [320, 480] as const;
const SCHEMES = ['light', 'dark'] as const;
const TABS = ['Guidance', 'Outreach', 'History'] as const;

/**
 * Where the panel is wider than its viewport: the document's own sideways scroll, and each shown
 * element whose right edge passes the viewport's. Measured in one go so no render comes between.
 * `longWord`: first appended to text the page and the service fill (the newest card's advice, a
 * transcript line, the meeting's title), as a URL or a made-up word would come.
 */
function overflow(page: Page, longWord: string | undefined) {
  return page.evaluate((word) => {
    let planted = 0;
    if (word) {
      for (const selector of ['.guidance-latest .elaboration > *', '.transcript li .text', 'h1']) {
        const target = document.querySelector(selector);
        target?.append(` ${word}`);
        if (target) planted += 1;
      }
    }
    const root = document.documentElement;
    const width = root.clientWidth;
    const pastEdge = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.closest('[hidden]') === null && el.getClientRects().length > 0)
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .map((el) => el.outerHTML.slice(0, 100));
    return { scrollWidth: root.scrollWidth, clientWidth: width, pastEdge, planted };
  }, longWord);
}

async function contrastFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0])
    .withRules(['color-contrast'])
    .analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
}

describe('the side panel at side-panel widths, end to end', () => {
  const journey = useCallJourney({ platform: 'meet', query: 'speed=3' });

  it('overflows on no tab at 320 and 480 px, in light and dark, even with an unbroken long word', async () => {
    const { panel } = journey();
    await expectGuidanceArrives(panel);
    // These checks need guidance shown, not the call going on: in front, the panel renders at once;
    // behind the call, each tab's click waits on throttled frames.
    await panel.bringToFront();
    const longWord = `https://example.com/${'averyveryverylongunbrokenword'.repeat(8)}`;
    for (const width of WIDTHS) {
      await panel.setViewportSize({ width, height: 900 });
      for (const colorScheme of SCHEMES) {
        await panel.emulateMedia({ colorScheme });
        for (const tab of TABS) {
          await panel.getByRole('tab', { name: tab }).click();
          const where = `${tab} tab at ${width} px, ${colorScheme}`;
          const found = await overflow(panel, tab === 'Guidance' ? longWord : undefined);
          expect(found.pastEdge, where).toEqual([]);
          expect(found.scrollWidth, where).toBeLessThanOrEqual(found.clientWidth);
          if (tab === 'Guidance') expect(found.planted, where).toBe(3);
        }
      }
    }
  }, 180_000);

  it('keeps every text at AA contrast on each tab at 320 px, in light and dark', async () => {
    const { panel } = journey();
    await panel.getByRole('tab', { name: 'Guidance' }).click();
    await expectGuidanceArrives(panel);
    // In front, axe's checks and each tab's click run at once, not on a background tab's throttled frames.
    await panel.bringToFront();
    await panel.setViewportSize({ width: 320, height: 900 });
    for (const colorScheme of SCHEMES) {
      await panel.emulateMedia({ colorScheme });
      for (const tab of TABS) {
        await panel.getByRole('tab', { name: tab }).click();
        expect(await contrastFindings(panel), `${tab} tab, ${colorScheme}`).toEqual([]);
      }
    }
  }, 120_000);
});

/** The languages besides English, as their folders in public/_locales name them. */
const LANGUAGES = ['de', 'fr', 'es', 'pt_BR', 'ja'] as const;
const TAB_KEYS = ['panelTabGuidance', 'panelTabOutreach', 'panelTabHistory'] as const;
const PAGES = { options: 'optionsTitle', welcome: 'welcomeTitle', privacy: 'privacyTitle' } as const;

const wording = (language: string) => {
  const messages = JSON.parse(readFileSync(`public/_locales/${language}/messages.json`, 'utf8')) as Record<
    string,
    { message: string }
  >;
  return (key: string) => messages[key]!.message;
};

/** The page is marked as written in `language` and nothing on it reaches past 320 px. */
async function expectFitsIn(language: string, page: Page, where: string): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.lang),
    `${where}: the page's language (English here means Chromium lacks the locale file; Debian: apt-get install chromium-l10n)`,
  ).toBe(language.replace('_', '-'));
  const found = await overflow(page, undefined);
  expect(found.pastEdge, where).toEqual([]);
  expect(found.scrollWidth, where).toBeLessThanOrEqual(found.clientWidth);
}

describe('the extension in the browser language, at 320 px, end to end', () => {
  it.each(LANGUAGES)(
    'in %s, the panel tabs with guidance and the options, welcome and privacy pages fit',
    async (language) => {
      const say = wording(language);
      const journey = await startCallJourney({ platform: 'meet', query: 'speed=12', uiLanguage: language });
      try {
        const { panel, browser } = journey;
        await panel.setViewportSize({ width: 320, height: 900 });
        const feed = panel.getByRole('feed', { name: say('panelGuidance') });
        await expect.poll(() => feed.getByRole('article').count(), { timeout: 60_000 }).toBeGreaterThan(0);
        // In front, the panel renders at once; behind the call, each tab's click waits on throttled frames.
        await panel.bringToFront();
        for (const key of TAB_KEYS) {
          await panel.getByRole('tab', { name: say(key) }).click();
          await expectFitsIn(language, panel, `${say(key)} tab`);
        }
        // One tab visits all three pages: opening a tab costs more than loading a page in it.
        const page = await browser.context.newPage();
        await page.setViewportSize({ width: 320, height: 900 });
        for (const [name, titleKey] of Object.entries(PAGES)) {
          await page.goto(`chrome-extension://${browser.extensionId}/${name}.html`);
          await page.getByRole('heading', { level: 1, name: say(titleKey) }).waitFor();
          await expectFitsIn(language, page, `${name} page`);
        }
      } finally {
        await journey.close();
      }
    },
    90_000,
  );
});
