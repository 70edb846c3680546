// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://acme.freshdesk.com/a/tickets/filters/all_tickets"}
// "Insert into reply" on a Freshdesk ticket (editor markup unconfirmed: the page is built from the
// candidates in selectors.ts): the reply goes into the editor Reply opened, never into a note's.
import { beforeEach, describe, expect, it } from 'vitest';
import { insertReply } from '../../../../lib/capture/core/reply';
import { findFreshdeskReplyBox } from '../../../../lib/capture/platforms/freshdesk/adapter';
import { FakeFreshdesk } from './fake-page';

const reply = { type: 'reply/insert', text: 'The replacement ships today.' } as const;
const at = Date.UTC(2026, 10, 23, 9, 0);

let page: FakeFreshdesk;
beforeEach(() => {
  page = new FakeFreshdesk(document);
  page.open('311', {
    subject: 'Broken charger',
    description: { author: 'customer', name: 'Anna Berg', at, html: '<p>My charger broke.</p>' },
    replies: [],
  });
});

describe('Insert into reply on Freshdesk', () => {
  it("adds the reply after the agent's words in the reply editor, not the note editor open beside it", () => {
    const note = page.openEditor('note', 'RMA approved');
    const editor = page.openEditor('reply', 'Hello Anna,');
    const seen: string[] = [];
    editor.addEventListener('input', () => seen.push('input'));
    expect(insertReply(document, reply, findFreshdeskReplyBox)).toEqual({ ok: true });
    expect(editor.textContent).toBe(`Hello Anna,${reply.text}`);
    expect(seen).toEqual(['input']);
    expect(note.textContent).toBe('RMA approved');
  });

  it('answers no_reply_box when only a note is open, or nothing', () => {
    expect(insertReply(document, reply, findFreshdeskReplyBox)).toEqual({ ok: false, reason: 'no_reply_box' });
    const note = page.openEditor('note');
    expect(insertReply(document, reply, findFreshdeskReplyBox)).toEqual({ ok: false, reason: 'no_reply_box' });
    expect(note.textContent).toBe('');
  });
});
