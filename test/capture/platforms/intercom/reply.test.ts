// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://app.intercom.com/a/inbox/abc123/inbox/shared/all"}
// "Insert into reply" in Intercom's inbox (composer markup unconfirmed: the page is built from the
// candidates in selectors.ts): the reply goes into the composer in reply mode, never into a note.
import { beforeEach, describe, expect, it } from 'vitest';
import { insertReply } from '../../../../lib/capture/core/reply';
import { findIntercomReplyBox } from '../../../../lib/capture/platforms/intercom/adapter';
import { FakeIntercom } from './fake-page';

const reply = { type: 'reply/insert', text: 'Your plan renews on the 1st.' } as const;

let page: FakeIntercom;
beforeEach(() => {
  page = new FakeIntercom(document);
  page.open('215', 'Anna Berg', [{ author: 'customer', html: '<p>When does my plan renew?</p>' }]);
});

describe('Insert into reply on Intercom', () => {
  it("adds the reply after the teammate's words, with input events", () => {
    const editor = page.openComposer('reply', 'Thanks for asking');
    const seen: string[] = [];
    editor.addEventListener('input', (event) => seen.push((event as InputEvent).inputType));
    expect(insertReply(document, reply, findIntercomReplyBox)).toEqual({ ok: true });
    expect(editor.textContent).toBe(`Thanks for asking ${reply.text}`);
    expect(seen).toEqual(['insertText']);
  });

  it('never writes into a note', () => {
    const note = page.openComposer('note', 'Customer on legacy plan');
    expect(insertReply(document, reply, findIntercomReplyBox)).toEqual({ ok: false, reason: 'no_reply_box' });
    expect(note.textContent).toBe('Customer on legacy plan');
  });

  it('answers no_reply_box with no composer open', () => {
    expect(insertReply(document, reply, findIntercomReplyBox)).toEqual({ ok: false, reason: 'no_reply_box' });
    page.openComposer('reply');
    page.closeConversation();
    expect(insertReply(document, reply, findIntercomReplyBox)).toEqual({ ok: false, reason: 'no_reply_box' });
  });
});
