// Putting text into a page's own editable box the way typing does, so the page's framework (React, Ember,
// Vue, or a rich editor: ProseMirror, Draft.js, Lexical, Quill, CKEditor) sees the change as the user's.
// It only ever inserts text: it never sends, never presses Enter, and never writes markup.

/** Replace what the box holds, or keep it and add after it. */
export type Placement = 'replace' | 'append';

/** A box text can be typed into: an enabled text field, or an element the user can edit. */
export type TypingBox = HTMLTextAreaElement | HTMLInputElement | HTMLElement;

/** Whether the element takes typing now (shown or not is the caller's question). */
export function isTypingBox(element: Element): element is TypingBox {
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'INPUT') {
    const field = element as HTMLTextAreaElement | HTMLInputElement;
    if (field.disabled || field.readOnly) return false;
    return tag === 'TEXTAREA' || ['text', 'search', ''].includes(field.getAttribute('type')?.toLowerCase() ?? '');
  }
  // isContentEditable is not in every DOM (jsdom lacks it): the attribute decides there.
  const editable = (element as HTMLElement).isContentEditable;
  if (editable !== undefined) return editable;
  const value = element.closest('[contenteditable]')?.getAttribute('contenteditable')?.toLowerCase();
  return value === '' || value === 'true' || value === 'plaintext-only';
}

/**
 * What goes between text the user already wrote and what is added: nothing after an empty box or
 * trailing white space; a new line after a finished sentence, a greeting ("Hi Anna,") or several lines;
 * else a space, as the user may be in the middle of a sentence.
 */
export function separatorAfter(existing: string): '' | ' ' | '\n' {
  // Editors keep zero-width characters around the caret: they are not the user's words.
  const written = existing.replace(/[\u200B\uFEFF]/g, '');
  if (written.trim() === '' || /\s$/.test(written)) return '';
  return written.includes('\n') || /[.!?:;,…]$/.test(written) ? '\n' : ' ';
}

/** Types `text` into the box: a text field or an editable element. */
export function typeText(box: TypingBox, text: string, placement: Placement): void {
  if (box.tagName === 'TEXTAREA' || box.tagName === 'INPUT')
    typeIntoField(box as HTMLTextAreaElement | HTMLInputElement, text, placement);
  else typeIntoEditable(box, text, placement);
}

/**
 * Sets the value through the element type's own setter, not the element's (frameworks track values by
 * overriding the latter), then fires the input and change events a user's typing would.
 */
export function typeIntoField(field: HTMLTextAreaElement | HTMLInputElement, text: string, placement: Placement): void {
  field.focus();
  const before = placement === 'append' ? field.value : '';
  const added = before ? separatorAfter(before) + text : text;
  const value = before + added;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.setSelectionRange?.(value.length, value.length);
  const InputEventOf = field.ownerDocument.defaultView?.InputEvent ?? InputEvent;
  field.dispatchEvent(new InputEventOf('input', { bubbles: true, inputType: 'insertText', data: added }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Types into an editable element: the browser's own insertText where it works (the page's editor sees
 * beforeinput and input as for a keystroke), else the text as nodes and an input event. Replacing
 * selects everything first; appending puts the caret after the last word.
 */
export function typeIntoEditable(box: HTMLElement, text: string, placement: Placement): void {
  const doc = box.ownerDocument;
  box.focus();
  const existing = placement === 'append' ? (box.textContent ?? '') : '';
  const added = existing ? separatorAfter(existing) + text : text;
  const range = placement === 'append' ? caretAtEnd(box) : everythingIn(box);
  const selection = doc.getSelection();
  if (selection) {
    selection.removeAllRanges();
    selection.addRange(range);
  }
  let inserted = false;
  try {
    inserted = typeof doc.execCommand === 'function' && doc.execCommand('insertText', false, added);
  } catch {
    inserted = false;
  }
  if (inserted) return;
  const InputEventOf = doc.defaultView?.InputEvent ?? InputEvent;
  const inputType = placement === 'append' ? 'insertText' : 'insertReplacementText';
  // An editor that cancels beforeinput applies the text itself.
  const allowed = box.dispatchEvent(
    new InputEventOf('beforeinput', { bubbles: true, cancelable: true, inputType, data: added }),
  );
  if (!allowed) return;
  if (placement === 'replace') box.replaceChildren(...paragraphs(doc, added));
  else insertLines(range, added);
  box.dispatchEvent(new InputEventOf('input', { bubbles: true, inputType, data: added }));
}

function everythingIn(box: HTMLElement): Range {
  const range = box.ownerDocument.createRange();
  range.selectNodeContents(box);
  return range;
}

/** A collapsed range after the box's last text, inside its last block (before a placeholder <br>). */
function caretAtEnd(box: HTMLElement): Range {
  let node: Node = box;
  while (node.lastChild && node.lastChild.nodeName !== 'BR') node = node.lastChild;
  const range = box.ownerDocument.createRange();
  if (node.nodeType === Node.TEXT_NODE) range.setStart(node, (node as Text).length);
  else range.setStart(node, node.lastChild ? node.childNodes.length - 1 : 0);
  range.collapse(true);
  return range;
}

/** One paragraph per line, an empty line kept as an empty paragraph (as editors draw them). */
function paragraphs(doc: Document, text: string): HTMLElement[] {
  return text.split('\n').map((line) => {
    const paragraph = doc.createElement('p');
    if (line) paragraph.textContent = line;
    else paragraph.append(doc.createElement('br'));
    return paragraph;
  });
}

/** The lines as text nodes with line breaks between them, at the caret. */
function insertLines(range: Range, text: string): void {
  const doc = range.startContainer.ownerDocument ?? document;
  const nodes: Node[] = [];
  text.split('\n').forEach((line, index) => {
    if (index > 0) nodes.push(doc.createElement('br'));
    if (line) nodes.push(doc.createTextNode(line));
  });
  const fragment = doc.createDocumentFragment();
  fragment.append(...nodes);
  range.insertNode(fragment);
}
