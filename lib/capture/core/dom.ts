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

/** Not hidden by an attribute or inline style up the tree, nor (where the browser can tell) by CSS. */
export function isShown(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden')) return false;
    const style = (node as HTMLElement).style;
    if (style?.display === 'none' || style?.visibility === 'hidden') return false;
  }
  const checkVisibility = (element as Element & { checkVisibility?: () => boolean }).checkVisibility;
  return checkVisibility ? checkVisibility.call(element) : true;
}
