// Reading one chat or email message's own words, for every support tool adapter: quoted history,
// signatures and read marks are left out (each adapter names them in its selector file), emoji
// drawn as images keep their meaning through their alt text, and adjacent blocks do not run their
// words together. Also the id of a message whose page gives it none, derived from what it says.

/** Elements whose end separates words ("<p>Hi</p><p>there</p>" reads "Hi there"). */
const BLOCK_TAGS = new Set([
  'ADDRESS', 'ARTICLE', 'BLOCKQUOTE', 'BR', 'DD', 'DIV', 'DL', 'DT', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'H1', 'H2', 'H3',
  'H4', 'H5', 'H6', 'HEADER', 'HR', 'LI', 'OL', 'P', 'PRE', 'SECTION', 'TABLE', 'TD', 'TH', 'TR', 'UL',
]);
/** Never words: scripts, styles and templates a rich message body may carry. */
const NOT_WORDS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
/** The usual email signature delimiter ("-- " on a line of its own): what follows is the signature. */
const SIGNATURE_DELIMITER = /(^|\n)[^\S\n]*--[^\S\n]*(\n|$)/;

/**
 * The text of `root` as a reader sees it in one line: `notText` (a selector) marks the parts that are
 * not the message's own words (quoted history, signature, read marks); an emoji image reads as its
 * `alt`; everything after a "-- " signature delimiter is left out.
 */
export function textWithEmoji(root: Element, notText?: string): string {
  const parts: string[] = [];
  let signatureReached = false;
  const visit = (node: Node): void => {
    for (let child = node.firstChild; child && !signatureReached; child = child.nextSibling) {
      if (child.nodeType === 3 /* text */) {
        const words = child.textContent ?? '';
        const signature = signatureStart(child, words);
        parts.push(signature === undefined ? words : words.slice(0, signature));
        signatureReached = signature !== undefined;
        continue;
      }
      if (child.nodeType !== 1 /* element */) continue;
      const el = child as Element;
      if (NOT_WORDS.has(el.tagName) || (notText && el.matches(notText))) continue;
      if (el.tagName === 'IMG') {
        parts.push(el.getAttribute('alt') ?? '');
        continue;
      }
      const block = BLOCK_TAGS.has(el.tagName);
      if (block) parts.push(' ');
      visit(el);
      if (block) parts.push(' ');
    }
  };
  visit(root);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Where a signature delimiter line starts in a text node, or undefined: "--" inside a sentence is not one. */
function signatureStart(node: Node, words: string): number | undefined {
  const match = SIGNATURE_DELIMITER.exec(words);
  if (!match) return undefined;
  // A delimiter at the node's edge is a line of its own only if a block boundary is on that side.
  if (match[1] === '' && !lineBreakAt(node, node.previousSibling)) return undefined;
  if (match[2] === '' && !lineBreakAt(node, node.nextSibling)) return undefined;
  return match.index;
}

/** A block boundary lies between `node` and its `sibling` (or the edge of its parent block). */
function lineBreakAt(node: Node, sibling: Node | null): boolean {
  if (!sibling) return BLOCK_TAGS.has(node.parentElement?.tagName ?? 'DIV');
  return sibling.nodeType === 1 && BLOCK_TAGS.has((sibling as Element).tagName);
}

/**
 * An id for a message whose page gives it none, from what the page shows of it (side, sender, time,
 * text): the same message read again (re-rendered, scrolled back into a virtual list, reopened)
 * gets the same id. The trade-off: two messages showing exactly the same parts share one id, so
 * an identical repeat ("ok", "ok") in one group without its own time reads as one message.
 */
export function contentMessageId(parts: readonly (string | undefined)[]): string {
  // Two FNV-1a style hashes (different start and multiplier): 64 bits, so distinct messages of one
  // conversation practically never share an id.
  const input = parts.map((part) => part ?? '').join('\u001f');
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < input.length; i++) {
    const code = input.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return `c${(a >>> 0).toString(36)}${(b >>> 0).toString(36).padStart(7, '0')}`;
}
