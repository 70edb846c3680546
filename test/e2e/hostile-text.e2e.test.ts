// Markup and script in what a page shows (a speaker's name, caption words) and in guidance that quotes
// them stay inert text in real Chromium: nothing runs in the panel, and the panel shows the characters.
import { describe, expect, it } from 'vitest';
import { HOSTILE_NAME, hostileCall } from '../../practice/sales-call-script.js';
import { expectGuidanceArrives, practiceDone, useCallJourney } from './support/call-journey.ts';

const journey = useCallJourney({ platform: 'meet', query: 'hostile=1&speed=3' });

describe('page and service text with markup, end to end', () => {
  it('shows payloads in names, captions and guidance as text and runs none of them', async () => {
    const { panel, call } = journey();
    await practiceDone(call);
    await expectGuidanceArrives(panel);
    const transcript = panel.getByRole('log', { name: 'Transcript' });
    // Each turn's words, markup included, arrive as the characters the page showed.
    await expect
      .poll(async () => (await transcript.getByRole('listitem').allTextContents()).join('\n'), { timeout: 30_000 })
      .toContain('<img src=x onerror="window.__pwned=\'quote\'">');
    const shown = await transcript.getByRole('listitem').allTextContents();
    expect(shown.some((line) => line.startsWith(`${HOSTILE_NAME} `))).toBe(true);
    expect(shown.join('\n')).toContain('<script>window.__pwned="caption"</script>');
    expect(shown.join('\n')).toContain(hostileCall[3]!.text.slice(0, 40));
    const options = await panel.getByRole('combobox', { name: 'Guidance for' }).locator('option').allTextContents();
    expect(options.some((o) => o.includes(HOSTILE_NAME))).toBe(true);

    // The local engine quotes the objection it heard: guidance carries the payload too, as text.
    const feed = panel.getByRole('feed', { name: 'Guidance' });
    await expect
      .poll(async () => (await feed.textContent()) ?? '', { timeout: 30_000 })
      .toContain('<img src=x onerror=');

    // Nothing ran, in the panel or on the page, and the panel holds no element the payloads name.
    for (const page of [panel, call])
      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    const planted = await panel.evaluate(
      () =>
        document.querySelectorAll(
          'img[src="x"], script:not([src]), svg[onload], [onerror], [onmouseover], a[href^="javascript:"]',
        ).length,
    );
    expect(planted).toBe(0);
  }, 180_000);

  it('runs the panel under a strict content security policy: an inline script and a <base> are refused', async () => {
    const { panel } = journey();
    const outcome = await panel.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));
      const inline = document.createElement('script');
      inline.textContent = 'window.__inlineRan = true';
      document.body.append(inline);
      // A <base> would redirect every relative address of the page.
      const base = document.createElement('base');
      base.href = 'https://evil.example/';
      document.head.append(base);
      const baseTook = document.baseURI.startsWith('https://evil.example');
      base.remove();
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { inlineRan: (window as unknown as { __inlineRan?: boolean }).__inlineRan === true, baseTook, violations };
    });
    expect(outcome.inlineRan).toBe(false);
    expect(outcome.baseTook).toBe(false);
    expect(outcome.violations.some((d) => d.startsWith('script-src'))).toBe(true);
    expect(outcome.violations).toContain('base-uri');
  });
});
