// Puts a draft into the box LinkedIn has open: the invitation note (a textarea in a dialog, with its own
// maxlength) or the messaging composer (a contenteditable, with a subject field for InMail). It fills
// them the way typing does, with input events, so the page's own counter and send button follow; it
// never sends. Every selector comes from selectors.ts.
import type { InsertDraftRequest, InsertDraftResult } from '../../messaging/outreach-protocol';
import { isShown } from '../../capture/core/dom';
import { LINKEDIN } from './selectors';

export function isInsertDraftRequest(message: unknown): message is InsertDraftRequest {
  if (typeof message !== 'object' || message === null) return false;
  const m = message as Partial<Record<keyof InsertDraftRequest, unknown>>;
  return (
    m.type === 'outreach/insert' &&
    typeof m.body === 'string' &&
    (m.subject === undefined || typeof m.subject === 'string')
  );
}

export function insertDraft(doc: Document, request: InsertDraftRequest): InsertDraftResult {
  const note = findNoteBox(doc);
  if (note) {
    const limit = note.maxLength > 0 ? note.maxLength : undefined;
    if (limit !== undefined && request.body.length > limit) return { ok: false, reason: 'too_long', limit };
    typeInto(note, request.body);
    return { ok: true, box: 'connection_note' };
  }
  const composer = findComposer(doc);
  if (!composer) return { ok: false, reason: 'no_box' };
  const subject = findSubject(composer);
  if (subject && request.subject !== undefined) {
    if (subject.maxLength > 0 && request.subject.length > subject.maxLength)
      return { ok: false, reason: 'too_long', limit: subject.maxLength };
    typeInto(subject, request.subject);
  }
  typeIntoEditable(composer, request.body);
  return { ok: true, box: subject ? 'inmail' : 'message' };
}

/** The note box of an open dialog: a modal sits above any composer, so it is the box the user sees. */
function findNoteBox(doc: Document): HTMLTextAreaElement | null {
  for (const dialog of doc.querySelectorAll(LINKEDIN.dialog.join(', '))) {
    if (!isShown(dialog)) continue;
    for (const selector of LINKEDIN.noteBox) {
      const box = dialog.querySelector<HTMLTextAreaElement>(selector);
      if (box && isShown(box) && !box.disabled && !box.readOnly) return box;
    }
  }
  return null;
}

/** The composer the user is in; else the first one shown (LinkedIn can keep several chat windows open). */
function findComposer(doc: Document): HTMLElement | null {
  const shown: HTMLElement[] = [];
  for (const selector of LINKEDIN.composer) {
    for (const box of doc.querySelectorAll<HTMLElement>(selector))
      if (isShown(box) && !shown.includes(box)) shown.push(box);
  }
  const active = doc.activeElement;
  return shown.find((box) => active && (box === active || box.contains(active))) ?? shown[0] ?? null;
}

function findSubject(composer: HTMLElement): HTMLInputElement | null {
  const form = composer.closest(LINKEDIN.composerForm.join(', '));
  if (!form) return null;
  for (const selector of LINKEDIN.subject) {
    const field = form.querySelector<HTMLInputElement>(selector);
    if (field && isShown(field)) return field;
  }
  return null;
}

/**
 * Sets the value through the element type's own setter, not the element's (frameworks track values by
 * overriding the latter), then fires the input event a keystroke would, so the page sees the change.
 */
function typeInto(field: HTMLTextAreaElement | HTMLInputElement, value: string): void {
  field.focus();
  const proto = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(
    new (field.ownerDocument.defaultView?.InputEvent ?? InputEvent)('input', {
      bubbles: true,
      inputType: 'insertText',
      data: value,
    }),
  );
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Replaces the composer's text as typing would: the browser's own insertText where it works (the page's
 * editor sees beforeinput and input), else the text as paragraphs and an input event.
 */
function typeIntoEditable(box: HTMLElement, value: string): void {
  const doc = box.ownerDocument;
  box.focus();
  const selection = doc.getSelection();
  if (selection) {
    const range = doc.createRange();
    range.selectNodeContents(box);
    selection.removeAllRanges();
    selection.addRange(range);
  }
  let inserted = false;
  try {
    inserted = typeof doc.execCommand === 'function' && doc.execCommand('insertText', false, value);
  } catch {
    inserted = false;
  }
  if (inserted) return;
  const InputEventOf = doc.defaultView?.InputEvent ?? InputEvent;
  // An editor that cancels beforeinput applies the text itself.
  const allowed = box.dispatchEvent(
    new InputEventOf('beforeinput', {
      bubbles: true,
      cancelable: true,
      inputType: 'insertReplacementText',
      data: value,
    }),
  );
  if (!allowed) return;
  box.replaceChildren(
    ...value.split('\n').map((line) => {
      const paragraph = doc.createElement('p');
      if (line) paragraph.textContent = line;
      else paragraph.append(doc.createElement('br'));
      return paragraph;
    }),
  );
  box.dispatchEvent(new InputEventOf('input', { bubbles: true, inputType: 'insertReplacementText', data: value }));
}
