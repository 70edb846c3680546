// DOM readings the support chat adapters share: selectors come as lists of candidates (newest or
// most stable first), and every lookup is bounded (a short walk up, or queries inside one row).
import { elementOf, firstMatch, text } from './dom';

/** A mutated node's row: the closest ancestor matching the first candidate that matches any, inside `root`. */
export function closestRow(node: Node, root: Element, rowSelectors: readonly string[]): Element | null {
  const el = elementOf(node);
  if (!el || !root.contains(el)) return null;
  for (const selector of rowSelectors) {
    const row = el.closest(selector);
    if (row && root.contains(row)) return row;
  }
  return null;
}

/** The rows `node` is or holds, in page order, by the first candidate that finds any. */
export function rowsIn(node: ParentNode, rowSelectors: readonly string[]): Element[] {
  const el = node.nodeType === 1 ? (node as Element) : null;
  for (const selector of rowSelectors) {
    if (el?.matches(selector)) return [el];
    const rows = node.querySelectorAll(selector);
    if (rows.length > 0) return [...rows];
  }
  return [];
}

/** Whether `el` matches or holds an element matching any of the candidates. */
export function hasAny(el: Element, selectors: readonly string[]): boolean {
  return selectors.some((selector) => el.matches(selector) || el.querySelector(selector) !== null);
}

/** The first capture group of the first path pattern matching the URL's path, or undefined. */
export function idFromPath(url: string | undefined, patterns: readonly string[]): string | undefined {
  if (!url) return undefined;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return undefined;
  }
  for (const pattern of patterns) {
    const id = new RegExp(pattern).exec(path)?.[1];
    if (id) return id;
  }
  return undefined;
}

/** The title the page shows, else the tab's title without the tool's suffix, else `fallback`. */
export function shownTitle(
  doc: Document,
  selectors: readonly string[],
  suffixes: readonly string[],
  fallback: string,
): string {
  const shown = text(firstMatch(doc, selectors));
  if (shown) return shown;
  let title = doc.title.trim();
  for (const suffix of suffixes) if (title.endsWith(suffix)) title = title.slice(0, -suffix.length).trim();
  return title || fallback;
}

/** The trimmed text of the first candidate found in `root`, or undefined. */
export function shownText(root: ParentNode, selectors: readonly string[]): string | undefined {
  return text(firstMatch(root, selectors)) || undefined;
}
