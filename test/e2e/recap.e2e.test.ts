// The recap end to end in real Chromium: the built extension on the Meet practice call, the real
// proxy with the embedded engine on loopback. The call plays to its end and the user leaves; the
// panel's Recap region shows the recap the background asked for by itself, and Draft follow-up
// writes an email from it through the outreach route.
import { describe, expect, it } from 'vitest';
import { practiceDone, useCallJourney } from './support/call-journey.ts';

const journey = useCallJourney({
  platform: 'meet',
  query: 'speed=3',
  settings: { aboutMe: 'I run Routewise: route planning that cuts fuel costs for delivery fleets.' },
});

describe('the recap after a Meet call', () => {
  it('shows the recap with its next steps when the user leaves, each quote leading to its line, and drafts a follow-up', async () => {
    const { call, panel } = journey();
    await practiceDone(call);
    await call.locator('#leave-button').click();

    const recap = panel.getByRole('region', { name: 'Recap', exact: true });
    const nextSteps = recap.getByRole('region', { name: 'Next steps', exact: true });
    await expect.poll(() => nextSteps.getByRole('listitem').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    for (const name of ['Summary', 'Decisions', 'Open questions', 'Objections'])
      expect(await recap.getByRole('heading', { name, exact: true }).count()).toBe(1);

    // A next step's quote is one line of the transcript, and leads to it.
    await nextSteps.getByRole('button').first().click();
    const shown = panel.getByRole('log', { name: 'Transcript' }).locator('[aria-current="true"]');
    expect(await shown.count()).toBe(1);
    const quote = (await nextSteps.getByRole('button').first().textContent())!.replace(/^“|”$/g, '');
    expect(await shown.textContent()).toContain(quote);

    await recap.getByRole('button', { name: 'Draft follow-up' }).click();
    const body = recap.getByRole('textbox', { name: 'Follow-up', exact: true });
    await expect.poll(() => body.count(), { timeout: 30_000 }).toBe(1);
    expect((await body.inputValue()).trim().length).toBeGreaterThan(40);
    expect((await recap.getByRole('textbox', { name: 'Subject', exact: true }).inputValue()).trim()).not.toBe('');
    expect(await recap.getByRole('link', { name: 'Open in mail app' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=.+&body=.+/,
    );
  }, 240_000);
});
