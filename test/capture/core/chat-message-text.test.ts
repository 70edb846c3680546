// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { messageText } from '../../../lib/capture/core/chat-message-text';

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

  it('stops at a "-- " signature delimiter on its own line, but not at dashes inside a sentence', () => {
    const html = (markup: string) => body((b) => (b.innerHTML = markup));
    expect(messageText(html('<p>See you soon.</p><p>-- </p><p>Maya Chen<br>Acme</p>'))).toBe('See you soon.');
    expect(messageText(html('<div>See you soon.</div><div>--&nbsp;</div><div>Maya</div>'))).toBe('See you soon.');
    expect(messageText(html('See you soon.\n-- \nMaya Chen'))).toBe('See you soon.');
    expect(messageText(html('<p>Pages 3 -- 5 are blank</p>'))).toBe('Pages 3 -- 5 are blank');
    expect(messageText(html('<p>Pages 3 <b>--</b> 5</p>'))).toBe('Pages 3 -- 5');
  });

  it('reads no script or style a rich body carries', () => {
    expect(
      messageText(body((b) => (b.innerHTML = '<style>p{color:red}</style><p>Hello</p><script>x()</script>'))),
    ).toBe('Hello');
  });
});
