// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://web.whatsapp.com/"}
// "Insert into reply" on WhatsApp Web: the reply goes into the open chat's composer, after what the user
// typed, and is never sent; the chat list's search box is never used.
import { describe, expect, it } from 'vitest';
import { insertReply } from '../../../../lib/capture/core/reply';
import { findWhatsAppReplyBox } from '../../../../lib/capture/platforms/whatsapp/adapter';
import { FakeWhatsApp } from './fake-page';

const reply = { type: 'reply/insert', text: 'Your order ships tomorrow.' } as const;

describe('Insert into reply on WhatsApp Web', () => {
  it("adds the reply after the user's words in the chat's composer, with input events, and sends nothing", () => {
    const page = new FakeWhatsApp(document, { chats: { 'Maria Lopez': {} } });
    page.open('Maria Lopez');
    page.type('Hi Maria,');
    const box = document.querySelector<HTMLElement>('#main footer [role="textbox"]')!;
    const seen: string[] = [];
    for (const type of ['beforeinput', 'input', 'keydown', 'submit']) box.addEventListener(type, () => seen.push(type));
    expect(insertReply(document, reply, findWhatsAppReplyBox)).toEqual({ ok: true });
    expect(box.textContent).toBe(`Hi Maria,${reply.text}`);
    expect(seen).toEqual(['beforeinput', 'input']);
    expect(document.querySelector('[aria-label="Search input textbox"]')!.textContent).toBe('');
  });

  it('answers no_reply_box on the start screen, with no chat open', () => {
    const page = new FakeWhatsApp(document, { chats: { 'Maria Lopez': {} } });
    expect(insertReply(document, reply, findWhatsAppReplyBox)).toEqual({ ok: false, reason: 'no_reply_box' });
    page.open('Maria Lopez');
    page.close();
    expect(insertReply(document, reply, findWhatsAppReplyBox)).toEqual({ ok: false, reason: 'no_reply_box' });
  });
});
