// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://app.hubspot.com/live-messages/6010218/inbox"}
// "Insert into reply" in HubSpot's inbox (composer markup unconfirmed: the page is built from the
// candidates in selectors.ts): the reply goes into the reply composer, never into an internal comment.
import { beforeEach, describe, expect, it } from 'vitest';
import { insertReply } from '../../../../lib/capture/core/reply';
import { findHubSpotReplyBox } from '../../../../lib/capture/platforms/hubspot/adapter';
import { FakeHubSpot } from './fake-page';

const reply = { type: 'reply/insert', text: 'I have reset your password link.' } as const;

let page: FakeHubSpot;
beforeEach(() => {
  page = new FakeHubSpot(document);
  page.open('7781', [{ kind: 'visitor', name: 'Anna Berg', time: '14:02', html: '<p>The reset link expired.</p>' }]);
});

describe('Insert into reply on HubSpot', () => {
  it("adds the reply after the agent's words, with input events", () => {
    const editor = page.openComposer('reply', 'Hi Anna,');
    const seen: string[] = [];
    for (const type of ['beforeinput', 'input']) editor.addEventListener(type, () => seen.push(type));
    expect(insertReply(document, reply, findHubSpotReplyBox)).toEqual({ ok: true });
    expect(editor.textContent).toBe(`Hi Anna,${reply.text}`);
    expect(seen).toEqual(['beforeinput', 'input']);
  });

  it('never writes into an internal comment', () => {
    const comment = page.openComposer('comment', '@Sam can you check?');
    expect(insertReply(document, reply, findHubSpotReplyBox)).toEqual({ ok: false, reason: 'no_reply_box' });
    expect(comment.textContent).toBe('@Sam can you check?');
  });

  it('answers no_reply_box with no composer open', () => {
    expect(insertReply(document, reply, findHubSpotReplyBox)).toEqual({ ok: false, reason: 'no_reply_box' });
  });
});
