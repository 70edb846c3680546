// The whole journey in real Chromium on Zoom's web client: the built extension on a page served as
// app.zoom.us/wc/… whose meeting UI is in a same-origin iframe#webclient, the real proxy with the
// embedded engine on loopback, and the panel page showing the result.
import { describe, expect, it } from 'vitest';
import { MEETING_TITLE, PROSPECT, SELF_NAME, callChat, salesCall } from '../../practice/sales-call-script.js';
import { openPanelPage, waitForMeetingTab } from '../../scripts/lib/extension-control.ts';
import {
  expectedLines,
  expectGuidanceAfterTheCall,
  expectGuidanceArrives,
  expectTranscript,
  hurryPractice,
  practiceDone,
  stopWorkerAndFinishCall,
  useCallJourney,
  type PracticeStats,
} from './support/call-journey.ts';

interface ZoomStats extends PracticeStats {
  truncations: number;
}

const journey = useCallJourney({ platform: 'zoom', query: 'speed=3&chat=1' });

describe('a Zoom web client call, end to end', () => {
  it('captures the whole call, survives the service worker stopping, and shows guidance with repeats hidden', async () => {
    const { panel } = journey();

    await expectGuidanceArrives(panel);
    expect(await panel.locator('.platform').textContent()).toBe('Zoom');
    expect(await panel.getByRole('heading', { level: 1 }).textContent()).toBe(MEETING_TITLE);
    expect(await panel.getByRole('combobox', { name: 'Guidance for' }).inputValue()).toBe('Alex Rivera');

    const stats = await stopWorkerAndFinishCall<ZoomStats>(journey(), 4);
    // Meeting chat is part of the transcript, under the sender's name ("Me" is the user).
    expect(stats.chat?.map((m) => m.text)).toEqual(callChat.map((m) => m.text));
    const expected = expectedLines(stats);
    await expectTranscript(panel, expected);
    // Zoom's captions show avatars only: both names come from the participants panel.
    expect(new Set(stats.utterances.map((u) => u.speakerName))).toEqual(new Set([SELF_NAME, PROSPECT]));
    // Long turns lost their head on the page, yet each line is the whole turn as scripted.
    expect(stats.truncations).toBeGreaterThan(0);
    expect(stats.utterances.map((u) => u.text)).toEqual(salesCall.map((turn) => turn.text));

    await expectGuidanceAfterTheCall(journey(), expected);
  }, 180_000);

  it('labels speakers nothing on the page names "Speaker N", and a rename in the panel names every line of theirs', async () => {
    const { browser, practice, tabId } = journey();
    const unnamedCall = await browser.context.newPage();
    await unnamedCall.goto(practice.callUrl('zoom', 'speed=4&names=off&turns=6'));
    const unnamedTab = await waitForMeetingTab(browser.serviceWorker, 20_000, [tabId]);
    const unnamedPanel = await openPanelPage(browser.context, browser.extensionId, unnamedTab);
    await unnamedCall.bringToFront();

    const rename = async (label: string, name: string) => {
      const field = unnamedPanel.getByLabel(`Name for ${label}`);
      await field.waitFor({ timeout: 30_000 });
      await field.fill(name);
      await unnamedPanel.locator('form', { has: field }).getByRole('button', { name: 'Rename' }).click();
    };
    // Alex speaks first, Jordan second: renamed while the call goes on, later lines arrive under the label.
    await rename('Speaker 1', SELF_NAME);
    await rename('Speaker 2', PROSPECT);
    // Both renamed: the rest of the call only has to arrive under their names, 4x faster.
    await hurryPractice(unnamedCall, 4);

    const stats = await practiceDone(unnamedCall);
    expect(stats.completed).toBe(true);
    const expected = expectedLines(stats);
    expect(expected).toHaveLength(6);
    await expectTranscript(unnamedPanel, expected);
    expect(await unnamedPanel.getByRole('region', { name: 'Unnamed speakers' }).count()).toBe(0);
    expect(
      await unnamedPanel.getByRole('combobox', { name: 'Guidance for' }).locator('option').allTextContents(),
    ).toEqual([SELF_NAME, PROSPECT]);
  }, 120_000);
});
