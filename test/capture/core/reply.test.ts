// @vitest-environment jsdom
// "Insert into reply" in the capture core: which box is the reply box, what the panel is answered, and
// the content-script runner answering the panel's message for as long as the script is valid.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runCapture } from '../../../lib/capture/core/content-script';
import { findReplyBoxIn, insertReply, isInsertReplyRequest, replyAnswerer } from '../../../lib/capture/core/reply';
import type { InsertReplyRequest } from '../../../lib/messaging/reply-protocol';

beforeEach(() => {
  fakeBrowser.reset();
  document.body.replaceChildren();
});

const request = (text: string): InsertReplyRequest => ({ type: 'reply/insert', text });

describe('isInsertReplyRequest', () => {
  it('takes reply/insert messages with a text and nothing else', () => {
    expect(isInsertReplyRequest({ type: 'reply/insert', text: 'Hi' })).toBe(true);
    expect(isInsertReplyRequest({ type: 'reply/insert' })).toBe(false);
    expect(isInsertReplyRequest({ type: 'reply/insert', text: 3 })).toBe(false);
    expect(isInsertReplyRequest({ type: 'outreach/insert', body: 'Hi' })).toBe(false);
    expect(isInsertReplyRequest(null)).toBe(false);
  });
});

describe('findReplyBoxIn', () => {
  it('skips hidden, disabled and note boxes, and takes the first selector that finds a usable one', () => {
    document.body.innerHTML = `
      <div class="composer" hidden><div class="editor" contenteditable="true" id="hidden"></div></div>
      <div class="composer note"><div class="editor" contenteditable="true" id="note"></div></div>
      <div class="composer"><textarea class="editor" disabled id="disabled"></textarea></div>
      <div class="composer"><div class="editor" contenteditable="true" id="reply"></div></div>
      <div class="other"><div contenteditable="true" id="other"></div></div>`;
    const box = findReplyBoxIn(document, {
      boxes: ['.missing [contenteditable]', '.composer .editor', '.other [contenteditable]'],
      notes: ['.note'],
    });
    expect(box?.id).toBe('reply');
    expect(findReplyBoxIn(document, { boxes: ['.composer.note .editor'], notes: ['.note'] })).toBeNull();
  });

  it('prefers the box the agent is typing in when several are open', () => {
    document.body.innerHTML =
      '<div contenteditable="true" class="box" id="first"></div><div contenteditable="true" class="box" id="second"></div>';
    document.getElementById('second')!.focus();
    expect(findReplyBoxIn(document, { boxes: ['.box'] })?.id).toBe('second');
  });
});

describe('insertReply', () => {
  it('adds the reply to the box and answers ok', () => {
    document.body.innerHTML = '<textarea>Hi Anna,</textarea>';
    const box = document.querySelector('textarea')!;
    expect(insertReply(document, request('Your refund is on its way.'), () => box)).toEqual({ ok: true });
    expect(box.value).toBe('Hi Anna,\nYour refund is on its way.');
  });

  it('answers no_reply_box when none is open', () => {
    expect(insertReply(document, request('Hello'), () => null)).toEqual({ ok: false, reason: 'no_reply_box' });
  });

  it('answers failed for a blank reply, without touching the box', () => {
    document.body.innerHTML = '<textarea>Hi</textarea>';
    const find = vi.fn(() => document.querySelector('textarea'));
    expect(insertReply(document, request('  \n'), find)).toEqual({ ok: false, reason: 'failed' });
    expect(find).not.toHaveBeenCalled();
  });

  it('answers failed when the page throws while the text goes in', () => {
    document.body.innerHTML = '<textarea></textarea>';
    const box = document.querySelector('textarea')!;
    // A page can replace an element's methods; one that throws stops the typing half way.
    Object.defineProperty(box, 'focus', {
      value: () => {
        throw new Error('detached');
      },
    });
    expect(insertReply(document, request('Hello'), () => box)).toEqual({ ok: false, reason: 'failed' });
  });
});

describe('runCapture answering the panel', () => {
  function context() {
    let invalidate: () => void = () => undefined;
    const ctx = {
      isInvalid: false,
      onInvalidated: (listener: () => void) => {
        const previous = invalidate;
        invalidate = () => {
          previous();
          listener();
        };
      },
    };
    return { ctx, invalidate: () => invalidate() };
  }

  const start = () => ({ stop: () => undefined });

  it('answers reply/insert with the platform reply box until the extension reloads', async () => {
    document.body.innerHTML = '<textarea id="reply"></textarea>';
    const { ctx, invalidate } = context();
    await runCapture(
      ctx as never,
      start,
      undefined,
      replyAnswerer((doc) => doc.querySelector('textarea')),
    );
    const answers: unknown[] = [];
    await fakeBrowser.runtime.onMessage.trigger(request('Hello'), {}, (answer: unknown) => answers.push(answer));
    await fakeBrowser.runtime.onMessage.trigger({ type: 'capture/other' }, {}, (answer: unknown) =>
      answers.push(answer),
    );
    expect(answers).toEqual([{ ok: true }]);
    expect(document.querySelector('textarea')!.value).toBe('Hello');

    invalidate();
    await fakeBrowser.runtime.onMessage.trigger(request('Again'), {}, (answer: unknown) => answers.push(answer));
    expect(answers).toHaveLength(1);
    expect(document.querySelector('textarea')!.value).toBe('Hello');
  });

  it('does not listen where the page has no reply box to offer', async () => {
    const { ctx } = context();
    await runCapture(ctx as never, start);
    expect(fakeBrowser.runtime.onMessage.hasListeners()).toBe(false);
  });
});
