// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { contentMessageId, textWithEmoji } from '../../lib/capture/message-text';

function body(html: string): Element {
  const el = document.createElement('div');
  el.innerHTML = html;
  return el;
}

describe('message text', () => {
  it('keeps emoji drawn as images as their alt text', () => {
    expect(textWithEmoji(body('Thanks <img class="emoji" alt="🙏" src="x.png"> it works <img alt="👍">'))).toBe('Thanks 🙏 it works 👍');
  });

  it('does not run the words of adjacent blocks together', () => {
    expect(textWithEmoji(body('<p>Hi Sam,</p><p>the export fails.</p><div>Line<br>break</div>'))).toBe('Hi Sam, the export fails. Line break');
  });

  it('leaves out the parts the selector names: quoted history, signatures, read marks', () => {
    const el = body(
      '<p>It is fixed now.</p><div class="signature">Maya, Acme support</div>' +
        '<div class="gmail_quote">On Monday Sam wrote: <blockquote>the export fails</blockquote></div><span class="read">Seen</span>',
    );
    expect(textWithEmoji(el, '.signature, .gmail_quote, blockquote, .read')).toBe('It is fixed now.');
  });

  it('stops at a "-- " signature delimiter on its own line, but not at dashes inside a sentence', () => {
    expect(textWithEmoji(body('<p>See you soon.</p><p>-- </p><p>Maya Chen<br>Acme</p>'))).toBe('See you soon.');
    expect(textWithEmoji(body('See you soon.\n-- \nMaya Chen'))).toBe('See you soon.');
    expect(textWithEmoji(body('<div>See you soon.</div><div>--&nbsp;</div><div>Maya</div>'))).toBe('See you soon.');
    expect(textWithEmoji(body('<p>Pages 3 -- 5 are blank</p>'))).toBe('Pages 3 -- 5 are blank');
    expect(textWithEmoji(body('<p>Pages 3 <b>--</b> 5</p>'))).toBe('Pages 3 -- 5');
  });

  it('reads no script or style a rich body carries', () => {
    expect(textWithEmoji(body('<style>p{color:red}</style><p>Hello</p><script>x()</script>'))).toBe('Hello');
  });
});

describe('content message id', () => {
  it('is the same for the same parts and differs when any part differs', () => {
    const id = contentMessageId(['customer', 'Sam', '14:02', 'Is the export fixed?']);
    expect(contentMessageId(['customer', 'Sam', '14:02', 'Is the export fixed?'])).toBe(id);
    expect(contentMessageId(['agent', 'Sam', '14:02', 'Is the export fixed?'])).not.toBe(id);
    expect(contentMessageId(['customer', 'Sam', '14:03', 'Is the export fixed?'])).not.toBe(id);
    expect(contentMessageId(['customer', 'Sam', '14:02', 'Is the export fixed'])).not.toBe(id);
    // Parts do not run into each other: "ab" + "c" is not "a" + "bc".
    expect(contentMessageId(['ab', 'c'])).not.toBe(contentMessageId(['a', 'bc']));
  });

  it('gives ten thousand different messages ten thousand ids', () => {
    const ids = new Set(Array.from({ length: 10_000 }, (_, i) => contentMessageId(['customer', 'Sam', undefined, `message ${i}`])));
    expect(ids.size).toBe(10_000);
  });
});
