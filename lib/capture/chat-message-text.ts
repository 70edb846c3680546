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
const BLOCK_TAGS = new Set(['P', 'DIV', 'LI', 'UL', 'OL', 'PRE', 'TABLE', 'TR', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'SECTION']);

/** Lines of the message, each with its spaces collapsed, empty lines dropped, joined by "\n". */
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
      line += node.nodeValue ?? '';
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    if (rules.quoteStart && element.matches(rules.quoteStart)) {
      quoted = true;
      return;
    }
    if ((rules.notText && element.matches(rules.notText)) || element.hasAttribute('hidden')) return;
    if (element.tagName === 'IMG') {
      line += element.getAttribute('alt') ?? '';
      return;
    }
    if (element.tagName === 'BR') return endLine();
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
