// Small DOM readings every platform adapter needs.

/** The node's text, trimmed; '' when there is no node. */
export const text = (node: Node | null | undefined): string => node?.textContent?.trim() ?? '';

/** The element itself, or a text node's parent: mutation targets are often text nodes. */
export const elementOf = (node: Node): Element | null => (node.nodeType === 1 ? (node as Element) : node.parentElement);

/** The first match of the first selector that matches anything: selectors are tried newest first. */
export function firstMatch(root: ParentNode, selectors: readonly string[]): Element | null {
  for (const selector of selectors) {
    const found = root.querySelector(selector);
    if (found) return found;
  }
  return null;
}
