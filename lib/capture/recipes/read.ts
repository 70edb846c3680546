// Reading one message row by a recipe's selectors: shared by the picker's preview and by the capture
// that runs a saved recipe, so what the user saw in the preview is what gets captured.
import type { ParticipantSide } from '../../messaging/capture-protocol';
import { chatTimeToEpoch } from '../core/chat-time';
import type { SideRule } from '../../recipes/recipe';

/** A selector from a recipe may be invalid on this page: it then matches nothing instead of throwing. */
export function queryOne(root: ParentNode, selector: string | undefined): Element | null {
  if (!selector) return null;
  try {
    return root.querySelector(selector);
  } catch {
    return null;
  }
}

export function queryAll(root: ParentNode, selector: string): Element[] {
  try {
    return [...root.querySelectorAll(selector)];
  } catch {
    return [];
  }
}

export function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

const BLOCKS = new Set(['br', 'p', 'div', 'li', 'ul', 'ol', 'blockquote', 'pre', 'tr']);

/** A part's words as shown: emoji images by their alt text, runs of white space as one space. */
export function readableText(element: Element): string {
  let out = '';
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      out += node.nodeValue ?? '';
      return;
    }
    if (node.nodeType !== 1) return;
    const el = node as Element;
    const tag = el.localName;
    if (tag === 'script' || tag === 'style' || tag === 'noscript' || tag === 'template') return;
    if (tag === 'img') {
      out += el.getAttribute('alt') ?? '';
      return;
    }
    // Paragraphs and lines are words apart even when the markup puts no space between them.
    const block = BLOCKS.has(tag);
    if (block) out += ' ';
    for (const child of el.childNodes) walk(child);
    if (block) out += ' ';
  };
  walk(element);
  return out.replace(/\s+/g, ' ').trim();
}

/** The text of a row's part, or undefined when the row lacks it. */
export function partText(row: Element, selector: string | undefined): string | undefined {
  const part = queryOne(row, selector);
  if (!part) return undefined;
  const words = readableText(part);
  return words || undefined;
}

/**
 * The speaker part of a row, unless it is the row's text part too: a positional selector such as
 * `span:first-of-type` finds the text in rows that show no name (the user's own messages).
 */
export function speakerOf(row: Element, speaker: string | undefined, text: string): string | undefined {
  const name = queryOne(row, speaker);
  if (!name) return undefined;
  const words = queryOne(row, text);
  if (words && (words === name || name.contains(words) || words.contains(name))) return undefined;
  return readableText(name) || undefined;
}

export function sideOf(row: Element, rules: readonly SideRule[]): ParticipantSide {
  for (const rule of rules) if (matches(row, rule.match) || queryOne(row, rule.match)) return rule.side;
  return 'customer';
}

/** Epoch ms of a row's time part: a machine-readable `datetime` first, else a shown clock time. */
export function timeOf(row: Element, selector: string | undefined, now: number): number | undefined {
  const part = queryOne(row, selector);
  if (!part) return undefined;
  const machine = part.getAttribute('datetime');
  if (machine) {
    const at = Date.parse(machine);
    if (Number.isFinite(at)) return at;
  }
  return chatTimeToEpoch(readableText(part), now);
}
