// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://app.frontapp.com/inboxes/teams/folders/123"}
// "Insert into reply" on Front (markup unconfirmed: the page is built from the candidates in
// selectors.ts): the reply goes into the reply editor, never into the comment box for teammates.
import { beforeEach, describe, expect, it } from 'vitest';
import { insertReply } from '../../../../lib/capture/core/reply';
import { findFrontReplyBox } from '../../../../lib/capture/platforms/front/adapter';
import { FakeFront } from './fake-page';

const reply = { type: 'reply/insert', text: 'A new unit is on its way.' } as const;

let page: FakeFront;
beforeEach(() => {
  page = new FakeFront(document, { cnv_55: { subject: 'Damaged order' } });
  page.open('cnv_55');
});

describe('Insert into reply on Front', () => {
  it("adds the reply after the user's words in the reply editor, with input events", () => {
    const comment = page.showCommentBox('@sam refund?');
    const editor = page.openReply('Hi Maria,');
    const seen: string[] = [];
    editor.addEventListener('input', () => seen.push('input'));
    expect(insertReply(document, reply, findFrontReplyBox)).toEqual({ ok: true });
    expect(editor.textContent).toBe(`Hi Maria,${reply.text}`);
    expect(seen).toEqual(['input']);
    expect(comment.textContent).toBe('@sam refund?');
  });

  it('answers no_reply_box while only the comment box shows', () => {
    const comment = page.showCommentBox();
    expect(insertReply(document, reply, findFrontReplyBox)).toEqual({ ok: false, reason: 'no_reply_box' });
    expect(comment.textContent).toBe('');
  });
});
