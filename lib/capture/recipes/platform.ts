// A page no adapter knows, read by the recipe the user picked there: the same reading the picker's
// preview showed (lib/capture/recipes/read.ts), behind the ChatPagePlatform the shared chat capture runs on.
import { matches, partText, queryAll, queryOne, sideOf, speakerOf, timeOf } from './read';
import { SIDE_NAMES, type Recipe } from '../../recipes/recipe';
import type { ChatPagePlatform } from '../core/chat-platform';

const MAX_WALK_UP = 30;

export interface RecipePlatformOptions {
  /** The user's name from the settings, for their own messages when the page shows none. */
  ownName?: string;
}

export function recipePlatform(recipe: Recipe, options: RecipePlatformOptions = {}): ChatPagePlatform {
  const ownName = options.ownName?.trim() || SIDE_NAMES.agent;
  const rowsUnder = `${recipe.container} > ${recipe.row}`;

  const isRow = (el: Element, root: Element | null) =>
    el.parentElement !== null &&
    (root ? el.parentElement === root : matches(el.parentElement, recipe.container)) &&
    matches(el, recipe.row);

  /**
   * The page's id for the message when the recipe knows one; else the row's words with the previous
   * row's, which tells apart two identical short replies and stays the same after a reload.
   */
  const messageIdOf = (row: Element, text: string, speaker: string | undefined): string => {
    const name = recipe.idAttribute;
    if (name) {
      const holder = row.hasAttribute(name) ? row : queryOne(row, `[${name}]`);
      const id = holder?.getAttribute(name);
      if (id) return `id:${id}`;
    }
    const previous = row.previousElementSibling;
    const before = previous && matches(previous, recipe.row) ? (partText(previous, recipe.text) ?? '') : '';
    return `h:${hash(`${before}\u0000${speaker ?? ''}\u0000${text}`)}`;
  };

  return {
    platform: 'recipe',
    findConversation: (doc) => queryOne(doc, recipe.container),
    readConversation: (doc) => ({ key: doc.location?.pathname || '/', title: doc.title.trim() || recipe.name }),
    messageRowOf(node, root) {
      let el: Element | null = node.nodeType === 1 ? (node as Element) : node.parentElement;
      for (let i = 0; el && el !== root && i < MAX_WALK_UP; i++, el = el.parentElement) if (isRow(el, root)) return el;
      return null;
    },
    messageRowsIn(node) {
      if (node.nodeType === 1) {
        const el = node as Element;
        if (isRow(el, null)) return [el];
        if (matches(el, recipe.container)) return [...el.children].filter((child) => matches(child, recipe.row));
      }
      return queryAll(node, rowsUnder);
    },
    readMessage(row, now) {
      const text = partText(row, recipe.text);
      if (!text) return null;
      const side = sideOf(row, recipe.sides);
      const shown = recipe.speaker ? speakerOf(row, recipe.speaker, recipe.text) : undefined;
      // A row without a name continues the group above it, except the user's own, which the page never names.
      const senderName = shown ?? (side === 'agent' ? ownName : recipe.speaker ? undefined : SIDE_NAMES[side]);
      return {
        messageId: messageIdOf(row, text, shown),
        senderName,
        side,
        kind: 'message',
        text,
        at: timeOf(row, recipe.time, now),
      };
    },
    readSelfName: () => undefined,
  };
}

/** FNV-1a, 32 bits: short ids from text, never the text itself. */
function hash(value: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
