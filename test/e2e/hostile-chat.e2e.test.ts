// Meeting chat whose sender and words carry markup (Teams practice call, ?hostile=1&chat=1) stays text
// in the panel in real Chromium, and nothing in it runs.
import { describe, expect, it } from 'vitest';
import { HOSTILE_NAME, hostileChat } from '../../practice/sales-call-script.js';
import { practiceDone, useCallJourney } from './support/call-journey.ts';

const journey = useCallJourney({ platform: 'teams', query: 'hostile=1&chat=1&speed=3' });

describe('meeting chat with markup, end to end', () => {
  it('shows the chat message under its sender as the characters sent, and runs none of it', async () => {
    const { panel, call } = journey();
    await practiceDone(call);
    const transcript = panel.getByRole('log', { name: 'Transcript' });
    const line = `${HOSTILE_NAME} ${hostileChat[0]!.text}`;
    await expect
      .poll(async () => (await transcript.getByRole('listitem').allTextContents()).some((t) => t.startsWith(line)), {
        timeout: 30_000,
      })
      .toBe(true);
    for (const page of [panel, call])
      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(
      await panel.evaluate(
        () => document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onmouseover]').length,
      ),
    ).toBe(0);
  }, 120_000);
});
