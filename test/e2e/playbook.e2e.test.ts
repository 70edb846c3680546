// The team playbook end to end in real Chromium: the real proxy on loopback serves the practice
// playbook (examples/playbooks/practice.yaml) and matches it on every answer; the built extension
// shows the matches as cards on the Meet practice call (an approved answer, the competitor's
// battlecard, the Checklist) and, on the Zendesk practice desk, puts a procedure's reply into the
// ticket's reply box with Insert into reply.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PlaybookFile } from '../../lib/api/playbook.ts';
import { PRACTICE_PLAYBOOK } from '../../scripts/lib/start-options.ts';
import { playedUntilHold, practiceDone, useCallJourney } from './support/call-journey.ts';

const PLAYBOOK_PATH = resolve(import.meta.dirname, '../..', PRACTICE_PLAYBOOK);
const playbook = PlaybookFile.parse(parse(readFileSync(PLAYBOOK_PATH, 'utf8')));
const proxyEnv = { PLAYBOOK_FILE: PLAYBOOK_PATH };
const call = useCallJourney({ platform: 'meet', query: 'speed=3', proxyEnv });
const desk = useCallJourney({ platform: 'zendesk', query: 'speed=4&hold=switch', proxyEnv });

const objection = (id: string) => playbook.objections.find((entry) => entry.id === id)!;
const cardNamed = (panel: Page, name: string) =>
  panel.getByRole('feed', { name: 'Guidance' }).getByRole('article', { name, exact: true });

describe('the practice playbook on a Meet call', () => {
  it("shows the team's approved answer, the competitor's battlecard and the Checklist as the call goes", async () => {
    const { panel } = call();
    const budget = objection('price-over-budget');

    // The approved answer, verbatim, with who said what and the source as a link.
    const budgetCard = cardNamed(panel, budget.title);
    await expect.poll(() => budgetCard.count(), { timeout: 90_000 }).toBe(1);
    expect(await budgetCard.textContent()).toContain(budget.answer);
    expect(await budgetCard.textContent()).toContain("That's more than we budgeted.");
    expect(await budgetCard.getByRole('link').getAttribute('href')).toBe(budget.source);
    expect(await budgetCard.getByRole('button', { name: 'Copy answer' }).count()).toBe(1);

    // The competitor's first mention brings its battlecard: differentiators and landmines.
    const routelogic = playbook.competitors.find((entry) => entry.id === 'routelogic')!;
    const battlecard = cardNamed(panel, routelogic.name);
    await expect.poll(() => battlecard.count(), { timeout: 90_000 }).toBe(1);
    const battlecardText = await battlecard.textContent();
    for (const line of [...routelogic.differentiators, ...routelogic.landmines]) expect(battlecardText).toContain(line);

    await practiceDone(call().call);

    // The Checklist: each item covered with its line, or open with the question to ask.
    const checklist = panel.getByRole('region', { name: 'Checklist' });
    await expect
      .poll(() => checklist.getByRole('listitem').count(), { timeout: 30_000 })
      .toBe(playbook.checklist!.items.length);
    const items = await checklist.getByRole('listitem').allTextContents();
    const covered = items.filter((item) => item.startsWith('covered'));
    const open = items.filter((item) => item.startsWith('open'));
    expect(covered.length).toBeGreaterThan(0);
    expect(open.length).toBeGreaterThan(0);
    for (const item of playbook.checklist!.items) {
      const shown = items.find((text) => text.includes(item.label))!;
      if (shown.startsWith('open')) expect(shown).toContain(item.ask);
    }

    // Each entry shows once, however many answers matched it.
    expect(await cardNamed(panel, budget.title).count()).toBe(1);
  }, 240_000);
});

describe('the practice playbook on a Zendesk ticket', () => {
  it("puts a procedure's reply into the ticket's reply box with Insert into reply", async () => {
    const { call: page, panel } = desk();
    await playedUntilHold(page);
    const procedure = playbook.procedures.find((entry) => entry.id === 'overheating-device')!;
    const card = cardNamed(panel, procedure.title);
    await expect.poll(() => card.count(), { timeout: 90_000 }).toBe(1);

    await card.getByRole('button', { name: 'Insert into reply' }).click();
    await expect.poll(() => card.getByRole('status').textContent()).toBe('Inserted into the reply box.');
    const editor = page.locator('[data-test-id="omnicomposer-rich-text-ckeditor"]:visible');
    expect((await editor.innerText()).replace(/\s+/g, ' ').trim()).toBe(procedure.reply.replace(/\s+/g, ' ').trim());
  }, 180_000);
});
