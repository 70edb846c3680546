// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://acme.zendesk.com/agent/tickets/4821"}
// "Insert into reply" on the Agent Workspace: the reply goes into the shown ticket's composer while it
// writes a public reply, after what the agent typed; never into an internal note, never into a ticket
// tab kept hidden.
import { beforeEach, describe, expect, it } from 'vitest';
import { insertReply } from '../../../../lib/capture/core/reply';
import { applySelectorOverrides } from '../../../../lib/capture/core/rules';
import { findZendeskReplyBox } from '../../../../lib/capture/platforms/zendesk/adapter';
import { ZENDESK } from '../../../../lib/capture/platforms/zendesk/selectors';
import { FakeZendesk, GERMAN } from './fake-page';

const reply = { type: 'reply/insert', text: 'You can download every invoice under Billing › Invoices.' } as const;

function events(box: Element): string[] {
  const seen: string[] = [];
  for (const type of ['beforeinput', 'input']) box.addEventListener(type, () => seen.push(type));
  return seen;
}

let page: FakeZendesk;
beforeEach(() => {
  page = new FakeZendesk(document);
  page.open('4820', 'Login fails');
  page.open('4821', 'Where are my invoices?');
});

describe('Insert into reply on Zendesk', () => {
  it("adds the reply after the agent's greeting in the shown ticket's public reply, with input events", () => {
    const hidden = page.openComposer('4820');
    page.select('4821');
    const editor = page.openComposer('4821', 'Public reply', 'Hi Anna,');
    const seen = events(editor);
    expect(insertReply(document, reply, findZendeskReplyBox)).toEqual({ ok: true });
    expect(editor.textContent).toBe(`Hi Anna,${reply.text}`);
    expect(editor.querySelector('br')).not.toBeNull(); // the reply starts on its own line
    expect(seen).toEqual(['beforeinput', 'input']);
    expect(hidden.textContent).toBe('');
  });

  it('takes an email channel as a public reply too', () => {
    const editor = page.openComposer('4821', 'Email');
    expect(insertReply(document, reply, findZendeskReplyBox)).toEqual({ ok: true });
    expect(editor.textContent).toBe(reply.text);
  });

  it('never writes into an internal note: no public reply box is open then', () => {
    const note = page.openComposer('4821', 'Internal note', 'Checked with billing');
    expect(insertReply(document, reply, findZendeskReplyBox)).toEqual({ ok: false, reason: 'no_reply_box' });
    expect(note.textContent).toBe('Checked with billing');
    page.switchChannel('4821', 'Public reply');
    expect(insertReply(document, reply, findZendeskReplyBox)).toEqual({ ok: true });
  });

  it('knows the internal note in the agent language', () => {
    const german = new FakeZendesk(document, GERMAN);
    german.open('4821', 'Rechnungen');
    const note = german.openComposer('4821', 'Interne Notiz');
    expect(insertReply(document, reply, findZendeskReplyBox)).toEqual({ ok: false, reason: 'no_reply_box' });
    expect(note.textContent).toBe('');
  });

  it.each(['Nota interna', '社内メモ'])('knows the internal note as "%s"', (label) => {
    const note = page.openComposer('4821', label);
    expect(insertReply(document, reply, findZendeskReplyBox)).toEqual({ ok: false, reason: 'no_reply_box' });
    expect(note.textContent).toBe('');
  });

  it('answers no_reply_box while the shown ticket has no composer open', () => {
    page.openComposer('4820');
    page.select('4821');
    expect(insertReply(document, reply, findZendeskReplyBox)).toEqual({ ok: false, reason: 'no_reply_box' });
  });
});

// Last in this file: served rules change the platform's selectors in place, as on a page.
describe('a reply box named by served capture rules', () => {
  it('is found once a proxy serves its selector, when the built-in ones miss it', () => {
    const editor = page.openComposer('4821', 'Public reply');
    for (const attribute of ['data-test-id', 'class']) editor.removeAttribute(attribute);
    editor.parentElement!.removeAttribute('class');
    editor.setAttribute('data-editor', 'reply-2027');
    expect(insertReply(document, reply, findZendeskReplyBox)).toEqual({ ok: false, reason: 'no_reply_box' });
    applySelectorOverrides(ZENDESK, { replyBox: ['[data-editor="reply-2027"]'] }, document);
    expect(insertReply(document, reply, findZendeskReplyBox)).toEqual({ ok: true });
    expect(editor.textContent).toBe(reply.text);
  });
});
