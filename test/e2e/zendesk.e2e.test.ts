// A support conversation on Zendesk Agent Workspace in real Chromium: the built extension on the
// practice desk served as acme.zendesk.com/agent/tickets/…, two tickets open in tabs (both in the DOM,
// one shown), the real proxy with the embedded engine on loopback, and the panel page for the tab.
// The desk holds at each ticket switch (?hold=switch) so the panel is checked at every stage.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AGENT, BOT, CUSTOMER, SECOND_CUSTOMER, tickets } from '../../practice/support-chat-script.js';
import {
  expectGuidanceArrives,
  expectTranscript,
  playedUntilHold,
  resumePractice,
  useCallJourney,
} from './support/call-journey.ts';

interface PlayedMessage {
  ticket: string;
  speakerName: string;
  side: string;
  kind: 'message' | 'note';
  text: string;
}

interface DeskStats {
  completed: boolean;
  switches: number;
  utterances: PlayedMessage[];
}

const journey = useCallJourney({ platform: 'zendesk', query: 'speed=4&hold=switch' });

/** The dialogue of a ticket as the transcript shows it: internal notes are shown apart. */
const lines = (stats: DeskStats, ticket: string) =>
  stats.utterances.filter((u) => u.ticket === ticket && u.kind === 'message').map((u) => `${u.speakerName} ${u.text}`);
const notes = (stats: DeskStats, ticket: string) =>
  stats.utterances.filter((u) => u.ticket === ticket && u.kind === 'note').map((u) => u.text);
const shownNotes = (panel: Page) =>
  panel.getByRole('list', { name: 'Internal notes' }).getByRole('listitem').allTextContents();
const subject = (id: string) => tickets.find((ticket) => ticket.id === id)!.subject;

describe('a Zendesk ticket, end to end', () => {
  it('shows the visible ticket as played, with names, and follows a switch to the other ticket and back', async () => {
    const { call: desk, panel } = journey();
    const heading = () => panel.getByRole('heading', { level: 1 }).textContent();

    // Ticket 1001: customer, bot, agent, internal note, customer again (with quote, signature and emoji).
    const first = await playedUntilHold<DeskStats>(desk);
    expect(new Set(first.utterances.filter((u) => u.ticket === '1001').map((u) => u.speakerName))).toEqual(
      new Set([CUSTOMER, BOT, AGENT]),
    );
    await expectTranscript(panel, lines(first, '1001'));
    expect(notes(first, '1001')).toHaveLength(1);
    await expect
      .poll(async () =>
        (await shownNotes(panel)).map((note) => notes(first, '1001').some((text) => note.includes(text))),
      )
      .toEqual([true]);
    expect(await panel.locator('.platform').textContent()).toBe('Zendesk');
    expect(await heading()).toBe(subject('1001'));
    expect(await panel.getByRole('combobox', { name: 'Guidance for' }).inputValue()).toBe(AGENT);

    // Ticket 1002 opens: its earlier message (in the DOM all along, hidden) and the new reply, nothing from 1001.
    // The browser stops the extension's worker meanwhile: what the page had not had answered arrives all the same.
    await resumePractice(desk);
    await journey().stopServiceWorker();
    const second = await playedUntilHold<DeskStats>(desk);
    await expect.poll(heading, { timeout: 20_000 }).toBe(subject('1002'));
    await expectTranscript(panel, lines(second, '1002'));
    expect(await panel.getByRole('list', { name: 'Internal notes' }).count()).toBe(0);
    expect(second.utterances.filter((u) => u.ticket === '1002').map((u) => u.speakerName)).toEqual([
      SECOND_CUSTOMER,
      AGENT,
    ]);

    // Back on ticket 1001 for the last reply.
    await resumePractice(desk);
    const last = await playedUntilHold<DeskStats>(desk);
    expect(last.completed).toBe(true);
    expect(last.switches).toBe(2);
    await expect.poll(heading, { timeout: 20_000 }).toBe(subject('1001'));
    // Its session resumed: everything captured before the switch, the last reply once, nothing of 1002.
    await expectTranscript(panel, lines(last, '1001'));
    // The customer wrote after the agent: guidance for the agent arrives from the real proxy.
    await expectGuidanceArrives(panel);
  }, 120_000);
});
