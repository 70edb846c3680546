// Puts a draft into the box LinkedIn has open: the invitation note (a textarea in a dialog, with its own
// maxlength) or the messaging composer (a contenteditable, with a subject field for InMail). It fills
// them the way typing does, with input events, so the page's own counter and send button follow; it
// never sends. Every selector comes from selectors.ts.
import type { InsertDraftRequest, InsertDraftResult } from '../../messaging/outreach-protocol';
import { linkedinLength } from '../../api/characters';
import { isShown } from '../../capture/core/dom';
import { typeIntoEditable, typeIntoField } from '../../capture/core/typing';
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
    if (limit !== undefined && linkedinLength(request.body) > limit) return { ok: false, reason: 'too_long', limit };
    typeIntoField(note, request.body, 'replace');
    return { ok: true, box: 'connection_note' };
  }
  const composer = findComposer(doc);
  if (!composer) return { ok: false, reason: 'no_box' };
  const subject = findSubject(composer);
  if (subject && request.subject !== undefined) {
    if (subject.maxLength > 0 && linkedinLength(request.subject) > subject.maxLength)
      return { ok: false, reason: 'too_long', limit: subject.maxLength };
    typeIntoField(subject, request.subject, 'replace');
  }
  typeIntoEditable(composer, request.body, 'replace');
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
