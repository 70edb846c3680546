// Accessibility in real Chromium: the panel (during a call, on each tab), the options page and the
// proxy's reference page pass axe with no serious or critical finding, in light and dark themes; the
// panel's controls are all reached from the keyboard alone; status changes are announced.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectGuidanceArrives, useCallJourney } from './support/call-journey.ts';

const journey = useCallJourney({ platform: 'meet', query: 'speed=3' });

/** Serious and critical axe findings on the page as it is now, named by rule and element. */
async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page } as unknown as ConstructorParameters<
    typeof AxeBuilder
  >[0]).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

async function inBothThemes(page: Page, check: () => Promise<void>): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await check();
  }
}

describe('accessibility, end to end', () => {
  it('the panel, each of its tabs, the options page and the reference page have no serious finding in light or dark', async () => {
    const { panel, browser, proxy } = journey();
    await expectGuidanceArrives(panel);
    await inBothThemes(panel, async () => {
      expect(await seriousFindings(panel), 'Guidance tab').toEqual([]);
    });
    for (const tab of await panel.getByRole('tab').all()) {
      await tab.click();
      await inBothThemes(panel, async () => {
        expect(await seriousFindings(panel), `${await tab.textContent()} tab`).toEqual([]);
      });
    }
    await panel.getByRole('tab', { name: 'Guidance' }).click();

    const options = await browser.context.newPage();
    await options.goto(`chrome-extension://${browser.extensionId}/options.html`);
    await options.getByRole('button', { name: 'Save' }).waitFor();
    await inBothThemes(options, async () => {
      expect(await seriousFindings(options), 'options').toEqual([]);
    });
    const reference = await browser.context.newPage();
    await reference.goto(`${proxy.url}/reference`);
    await inBothThemes(reference, async () => {
      expect(await seriousFindings(reference), 'reference').toEqual([]);
    });
  }, 180_000);

  it('reaches every control of the panel in order with the keyboard alone, focus visible, and announces status', async () => {
    const { panel } = journey();
    await panel.bringToFront();
    // Controls are named by role and accessible name, never by markup: guidance arriving during the
    // walk renumbers the cards' aria-posinset, and the walk must still match.
    await panel.evaluate(() => {
      const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const labelledBy = (el: Element) =>
        (el.getAttribute('aria-labelledby') ?? '')
          .split(' ')
          .filter(Boolean)
          .map((id) => text(document.getElementById(id)))
          .join(' ');
      const nameOf = (el: HTMLElement) =>
        el.getAttribute('aria-label') ||
        labelledBy(el) ||
        [...((el as HTMLInputElement).labels ?? [])].map(text).join(' ') ||
        text(el) ||
        el.getAttribute('title') ||
        el.getAttribute('placeholder') ||
        '';
      (window as unknown as { controlKey(el: Element): string }).controlKey = (el) =>
        `${el.getAttribute('role') ?? el.tagName.toLowerCase()}: ${nameOf(el as HTMLElement).slice(0, 80)}`;
    });
    const controls = await panel.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          'button, select, input, textarea, a[href], [tabindex]:not([tabindex="-1"])',
        ),
      ]
        // A tab list is one stop (its other tabs are reached with the arrow keys, tabindex -1).
        .filter(
          (el) =>
            el.tabIndex >= 0 &&
            !el.hasAttribute('disabled') &&
            el.getClientRects().length > 0 &&
            el.closest('[hidden]') === null,
        )
        .map((el) => (window as unknown as { controlKey(el: Element): string }).controlKey(el)),
    );
    expect(controls.length).toBeGreaterThan(3);
    await panel.locator('body').click({ position: { x: 1, y: 1 } });
    // One round of Tab presses, until focus comes back to where the first press put it.
    const walk: { key: string; outlined: boolean }[] = [];
    await panel.evaluate(() => {
      (window as unknown as { firstStop?: Element }).firstStop = undefined;
    });
    for (let press = 0; press < controls.length * 2 + 5; press++) {
      await panel.keyboard.press('Tab');
      const stop = await panel.evaluate(() => {
        const page = window as unknown as { firstStop?: Element; controlKey(el: Element): string };
        const el = document.activeElement;
        if (!el || el === document.body) return undefined;
        if (el === page.firstStop) return 'again';
        page.firstStop ??= el;
        const style = getComputedStyle(el);
        return {
          key: page.controlKey(el),
          outlined: el.matches(':focus-visible') && style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
        };
      });
      if (stop === 'again') break;
      if (stop) walk.push(stop);
    }
    // Every control is reached, in the page's order (guidance arriving meanwhile may add stops).
    const reached = walk.map((stop) => stop.key);
    let next = 0;
    for (const key of reached) if (key === controls[next]) next++;
    expect(controls.slice(next), `reached in order: ${reached.join(' | ')}`).toEqual([]);
    expect(walk.filter((stop) => !stop.outlined).map((stop) => stop.key)).toEqual([]);
    // In the tab list, the arrow keys move to the next tab.
    await panel.getByRole('tab', { name: 'Guidance' }).focus();
    await panel.keyboard.press('ArrowRight');
    expect(await panel.evaluate(() => document.activeElement?.textContent)).toBe('Outreach');
    await panel.keyboard.press('ArrowLeft');
    // The capture state and the analysis status are live regions: screen readers hear them change.
    expect(await panel.locator('[role="status"], [aria-live]').count()).toBeGreaterThan(0);
  }, 60_000);
});
