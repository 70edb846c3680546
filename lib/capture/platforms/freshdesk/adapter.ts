// The Freshdesk adapter: reads the open ticket's description, replies and notes for the shared chat
// capture (chat-capture.ts). Tickets are mostly email: quoted history and signatures are left out,
// the localized status line is never read, and the time comes from time-info's exact label (none
// rather than a wrong one). Every selector comes from selectors.ts.
import type { ParticipantSide } from '../../../messaging/capture-protocol';
import { startChatCapture } from '../../core/chat-capture';
import type { CaptionCapture, CaptionCaptureOptions } from '../../core/caption-capture';
import { closestRow, idFromPath, rowsIn, shownText } from '../../core/chat-dom';
import type { ChatMessageReading, ChatPagePlatform, ConversationReading } from '../../core/chat-platform';
import { shownDateTimeToEpoch } from '../../core/chat-time';
import { firstMatch } from '../../core/dom';
import { findReplyBoxIn } from '../../core/reply';
import type { TypingBox } from '../../core/typing';
import { FRESHDESK, FRESHDESK_FACTS } from './selectors';
import { messageText } from '../../core/chat-message-text';
import { contentMessageId } from '../../core/message-id';

/** Longer than any display name: such a "name" is text read from the wrong element. */
const MAX_NAME_LENGTH = 100;
const HEADER_ID = new RegExp(FRESHDESK_FACTS.headerIdPattern);

/** The open reply box, never a note's: Reply and Add note open separate editors on the ticket. */
export function findFreshdeskReplyBox(doc: Document): TypingBox | null {
  return findReplyBoxIn(doc, { boxes: FRESHDESK.replyBox, notes: FRESHDESK.replyNote });
}

export function startFreshdeskCapture(options: CaptionCaptureOptions): CaptionCapture {
  return startChatCapture(freshdeskPlatform, options);
}

/**
 * Who wrote a row, the most specific signal first: a private note; Freshworks' bot by name; the
 * requester's class (the customer); the agent marker; the ticket description (the customer's
 * request); otherwise the customer's side (someone copied on the email).
 */
export function sideOfRow(
  row: Element,
  senderName: string | undefined,
): { side: ParticipantSide; kind: 'message' | 'note' } {
  const classes = [...row.classList].map((name) => name.toLowerCase());
  if (FRESHDESK_FACTS.noteClasses.some((name) => classes.includes(name))) return { side: 'agent', kind: 'note' };
  if (senderName && FRESHDESK_FACTS.botNames.some((bot) => bot.toLowerCase() === senderName.toLowerCase()))
    return { side: 'bot', kind: 'message' };
  if (FRESHDESK_FACTS.customerClasses.some((name) => classes.includes(name)))
    return { side: 'customer', kind: 'message' };
  const marker = row.matches(FRESHDESK.agentMarker) ? row : row.querySelector(FRESHDESK.agentMarker);
  if (marker && marker.getAttribute(FRESHDESK_FACTS.agentMarkerAttribute) !== 'false')
    return { side: 'agent', kind: 'message' };
  return { side: 'customer', kind: 'message' };
}

function pageIdOf(row: Element): string | undefined {
  if (row.matches(FRESHDESK.description)) return 'description';
  for (const attribute of FRESHDESK_FACTS.rowIds) {
    const id = row.getAttribute(attribute);
    if (id) return id;
  }
  for (const attribute of FRESHDESK_FACTS.innerIds) {
    const id = row.querySelector(`[${attribute}]`)?.getAttribute(attribute);
    if (id) return `note_${id}`;
  }
  const header = row.querySelector(FRESHDESK.headerId)?.getAttribute('data-test-id') ?? '';
  const headerId = HEADER_ID.exec(header)?.[1];
  return headerId ? `conversation_${headerId}` : undefined;
}

function readRowText(row: Element): string {
  const body = firstMatch(row, FRESHDESK.body);
  if (body) return messageText(body, { notText: FRESHDESK.notText });
  return messageText(row, { notText: [FRESHDESK.notText, ...FRESHDESK.senderName].join(', ') });
}

function readTime(row: Element, now: number): number | undefined {
  const holder = firstMatch(row, FRESHDESK.time);
  if (!holder) return undefined;
  const locale = row.ownerDocument.documentElement.lang || undefined;
  for (const attribute of FRESHDESK_FACTS.timeAttributes) {
    const at = shownDateTimeToEpoch(holder.getAttribute(attribute), now, locale);
    if (at !== undefined) return at;
  }
  return undefined;
}

function readMessage(row: Element, now: number): ChatMessageReading | null {
  const text = readRowText(row);
  if (!text) return null; // not rendered yet
  const shownName = shownText(row, FRESHDESK.senderName);
  const senderName = shownName && shownName.length <= MAX_NAME_LENGTH ? shownName : undefined;
  const { side, kind } = sideOfRow(row, senderName);
  const at = readTime(row, now);
  return {
    messageId: pageIdOf(row) ?? contentMessageId([side, kind, senderName, at?.toString(), text]),
    senderName,
    side,
    kind,
    text,
    at,
  };
}

function findConversation(doc: Document): Element | null {
  return firstMatch(doc, FRESHDESK.conversation) ?? doc.querySelector(FRESHDESK.description)?.parentElement ?? null;
}

function readConversation(doc: Document): ConversationReading | null {
  const key = idFromPath(doc.location?.href, FRESHDESK_FACTS.conversationPaths);
  if (!key) return null;
  // Not the tab's title: while a ticket loads it may still name the page before.
  return { key, title: shownText(doc, FRESHDESK.title) ?? `Ticket ${key}` };
}

export const freshdeskPlatform: ChatPagePlatform = {
  platform: 'freshdesk',
  findConversation,
  readConversation,
  messageRowOf: (node, root) => closestRow(node, root, FRESHDESK.rows),
  messageRowsIn: (node) => rowsIn(node, FRESHDESK.rows),
  readMessage,
  readSelfName: (doc) => shownText(doc, FRESHDESK.selfName),
};
