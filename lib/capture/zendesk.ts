// The Zendesk Agent Workspace adapter for the shared chat capture (chat-capture.ts). Zendesk keeps every
// open ticket tab in the DOM, so only the visible ticket's log is read; the ticket id in the URL is the
// conversation key. Every selector comes from zendesk-selectors.ts.
import type { ParticipantSide } from '../messaging/capture-protocol';
import type { CaptionCapture, CaptionCaptureOptions } from './caption-capture';
import { startChatCapture } from './chat-capture';
import { messageText } from './chat-message-text';
import type { ChatMessageReading, ChatPagePlatform, ConversationReading } from './chat-platform';
import { elementOf, firstMatch, text } from './dom';
import { ZENDESK } from './zendesk-selectors';

const ROW = ZENDESK.row.join(', ');
/** Longer than any display name: such a "name" is text read from the wrong element. */
const MAX_NAME_LENGTH = 100;
/** How many comments before one are compared for sharing its moment. */
const MAX_SAME_MOMENT = 20;

export function startZendeskCapture(options: CaptionCaptureOptions): CaptionCapture {
  return startChatCapture(createZendeskPlatform(), options);
}

export function createZendeskPlatform(): ChatPagePlatform {
  return {
    platform: 'zendesk',
    findConversation,
    readConversation,
    messageRowOf: (node, root) => {
      const row = elementOf(node)?.closest(ROW) ?? null;
      return row && root.contains(row) && !isHiddenCopy(row, root) ? row : null;
    },
    messageRowsIn: (node) => {
      const element = node as Element;
      const rows = element.matches?.(ROW) ? [element] : [...node.querySelectorAll(ROW)];
      return rows.filter((row) => !isHiddenCopy(row, element));
    },
    readMessage,
    // The agent's own name has no known hook: the capture uses the display name from settings.
    readSelfName: () => undefined,
  };
}

/** The log of the ticket tab shown now: the other tabs' logs stay in the DOM, hidden. */
function findConversation(doc: Document): Element | null {
  const scope = firstMatch(doc, ZENDESK.panes) ?? doc.body;
  if (!scope) return null;
  for (const selector of ZENDESK.log) {
    for (const log of scope.querySelectorAll(selector)) if (isShown(log)) return log;
  }
  return null;
}

function readConversation(doc: Document, _root: Element): ConversationReading | null {
  const ticket = ZENDESK.ticketPath.exec(doc.location?.pathname ?? '')?.[1];
  if (!ticket) return null;
  const tab = firstMatch(doc, ZENDESK.selectedTab);
  // The selected tab may name its ticket too: while it and the URL disagree, a switch is under way and
  // the shown log may still be the previous ticket's.
  const tabTicket = ZENDESK.ticketPath.exec(tab?.getAttribute('href') ?? '')?.[1];
  if (tabTicket && tabTicket !== ticket) return null;
  const title = tab ? messageText(tab, { notText: ZENDESK.tabNoise }).replace(/\n/g, ' ') : '';
  return { key: ticket, title: title || `#${ticket}` };
}

function readMessage(row: Element, _now: number): ChatMessageReading | null {
  const block = shownIn(row, ZENDESK.message);
  const content = shownIn(row, ZENDESK.text);
  if (!block || !content) return null; // a system event, or a comment still rendering
  const kind = shownIn(row, ZENDESK.internalNote) ? 'note' : 'message';
  const type = block.getAttribute(ZENDESK.sideAttribute) ?? '';
  let side: ParticipantSide | undefined = (ZENDESK.sides as Record<string, ParticipantSide>)[type];
  if (!side && kind === 'note') side = 'agent'; // only agents write notes
  if (!side) return null;
  const shownName = text(shownIn(row, ZENDESK.sender));
  const senderName = shownName && shownName.length <= MAX_NAME_LENGTH ? shownName : undefined;
  if (senderName && ZENDESK.botSenders.some((pattern) => pattern.test(senderName))) side = 'bot';
  const words = messageText(content, { quoteStart: ZENDESK.quoteStart, notText: ZENDESK.notText });
  if (!words) return null;
  const time = shownIn(row, ZENDESK.time)?.getAttribute('datetime');
  const parsed = time ? Date.parse(time) : NaN;
  const messageId = messageIdOf(row);
  if (!messageId) return null;
  return { messageId, senderName, side, kind, text: words, at: Number.isNaN(parsed) ? undefined : parsed };
}

/**
 * The page's id for the comment when the row carries one; else its moment (see momentOf), numbered when
 * comments just before it share it: a customer's quick messages in one second stay apart.
 */
function messageIdOf(row: Element): string | undefined {
  for (const attribute of ZENDESK.rowId) {
    const id = row.getAttribute(attribute);
    if (id && !ZENDESK.unstableId.test(id)) return id;
  }
  const moment = momentOf(row);
  if (!moment) return undefined;
  let earlier = 0;
  for (let before = previousRow(row); before && earlier < MAX_SAME_MOMENT && momentOf(before) === moment; before = previousRow(before)) earlier++;
  return earlier === 0 ? moment : `${moment}#${earlier}`;
}

/** Time, sender, side and kind: shown for every comment and never changed (comments cannot be edited, only redacted). */
function momentOf(row: Element): string | undefined {
  const time = shownIn(row, ZENDESK.time)?.getAttribute('datetime');
  if (!time) return undefined;
  const type = shownIn(row, ZENDESK.message)?.getAttribute(ZENDESK.sideAttribute) ?? '';
  const note = shownIn(row, ZENDESK.internalNote) ? 'note' : 'message';
  return `${time}|${text(shownIn(row, ZENDESK.sender))}|${type}|${note}`;
}

/** The row just before `row`: a sibling, or (rows wrapped one by one) the last row in the wrapper before. */
function previousRow(row: Element): Element | null {
  const sibling = row.previousElementSibling ?? row.parentElement?.previousElementSibling ?? null;
  if (!sibling) return null;
  if (sibling.matches(ROW)) return sibling;
  const inside = sibling.querySelectorAll(ROW);
  return inside[inside.length - 1] ?? null;
}

/** The first match, in selector order, that is not inside a copy hidden from readers. */
function shownIn(row: Element, selectors: readonly string[]): Element | null {
  for (const selector of selectors) {
    for (const found of row.querySelectorAll(selector)) if (!isHiddenCopy(found, row)) return found;
  }
  return null;
}

/**
 * Inside an aria-hidden copy within `within`. Only there: a dialog may set aria-hidden on the whole app
 * while it is open, and the ticket stays readable meanwhile.
 */
function isHiddenCopy(element: Element, within: Element): boolean {
  const hidden = element.closest(ZENDESK.hiddenCopy);
  return hidden !== null && within.contains(hidden);
}

/** Not hidden by an attribute or inline style up the tree, nor (where the browser can tell) by CSS. */
function isShown(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden')) return false;
    const style = (node as HTMLElement).style;
    if (style?.display === 'none' || style?.visibility === 'hidden') return false;
  }
  const checkVisibility = (element as Element & { checkVisibility?: () => boolean }).checkVisibility;
  return checkVisibility ? checkVisibility.call(element) : true;
}
