// @vitest-environment jsdom
// Typing into a page's own box as a user would: what the user already wrote stays, the page's framework
// hears input events, and the text arrives as text, never as markup.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isTypingBox,
  separatorAfter,
  typeIntoEditable,
  typeIntoField,
  typeText,
} from '../../../lib/capture/core/typing';

afterEach(() => {
  document.body.replaceChildren();
  Reflect.deleteProperty(document, 'execCommand');
});

function listen(box: Element) {
  const events: { type: string; inputType?: string; data?: string | null }[] = [];
  for (const type of ['beforeinput', 'input', 'change'])
    box.addEventListener(type, (event) => {
      const input = event as InputEvent;
      events.push({ type, inputType: input.inputType, data: input.data });
    });
  return events;
}

/** The element's children as the reader sees them: words, and line breaks. */
const shape = (element: Element) =>
  [...element.childNodes]
    .map((node) => (node.nodeName === 'BR' ? '<br>' : node.textContent))
    .filter((part) => part !== '');

function editable(html: string): HTMLElement {
  document.body.innerHTML = `<div contenteditable="true" role="textbox">${html}</div>`;
  return document.querySelector<HTMLElement>('[contenteditable]')!;
}

describe('separatorAfter', () => {
  it('adds nothing to an empty box or after white space', () => {
    expect(separatorAfter('')).toBe('');
    expect(separatorAfter('  ')).toBe('');
    expect(separatorAfter('\u200B')).toBe('');
    expect(separatorAfter('Thanks for waiting ')).toBe('');
    expect(separatorAfter('Thanks for waiting\n')).toBe('');
  });

  it('starts a new line after a greeting, a finished sentence or several lines', () => {
    expect(separatorAfter('Hi Anna,')).toBe('\n');
    expect(separatorAfter('I checked your account.')).toBe('\n');
    expect(separatorAfter('Is that right?')).toBe('\n');
    expect(separatorAfter('Hi Anna\nI checked')).toBe('\n');
  });

  it('continues a sentence the agent is in the middle of with a space', () => {
    expect(separatorAfter('Thanks for asking')).toBe(' ');
    expect(separatorAfter('Thanks for asking\u200B')).toBe(' ');
  });
});

describe('typeIntoField', () => {
  it("keeps the agent's words, adds the reply after them, and fires input and change", () => {
    document.body.innerHTML = '<textarea></textarea>';
    const field = document.querySelector('textarea')!;
    field.value = 'Hi Anna,';
    const events = listen(field);
    typeIntoField(field, 'You can export invoices under Billing.', 'append');
    expect(field.value).toBe('Hi Anna,\nYou can export invoices under Billing.');
    expect(events).toEqual([
      { type: 'input', inputType: 'insertText', data: '\nYou can export invoices under Billing.' },
      { type: 'change', inputType: undefined, data: undefined },
    ]);
    expect(document.activeElement).toBe(field);
    expect(field.selectionStart).toBe(field.value.length);
  });

  it('goes around a value setter a framework put on the element, as typing does', () => {
    document.body.innerHTML = '<input type="text">';
    const field = document.querySelector('input')!;
    const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    let frameworkSaw: string | undefined;
    Object.defineProperty(field, 'value', {
      configurable: true,
      get: () => native.get!.call(field),
      set: (value: string) => (frameworkSaw = value),
    });
    typeIntoField(field, 'Hello', 'append');
    expect(native.get!.call(field)).toBe('Hello');
    expect(frameworkSaw).toBeUndefined();
  });

  it('replaces the value when asked to', () => {
    document.body.innerHTML = '<textarea>old draft</textarea>';
    const field = document.querySelector('textarea')!;
    typeIntoField(field, 'new draft', 'replace');
    expect(field.value).toBe('new draft');
  });
});

describe('typeIntoEditable', () => {
  it("uses the browser's own insertText with the caret after the last word, and does nothing more", () => {
    const box = editable('<p>Hi Anna,</p>');
    const events = listen(box);
    const seen: { command: string; value: string; node: Node; offset: number; collapsed: boolean }[] = [];
    Object.assign(document, {
      execCommand: vi.fn((command: string, _ui: boolean, value: string) => {
        const range = document.getSelection()!.getRangeAt(0);
        seen.push({
          command,
          value,
          node: range.startContainer,
          offset: range.startOffset,
          collapsed: range.collapsed,
        });
        return true;
      }),
    });
    typeIntoEditable(box, 'Your refund is on its way.', 'append');
    const words = box.querySelector('p')!.firstChild!;
    expect(seen).toEqual([
      { command: 'insertText', value: '\nYour refund is on its way.', node: words, offset: 8, collapsed: true },
    ]);
    expect(document.activeElement).toBe(box);
    // The browser's command fires the page's events itself: nothing is added by hand.
    expect(events).toEqual([]);
    expect(box.textContent).toBe('Hi Anna,');
  });

  it('without insertText, adds the lines as text with line breaks after the existing words, with beforeinput and input', () => {
    const box = editable('<p>Hi Anna,</p>');
    const events = listen(box);
    typeIntoEditable(box, 'Step one.\nStep two.', 'append');
    expect(shape(box.querySelector('p')!)).toEqual(['Hi Anna,', '<br>', 'Step one.', '<br>', 'Step two.']);
    expect(events.map((event) => [event.type, event.inputType, event.data])).toEqual([
      ['beforeinput', 'insertText', '\nStep one.\nStep two.'],
      ['input', 'insertText', '\nStep one.\nStep two.'],
    ]);
  });

  it('puts the text before the placeholder line break of an empty editor', () => {
    const box = editable('<p><br></p>');
    typeIntoEditable(box, 'Hello', 'append');
    const paragraph = box.querySelector('p')!;
    expect(paragraph.firstChild!.textContent).toBe('Hello');
    expect(paragraph.lastChild!.nodeName).toBe('BR');
  });

  it('writes markup in the reply as text, never as elements', () => {
    const box = editable('');
    typeIntoEditable(box, '<img src=x onerror=alert(1)> <b>bold</b>', 'append');
    expect(box.querySelector('img, b')).toBeNull();
    expect(box.textContent).toBe('<img src=x onerror=alert(1)> <b>bold</b>');
  });

  it('leaves the text to an editor that takes beforeinput itself', () => {
    const box = editable('<p>Hi</p>');
    box.addEventListener('beforeinput', (event) => event.preventDefault());
    const events = listen(box);
    typeIntoEditable(box, 'there', 'append');
    expect(box.innerHTML).toBe('<p>Hi</p>');
    expect(events.map((event) => event.type)).toEqual(['beforeinput']);
  });
});

describe('isTypingBox and typeText', () => {
  it('takes enabled text fields and editable elements only', () => {
    document.body.innerHTML = `
      <textarea id="a"></textarea><textarea id="b" disabled></textarea><textarea id="c" readonly></textarea>
      <input id="d"><input id="e" type="checkbox"><div id="f" contenteditable="true"></div>
      <div id="g" contenteditable="false"></div><div id="h"></div>`;
    const verdicts = Object.fromEntries(
      [...document.querySelectorAll('[id]')].map((element) => [element.id, isTypingBox(element)]),
    );
    expect(verdicts).toEqual({ a: true, b: false, c: false, d: true, e: false, f: true, g: false, h: false });
  });

  it('types into a field by its value and into an editable element by its content', () => {
    document.body.innerHTML = '<textarea>Hi,</textarea><div contenteditable="true">Hi,</div>';
    typeText(document.querySelector('textarea')!, 'yes', 'append');
    typeText(document.querySelector<HTMLElement>('[contenteditable]')!, 'yes', 'append');
    expect(document.querySelector('textarea')!.value).toBe('Hi,\nyes');
    expect(document.querySelector('[contenteditable]')!.textContent).toBe('Hi,yes');
    expect(document.querySelector('[contenteditable] br')).not.toBeNull();
  });
});
