// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://www.linkedin.com/in/jonas-weber-berlin/"}
// Putting a draft into LinkedIn's open box: the invitation note (its own maxlength, its own counter fed by
// input events) and the messaging composer (a contenteditable, with a subject for InMail).
import { beforeEach, describe, expect, it } from 'vitest';
import linkedInContentScript from '../../../entrypoints/linkedin.content';
import { insertDraft, isInsertDraftRequest } from '../../../lib/outreach/linkedin/insert';

beforeEach(() => document.body.replaceChildren());

/** The note dialog as LinkedIn draws it, with a counter that follows input events only (as LinkedIn's does). */
function openNoteDialog(maxLength = 300) {
  document.body.innerHTML = `
    <div role="dialog" aria-modal="true"><h2>Add a note to your invitation?</h2>
      <textarea id="custom-message" name="message" maxlength="${maxLength}"></textarea>
      <p class="counter">0/${maxLength}</p></div>`;
  const note = document.querySelector('textarea')!;
  const counter = document.querySelector('.counter')!;
  const events: Event[] = [];
  note.addEventListener('input', (event) => {
    events.push(event);
    counter.textContent = `${note.value.length}/${maxLength}`;
  });
  return { note, counter, events };
}

function openComposer(withSubject = false) {
  document.body.innerHTML = `
    <aside class="msg-overlay"><form class="msg-form">
      ${withSubject ? '<input name="subject" maxlength="200">' : ''}
      <div class="msg-form__contenteditable" contenteditable="true" role="textbox"><p><br></p></div>
    </form></aside>`;
  const box = document.querySelector<HTMLElement>('.msg-form__contenteditable')!;
  const events: string[] = [];
  box.addEventListener('beforeinput', () => events.push('beforeinput'));
  box.addEventListener('input', () => events.push('input'));
  return { box, events, subject: document.querySelector('input') };
}

describe('insertDraft into the invitation note', () => {
  it('sets the value and fires input, so the page counter shows the new count', () => {
    const { note, counter, events } = openNoteDialog();
    const body = 'Hi Jonas, your post on first calls was spot on. Open to connect?';
    expect(insertDraft(document, { type: 'outreach/insert', body })).toEqual({ ok: true, box: 'connection_note' });
    expect(note.value).toBe(body);
    expect(counter.textContent).toBe(`${body.length}/300`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ bubbles: true, inputType: 'insertText' });
  });

  it('goes around a value setter a framework put on the element, as typing does', () => {
    const { note, counter } = openNoteDialog();
    // A framework that tracks the value overrides the element's own setter; the native one must be used.
    let frameworkSaw: string | undefined;
    Object.defineProperty(note, 'value', {
      configurable: true,
      get: () => Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.get!.call(note),
      set: (value: string) => (frameworkSaw = value),
    });
    insertDraft(document, { type: 'outreach/insert', body: 'Hello' });
    expect(frameworkSaw).toBeUndefined();
    expect(note.value).toBe('Hello');
    expect(counter.textContent).toBe('5/300');
  });

  it("answers too_long with the box's own limit (200 for a free account) and changes nothing", () => {
    const { note, counter, events } = openNoteDialog(200);
    note.value = 'kept';
    expect(insertDraft(document, { type: 'outreach/insert', body: 'x'.repeat(201) })).toEqual({
      ok: false,
      reason: 'too_long',
      limit: 200,
    });
    expect(note.value).toBe('kept');
    expect(counter.textContent).toBe('0/200');
    expect(events).toHaveLength(0);
    expect(insertDraft(document, { type: 'outreach/insert', body: 'x'.repeat(200) })).toEqual({
      ok: true,
      box: 'connection_note',
    });
  });

  it('prefers the open note dialog to a message composer behind it', () => {
    openComposer();
    const composer = document.body.innerHTML;
    document.body.innerHTML = `${composer}<div role="dialog"><textarea name="message" maxlength="300"></textarea></div>`;
    expect(insertDraft(document, { type: 'outreach/insert', body: 'Hi' })).toEqual({
      ok: true,
      box: 'connection_note',
    });
    expect(document.querySelector('textarea')!.value).toBe('Hi');
    expect(document.querySelector('.msg-form__contenteditable')!.textContent).toBe('');
  });
});

describe('insertDraft into the messaging composer', () => {
  it('replaces its text with the draft as paragraphs, with beforeinput and input', () => {
    const { box, events } = openComposer();
    expect(insertDraft(document, { type: 'outreach/insert', body: 'Hi Jonas,\n\nthanks for connecting.' })).toEqual({
      ok: true,
      box: 'message',
    });
    expect([...box.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Hi Jonas,',
      '',
      'thanks for connecting.',
    ]);
    expect(events).toEqual(['beforeinput', 'input']);
  });

  it('leaves the text to an editor that takes beforeinput itself', () => {
    const { box, events } = openComposer();
    box.addEventListener('beforeinput', (event) => event.preventDefault());
    insertDraft(document, { type: 'outreach/insert', body: 'Hi' });
    expect(box.innerHTML).toBe('<p><br></p>');
    expect(events).toEqual(['beforeinput']);
  });

  it('fills the InMail subject too, and checks it against its own limit first', () => {
    const { box, subject } = openComposer(true);
    expect(insertDraft(document, { type: 'outreach/insert', subject: 'y'.repeat(201), body: 'Hi' })).toEqual({
      ok: false,
      reason: 'too_long',
      limit: 200,
    });
    expect(box.textContent).toBe('');
    expect(insertDraft(document, { type: 'outreach/insert', subject: 'Quick question', body: 'Hi' })).toEqual({
      ok: true,
      box: 'inmail',
    });
    expect(subject!.value).toBe('Quick question');
    expect(box.textContent).toBe('Hi');
  });

  it('fills the composer the user is in when several chat windows are open', () => {
    document.body.innerHTML = ['Ana', 'Jonas']
      .map(
        (name) =>
          `<form class="msg-form" aria-label="${name}"><div class="msg-form__contenteditable" contenteditable="true" role="textbox"></div></form>`,
      )
      .join('');
    const [first, second] = [...document.querySelectorAll<HTMLElement>('.msg-form__contenteditable')];
    second!.focus();
    insertDraft(document, { type: 'outreach/insert', body: 'Hi' });
    expect(second!.textContent).toBe('Hi');
    expect(first!.textContent).toBe('');
  });
});

describe('no box open', () => {
  it('answers no_box and touches nothing: no dialog, a hidden dialog, a note box outside a dialog', () => {
    expect(insertDraft(document, { type: 'outreach/insert', body: 'Hi' })).toEqual({ ok: false, reason: 'no_box' });
    document.body.innerHTML =
      '<div role="dialog" hidden><textarea id="custom-message"></textarea></div><textarea name="message"></textarea>';
    expect(insertDraft(document, { type: 'outreach/insert', body: 'Hi' })).toEqual({ ok: false, reason: 'no_box' });
    expect([...document.querySelectorAll('textarea')].map((t) => t.value)).toEqual(['', '']);
  });
});

describe('the LinkedIn content script', () => {
  it('runs on every page of www.linkedin.com (profiles are reached without a page load) and nowhere else', () => {
    expect(linkedInContentScript.matches).toEqual(['https://www.linkedin.com/*']);
  });

  it('answers only insert requests', () => {
    expect(isInsertDraftRequest({ type: 'outreach/insert', body: 'Hi' })).toBe(true);
    expect(isInsertDraftRequest({ type: 'outreach/insert', body: 'Hi', subject: 'S' })).toBe(true);
    expect(isInsertDraftRequest({ type: 'outreach/insert' })).toBe(false);
    expect(isInsertDraftRequest({ type: 'outreach/insert', body: 'Hi', subject: 3 })).toBe(false);
    expect(isInsertDraftRequest({ type: 'profile/none' })).toBe(false);
    expect(isInsertDraftRequest(null)).toBe(false);
  });
});
