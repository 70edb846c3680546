// "Insert into reply" in real Chromium: the built extension on the practice desk served as
// acme.zendesk.com (and the practice chat served as web.whatsapp.com), and the panel page for its tab
// sending reply/insert to the tab as the panel's button does. The reply goes into the ticket's composer
// as typed (after what the agent wrote, with the page's input events), never into an internal note, and
// nothing is sent.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { InsertReplyResult } from '../../lib/messaging/reply-protocol.ts';
import { playedUntilHold, useCallJourney } from './support/call-journey.ts';

// The desk is held before its first message: nothing is played meanwhile. The chat plays until it holds
// before its switch to another chat.
const journey = useCallJourney({ platform: 'zendesk', query: 'autostart=0' });
const chatJourney = useCallJourney({ platform: 'whatsapp', query: 'speed=4&hold=switch' });

const REPLY = 'You can download every invoice under Billing › Invoices.\nEach one is a PDF.';

/** Sends the request from the panel page, as its Insert into reply button does. */
function sendFromPanel(panel: Page, tabId: number, text: string): Promise<InsertReplyResult> {
  return panel.evaluate(
    ({ tab, reply }) =>
      (
        globalThis as unknown as {
          chrome: { tabs: { sendMessage(tab: number, message: unknown): Promise<InsertReplyResult> } };
        }
      ).chrome.tabs.sendMessage(tab, { type: 'reply/insert', text: reply }),
    { tab: tabId, reply: text },
  );
}

/** The shown ticket's editor. */
const editorOf = (desk: Page) => desk.locator('[data-test-id="omnicomposer-rich-text-ckeditor"]:visible');

describe('Insert into reply on the Zendesk practice desk', () => {
  it("types the reply after the agent's words in the public reply, and never into an internal note", async () => {
    const { call: desk, panel, tabId } = journey();
    const editor = editorOf(desk);
    await editor.click();
    await desk.keyboard.type('Hi Anna,');
    await editor.evaluate((box) => {
      const seen: string[] = [];
      (window as unknown as { inputTypes: string[] }).inputTypes = seen;
      box.addEventListener('input', (event) => seen.push((event as InputEvent).inputType));
    });

    expect(await sendFromPanel(panel, tabId, REPLY)).toEqual({ ok: true });
    // The reply starts on a new line after the greeting; each of its lines is a paragraph of the editor.
    const paragraphs = () => editor.locator('p').allTextContents();
    expect(await paragraphs()).toEqual(['Hi Anna,', ...REPLY.split('\n')]);
    // The browser typed it: the page heard input events of typed text, as from the keyboard.
    const inputTypes = await desk.evaluate(() => (window as unknown as { inputTypes: string[] }).inputTypes);
    expect(inputTypes.length).toBeGreaterThan(0);
    expect(inputTypes.every((type) => type === 'insertText' || type === 'insertParagraph')).toBe(true);

    // The agent turns the composer into an internal note: the reply has no box to go to.
    await desk.locator('[data-test-id="omnichannel-channel-switcher-button"]:visible').click();
    expect(await sendFromPanel(panel, tabId, 'Second reply')).toEqual({ ok: false, reason: 'no_reply_box' });
    expect(await paragraphs()).toEqual(['Hi Anna,', ...REPLY.split('\n')]);
  }, 60_000);
});

describe('Insert into reply on the WhatsApp practice chat', () => {
  it("types into the open chat's composer after the user's words, and sends nothing", async () => {
    const { call: chat, panel, tabId } = chatJourney();
    await playedUntilHold(chat);
    const sent = await chat.locator('#main .message-out').count();
    const composer = chat.locator('#main footer [role="textbox"]');
    await composer.click();
    await chat.keyboard.type('Hi Maria');
    expect(await sendFromPanel(panel, tabId, 'a new shade ships today.')).toEqual({ ok: true });
    expect(await composer.innerText()).toBe('Hi Maria a new shade ships today.');
    // Nothing was sent: the chat shows no new message of the user's.
    expect(await chat.locator('#main .message-out').count()).toBe(sent);
  }, 60_000);
});
