// The whole journey on Microsoft Teams in real Chromium: the built extension on the Teams practice
// call served as teams.microsoft.com, the real proxy with the embedded engine on loopback, and the
// panel page showing the result. The page splits turns after pauses, shows "Unknown" before names
// and drops old caption items from the DOM, as Teams does.
import { describe, expect, it } from 'vitest';
import {
  expectedLines,
  expectGuidanceArrives,
  expectRepeatHiddenAfterSuggestTwice,
  expectTranscript,
  stopWorkerAndFinishCall,
  useCallJourney,
  type PracticeStats,
} from './support/call-journey.ts';
import { callChat } from '../../practice/sales-call-script.js';

interface TeamsStats extends PracticeStats {
  splits: number;
  unknowns: number;
  evictions: number;
  scrollbacks: number;
}

const journey = useCallJourney({ platform: 'teams', query: 'speed=3&chat=1' });

describe('a Microsoft Teams call, end to end', () => {
  it('captures every turn once under its real name, survives the service worker stopping, and shows guidance with repeats hidden', async () => {
    const { panel } = journey();

    await expect.poll(() => panel.getByText('Microsoft Teams', { exact: true }).count(), { timeout: 20_000 }).toBe(1);
    await expectGuidanceArrives(panel);
    expect(await panel.getByRole('combobox', { name: 'Guidance for' }).inputValue()).toBe('Alex Rivera');

    const stats = await stopWorkerAndFinishCall<TeamsStats>(journey(), 4);
    // The page played Teams' quirks: split turns, late names, items leaving and coming back.
    expect(stats.splits).toBeGreaterThan(0);
    expect(stats.unknowns).toBeGreaterThan(0);
    expect(stats.evictions).toBeGreaterThan(0);
    expect(stats.scrollbacks).toBeGreaterThan(0);

    // Meeting chat is part of the transcript, under the sender's name (the user's own as theirs).
    expect(stats.chat?.map((m) => m.text)).toEqual(callChat.map((m) => m.text));
    // One line per turn, in its final wording, under the speaker's name: no fragments, no "Unknown".
    await expectTranscript(panel, expectedLines(stats));
    expect(
      await panel.getByRole('combobox', { name: 'Guidance for' }).locator('option', { hasText: 'Unknown' }).count(),
    ).toBe(0);

    await expectRepeatHiddenAfterSuggestTwice(journey());
  }, 180_000);
});
