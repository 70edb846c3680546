// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { messageText } from '../../lib/capture/chat-message-text';

function body(build: (el: HTMLElement) => void): HTMLElement {
  const el = document.createElement('div');
  build(el);
  return el;
}

const add = (parent: Element, tag: string, text = '', attributes: Record<string, string> = {}) => {
  const el = document.createElement(tag);
  el.textContent = text;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  parent.append(el);
  return el;
};

describe('messageText', () => {
  it('keeps lines apart, collapses spaces and drops empty lines', () => {
    const el = body((b) => {
      add(b, 'p', '  Hello   there ');
      add(b, 'p', '');
      b.append('second', document.createElement('br'), 'third');
    });
    expect(messageText(el)).toBe('Hello there\nsecond\nthird');
  });

  it('stops at quoted history and skips what is not text, keeping emoji images as their alt text', () => {
    const el = body((b) => {
      const p = add(b, 'p', 'Thanks ');
      add(p, 'img', '', { alt: '🙏' });
      add(b, 'span', 'Seen', { class: 'read' });
      add(b, 'span', 'hidden words', { hidden: '' });
      add(b, 'blockquote', 'older mail');
      add(b, 'p', 'after the quote');
    });
    expect(messageText(el, { quoteStart: 'blockquote', notText: '.read' })).toBe('Thanks 🙏');
  });
});
