// A chat message's own words from its rendered body: what a reader sees as the message, without the
// parts pages put around it (quoted history, signatures, read marks). Emoji images keep their meaning as
// their alt text. Pure apart from reading the DOM; bounded by the size of one message.

export interface MessageTextRules {
  /** Everything from the first element matching this on is quoted history. */
  quoteStart?: string;
  /** Elements that are never message text. */
  notText?: string;
}

/** Elements that start a new line. */
const BLOCK_TAGS = new Set([
  'P',
  'DIV',
  'LI',
  'UL',
  'OL',
  'PRE',
  'TABLE',
  'TR',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'SECTION',
]);
/** Never words: what a rich (email) body may carry besides its text. */
const NOT_WORDS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
/** The email signature delimiter "-- " on a line of its own: the signature follows. */
const SIGNATURE_DELIMITER = /(^|\n)[^\S\n]*--[^\S\n]*(\n|$)/;

/**
 * Lines of the message, each with its spaces collapsed, empty lines dropped, joined by "\n". Reading
 * stops at quoted history and at a "-- " signature delimiter line.
 */
export function messageText(body: Element, rules: MessageTextRules = {}): string {
  const lines: string[] = [];
  let line = '';
  let quoted = false;
  const endLine = () => {
    lines.push(line);
    line = '';
  };
  const visit = (node: Node): void => {
    if (quoted) return;
    if (node.nodeType === 3) {
      const words = node.nodeValue ?? '';
      const signature = signatureStart(node, words, line);
      line += signature === undefined ? words : words.slice(0, signature);
      quoted = signature !== undefined;
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    if (NOT_WORDS.has(element.tagName)) return;
    if (rules.quoteStart && element.matches(rules.quoteStart)) {
      quoted = true;
      return;
    }
    if ((rules.notText && element.matches(rules.notText)) || element.hasAttribute('hidden')) return;
    if (element.tagName === 'IMG') {
      line += element.getAttribute('alt') ?? '';
      return;
    }
    if (element.tagName === 'BR') {
      endLine();
      return;
    }
    const block = BLOCK_TAGS.has(element.tagName);
    if (block) endLine();
    for (const child of element.childNodes) visit(child);
    if (block) endLine();
  };
  for (const child of body.childNodes) visit(child);
  endLine();
  return lines
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l !== '')
    .join('\n');
}

/** Where a signature delimiter line starts in a text node, or undefined: "--" inside a sentence is not one. */
function signatureStart(node: Node, words: string, lineSoFar: string): number | undefined {
  const match = SIGNATURE_DELIMITER.exec(words);
  if (!match) return undefined;
  // At the node's edges the line must end there too: nothing before it on the line, a break after it.
  if (match[1] === '' && lineSoFar.trim() !== '') return undefined;
  if (match[2] === '' && !breakAfter(node)) return undefined;
  return match.index;
}

function breakAfter(node: Node): boolean {
  const next = node.nextSibling;
  if (!next) return node.parentElement === null || BLOCK_TAGS.has(node.parentElement.tagName);
  return next.nodeType === 1 && (BLOCK_TAGS.has((next as Element).tagName) || (next as Element).tagName === 'BR');
}
