// The recap end to end in real Chromium: the built extension on the Meet practice call, the real
// proxy with the embedded engine on loopback. The call plays to its end and the user leaves; the
// panel's Recap region shows the recap the background asked for by itself, and Draft follow-up
// writes an email from it through the outreach route. The proxy sends its webhooks to a receiver on
// loopback, which verifies each signature: the saved conversation, then its recap.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recap } from '../../lib/api/recap.ts';
import type { WebhookPayload } from '../../proxy/webhooks/events.ts';
import { type Receiver, startReceiver, WEBHOOK_SECRET } from '../proxy/webhooks/receiver.ts';
import { expectGuidanceArrives, hurryPractice, practiceDone, useCallJourney } from './support/call-journey.ts';

// Filled before the journey's own beforeAll starts the proxy with it.
const proxyEnv: Record<string, string> = {};
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  Object.assign(proxyEnv, { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET });
});
afterAll(async () => {
  await receiver.close();
});

const journey = useCallJourney({
  platform: 'meet',
  query: 'speed=3',
  settings: { aboutMe: 'I run Routewise: route planning that cuts fuel costs for delivery fleets.' },
  proxyEnv,
});

/** Every event the receiver got, each signature verified as a receiver would. */
function verifiedEvents(): WebhookPayload[] {
  const webhook = new Webhook(WEBHOOK_SECRET);
  return receiver.received.map(
    ({ body, headers }) => webhook.verify(body, headers as Record<string, string>) as WebhookPayload,
  );
}

describe('the recap after a Meet call', () => {
  it('shows the recap with its next steps when the user leaves, each quote leading to its line, and drafts a follow-up', async () => {
    const { call, panel } = journey();
    // Once guidance shows the call being analysed, the rest only has to be captured: it plays 4x faster.
    await expectGuidanceArrives(panel);
    await hurryPractice(call, 4);
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

    // The conversation was saved as the call went, and its recap reached the team's receiver, signed.
    await expect
      .poll(() => verifiedEvents().some((event) => event.type === 'conversation.recapped'), { timeout: 30_000 })
      .toBe(true);
    const events = verifiedEvents();
    const saved = events.find((event) => event.type === 'conversation.saved' && event.data.reason === 'analysis');
    expect(saved?.data.export?.transcript.length).toBeGreaterThan(0);
    const recapped = events.find((event) => event.type === 'conversation.recapped')!;
    expect(recapped.data.conversationId).toBe(saved!.data.conversationId);
    const sentSteps = (recapped.data.recap as Recap | null)?.nextSteps ?? [];
    expect(sentSteps.some((step) => step.quote.includes(quote))).toBe(true);
  }, 240_000);
});
