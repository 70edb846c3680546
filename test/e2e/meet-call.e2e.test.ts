// The whole journey in real Chromium: the built extension on a page served as meet.google.com,
// the real proxy with the embedded engine on loopback, and the panel page showing the result.
import { describe, expect, it } from 'vitest';
import {
  expectedLines,
  expectGuidanceAfterTheCall,
  expectGuidanceArrives,
  expectTranscript,
  stopWorkerAndFinishCall,
  useCallJourney,
} from './support/call-journey.ts';

const journey = useCallJourney({ platform: 'meet', query: 'speed=3' });

describe('a Google Meet call, end to end', () => {
  it('captures the whole call, survives the service worker stopping, and shows guidance with repeats hidden', async () => {
    const { panel } = journey();

    await expectGuidanceArrives(panel);
    expect(await panel.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    expect(await panel.getByRole('combobox', { name: 'Guidance for' }).inputValue()).toBe('Alex Rivera');

    const expected = expectedLines(await stopWorkerAndFinishCall(journey(), 4));
    await expectTranscript(panel, expected);
    expect(expected.some((line) => line.startsWith('Alex Rivera '))).toBe(true);
    expect(expected.some((line) => line.startsWith('You '))).toBe(false);

    await expectGuidanceAfterTheCall(journey(), expected);
  }, 180_000);
});
