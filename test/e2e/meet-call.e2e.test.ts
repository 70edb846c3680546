// The whole journey in real Chromium: the built extension on a page served as meet.google.com,
// the real proxy with the embedded engine on loopback, and the panel page showing the result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCallSoFarOnce,
  expectedLines,
  expectGuidanceArrives,
  expectRepeatHiddenAfterSuggestTwice,
  expectSavedAnalysesEndOnFinalWording,
  expectShownCardsDistinct,
  expectTranscript,
  practiceDone,
  startCallJourney,
  type CallJourney,
} from './support/call-journey.ts';

let journey: CallJourney;

beforeAll(async () => {
  journey = await startCallJourney({ platform: 'meet', query: 'speed=3' });
}, 90_000);

afterAll(async () => {
  await journey?.close();
});

describe('a Google Meet call, end to end', () => {
  it('captures the whole call, survives the service worker stopping, and shows guidance with repeats hidden', async () => {
    const { panel, call } = journey;

    await expectGuidanceArrives(panel);
    expect(await panel.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    expect(await panel.getByRole('combobox', { name: 'Guidance for' }).inputValue()).toBe('Alex Rivera');

    // Mid-call, the browser stops the extension's worker; capture must lose nothing.
    await journey.stopServiceWorker();

    const stats = await practiceDone(call);
    expect(stats.completed).toBe(true);
    const expected = expectedLines(stats);
    await expectTranscript(panel, expected);
    expect(expected.some((line) => line.startsWith('Alex Rivera '))).toBe(true);
    expect(expected.some((line) => line.startsWith('You '))).toBe(false);

    const stored = await expectRepeatHiddenAfterSuggestTwice(journey);
    await expectSavedAnalysesEndOnFinalWording({
      proxyUrl: journey.proxy.url,
      token: journey.token,
      conversationId: (await journey.storedSession())?.analysis.conversationId,
      expected,
      atLeast: stored,
    });
    await expectShownCardsDistinct(journey);
    await expectCallSoFarOnce(panel);
  }, 180_000);
});
