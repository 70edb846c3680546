// The Zendesk Agent Workspace adapter for the shared chat capture (chat-capture.ts). Zendesk keeps every
// open ticket tab in the DOM, so only the visible ticket's log is read; the ticket id in the URL is the
// conversation key. Every selector comes from selectors.ts.
import type { ParticipantSide } from '../../../messaging/capture-protocol';
import type { CaptionCapture, CaptionCaptureOptions } from '../../core/caption-capture';
import { startChatCapture } from '../../core/chat-capture';
import { messageText } from '../../core/chat-message-text';
import type { ChatMessageReading, ChatPagePlatform, ConversationReading } from '../../core/chat-platform';
import { elementOf, firstMatch, isShown, text } from '../../core/dom';
import { findReplyBoxIn } from '../../core/reply';
import type { TypingBox } from '../../core/typing';
import { ZENDESK, ZENDESK_FACTS } from './selectors';

/** Read when used: served capture rules extend ZENDESK before capture starts. */
const rowSelector = () => ZENDESK.row.join(', ');
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
      const row = elementOf(node)?.closest(rowSelector()) ?? null;
      return row && root.contains(row) && !isHiddenCopy(row, root) ? row : null;
    },
    messageRowsIn: (node) => {
      const element = node as Element;
      const rows = element.matches?.(rowSelector()) ? [element] : [...node.querySelectorAll(rowSelector())];
      return rows.filter((row) => !isHiddenCopy(row, element));
    },
    readMessage,
    // The agent's own name has no known hook: the capture uses the display name from settings.
    readSelfName: () => undefined,
  };
}

/**
 * The shown ticket's composer while it writes a public reply. Its one editor also writes internal notes:
 * then there is no public reply box, and nothing may go into the note instead.
 */
export function findZendeskReplyBox(doc: Document): TypingBox | null {
  const scope = firstMatch(doc, ZENDESK.panes) ?? doc.body;
  const box = scope && findReplyBoxIn(scope, { boxes: ZENDESK.replyBox });
  if (!box) return null;
  const channel = channelSwitcherOf(box, scope);
  const label = (channel?.getAttribute('aria-label') || text(channel)).trim();
  return ZENDESK_FACTS.internalNoteChannel.test(label) ? null : box;
}

/** The switcher of the editor's own composer: the nearest one up the tree, within the panes. */
function channelSwitcherOf(box: Element, scope: Element): Element | null {
  for (let node = box.parentElement; node && scope.contains(node); node = node.parentElement) {
    const switcher = firstMatch(node, ZENDESK.channelSwitcher);
    if (switcher) return switcher;
  }
  return null;
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
  const ticket = ZENDESK_FACTS.ticketPath.exec(doc.location?.pathname ?? '')?.[1];
  if (!ticket) return null;
  const tab = firstMatch(doc, ZENDESK.selectedTab);
  // The selected tab may name its ticket too: while it and the URL disagree, a switch is under way and
  // the shown log may still be the previous ticket's.
  const tabTicket = ZENDESK_FACTS.ticketPath.exec(tab?.getAttribute('href') ?? '')?.[1];
  if (tabTicket && tabTicket !== ticket) return null;
  const title = tab ? messageText(tab, { notText: ZENDESK.tabNoise }).replace(/\n/g, ' ') : '';
  return { key: ticket, title: title || `#${ticket}` };
}

function readMessage(row: Element, _now: number): ChatMessageReading | null {
  const parts = partsOf(row);
  if (!parts) return null; // a system event, or a comment still rendering
  // The words sit in the shown message block; looked for in the whole row only when not there.
  const content = firstMatch(parts.block, ZENDESK.text) ?? shownIn(row, ZENDESK.text);
  if (!content) return null;
  const kind = parts.note ? 'note' : 'message';
  let side: ParticipantSide | undefined = (ZENDESK_FACTS.sides as Record<string, ParticipantSide>)[parts.type];
  if (!side && kind === 'note') side = 'agent'; // only agents write notes
  if (!side) return null;
  const senderName = parts.sender && parts.sender.length <= MAX_NAME_LENGTH ? parts.sender : undefined;
  if (senderName && ZENDESK_FACTS.botSenders.some((pattern) => pattern.test(senderName))) side = 'bot';
  const words = messageText(content, { quoteStart: ZENDESK.quoteStart, notText: ZENDESK.notText });
  if (!words) return null;
  const messageId = messageIdOf(row, parts);
  if (!messageId) return null;
  const at = parts.time ? Date.parse(parts.time) : NaN;
  return { messageId, senderName, side, kind, text: words, at: Number.isNaN(at) ? undefined : at };
}

interface CommentParts {
  /** The shown message block (not its aria-hidden copy). */
  block: Element;
  type: string;
  note: boolean;
  sender: string;
  /** The ISO `datetime` shown. */
  time: string | undefined;
}

function partsOf(row: Element): CommentParts | null {
  const block = shownIn(row, ZENDESK.message);
  if (!block) return null;
  return {
    block,
    type: block.getAttribute(ZENDESK_FACTS.sideAttribute) ?? '',
    note: shownIn(row, ZENDESK.internalNote) !== null,
    sender: text(shownIn(row, ZENDESK.sender)),
    time: timeOf(row),
  };
}

const timeOf = (row: Element) => shownIn(row, ZENDESK.time)?.getAttribute('datetime') ?? undefined;

/** Time, sender, side and kind: shown for every comment and never changed (comments cannot be edited, only redacted). */
const momentOf = (parts: CommentParts) =>
  `${parts.time}|${parts.sender}|${parts.type}|${parts.note ? 'note' : 'message'}`;

/**
 * The page's id for the comment when the row carries one; else its moment, numbered when comments just
 * before it share it: a customer's quick messages in one second stay apart.
 */
function messageIdOf(row: Element, parts: CommentParts): string | undefined {
  for (const attribute of ZENDESK_FACTS.rowId) {
    const id = row.getAttribute(attribute);
    if (id && !ZENDESK_FACTS.unstableId.test(id)) return id;
  }
  if (!parts.time) return undefined;
  const moment = momentOf(parts);
  let earlier = 0;
  for (let before = previousRow(row); before && earlier < MAX_SAME_MOMENT; before = previousRow(before)) {
    // The time alone tells most comments apart: the rest is read only when it is the same.
    if (timeOf(before) !== parts.time) break;
    const beforeParts = partsOf(before);
    if (!beforeParts || momentOf(beforeParts) !== moment) break;
    earlier++;
  }
  return earlier === 0 ? moment : `${moment}#${earlier}`;
}

/** The row just before `row`: a sibling, or (rows wrapped one by one) the last row in the wrapper before. */
function previousRow(row: Element): Element | null {
  const sibling = row.previousElementSibling ?? row.parentElement?.previousElementSibling ?? null;
  if (!sibling) return null;
  if (sibling.matches(rowSelector())) return sibling;
  const inside = sibling.querySelectorAll(rowSelector());
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
