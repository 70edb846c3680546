// The HubSpot inbox adapter: reads the open thread's messages for the shared chat capture
// (chat-capture.ts). HubSpot's list is virtualized: it recycles row nodes and changes their text in
// place, and no message id is known on the page. So a message's id is derived from what it shows
// (side, sender, shown time, text), never from the node: a recycled node showing another message reads
// as that message, and a message scrolled back into view reads under its first id. The trade-off: two
// identical messages of one sender under one shown time (or in one group, where the time shows once)
// read as one. Recycled rows stay where they are in the DOM while they move on screen, so the capture
// orders them by their place on screen (placeOfMessage), never by element order. Every selector comes
// from selectors.ts.
import type { ParticipantSide } from '../../../messaging/capture-protocol';
import { startChatCapture } from '../../core/chat-capture';
import type { CaptionCapture, CaptionCaptureOptions } from '../../core/caption-capture';
import { closestRow, idFromPath, rowsIn, shownText, shownTitle } from '../../core/chat-dom';
import type { ChatMessageReading, ChatPagePlatform, ConversationReading } from '../../core/chat-platform';
import { shownDateTimeToEpoch } from '../../core/chat-time';
import { firstMatch, text } from '../../core/dom';
import { findReplyBoxIn } from '../../core/reply';
import type { TypingBox } from '../../core/typing';
import { HUBSPOT, HUBSPOT_FACTS } from './selectors';
import { messageText } from '../../core/chat-message-text';
import { contentMessageId } from '../../core/message-id';

/** How far above the message an id or position attribute (on the virtual row) is looked for. */
const MAX_ID_DEPTH = 2;
/** Longer than any display name: such a "name" is text read from the wrong element. */
const MAX_NAME_LENGTH = 100;
/** A shown time with a clock in it ("14:02", "Nov 20, 3:45 PM") names the message; "Just now" does not. */
const CLOCK = /\d{1,2}:\d{2}/;

/** The open reply box, never a note's: HubSpot's composer writes replies and internal comments. */
export function findHubSpotReplyBox(doc: Document): TypingBox | null {
  return findReplyBoxIn(doc, { boxes: HUBSPOT.replyBox, notes: HUBSPOT.replyNote });
}

export function startHubSpotCapture(options: CaptionCaptureOptions): CaptionCapture {
  return startChatCapture(hubspotPlatform, options);
}

/** visitor → customer, agent → agent, AUTOMATED → bot, an internal comment → a note; null for unknown kinds. */
export function sideOfMessage(message: Element): { side: ParticipantSide; kind: 'message' | 'note' } | null {
  const testId = message.getAttribute('data-test-id') ?? '';
  if (!testId.startsWith(HUBSPOT_FACTS.sidePrefix)) return null;
  const kind = testId.slice(HUBSPOT_FACTS.sidePrefix.length).toLowerCase();
  if ((HUBSPOT_FACTS.noteSides as readonly string[]).includes(kind)) return { side: 'agent', kind: 'note' };
  for (const side of ['customer', 'agent', 'bot'] as const) {
    if ((HUBSPOT_FACTS.sides[side] as readonly string[]).includes(kind)) return { side, kind: 'message' };
  }
  return null;
}

function pageIdOf(message: Element): string | undefined {
  let el: Element | null = message;
  for (let depth = 0; el && depth <= MAX_ID_DEPTH; depth++, el = el.parentElement) {
    for (const attribute of HUBSPOT_FACTS.messageIds) {
      const id = el.getAttribute(attribute);
      if (id) return `m${id}`;
    }
  }
  return undefined;
}

/**
 * Where the message shows in the thread: the page's numbering of its row, and its top on screen. A row
 * not laid out (hidden, detached) has no top: a zero-size box says nothing about its place.
 */
export function placeOfMessage(message: Element): { index?: number; top?: number } {
  const place: { index?: number; top?: number } = {};
  let el: Element | null = message;
  for (let depth = 0; el && depth <= MAX_ID_DEPTH && place.index === undefined; depth++, el = el.parentElement) {
    for (const attribute of HUBSPOT_FACTS.positionAttributes) {
      const index = Number.parseInt(el.getAttribute(attribute) ?? '', 10);
      if (Number.isFinite(index)) {
        place.index = index;
        break;
      }
    }
  }
  const box = message.getBoundingClientRect();
  if (box.width > 0 || box.height > 0) place.top = box.top;
  return place;
}

/** The time element's machine-readable value, else its shown text. */
function timeLabelOf(holder: Element): string {
  for (const attribute of HUBSPOT_FACTS.timeAttributes) {
    const value = holder.getAttribute(attribute)?.trim();
    if (value) return value;
  }
  return text(holder);
}

function readMessage(message: Element, now: number): ChatMessageReading | null {
  const who = sideOfMessage(message);
  if (!who) return null;
  const body = firstMatch(message, HUBSPOT.body);
  const words = body ? messageText(body, { notText: HUBSPOT.notText }) : '';
  // A row filled in parts (text, then its header) reads only once whole: its id depends on all of them.
  const senderEl = firstMatch(message, HUBSPOT.senderName);
  const timeEl = firstMatch(message, HUBSPOT.time);
  const senderName = senderEl ? text(senderEl) : undefined;
  const timeLabel = timeEl ? timeLabelOf(timeEl) : undefined;
  if (!words || senderName === '' || timeLabel === '') return null;
  const name = senderName && senderName.length <= MAX_NAME_LENGTH ? senderName : undefined;
  const timeInId = timeLabel && CLOCK.test(timeLabel) ? timeLabel : undefined;
  return {
    messageId: pageIdOf(message) ?? contentMessageId([who.side, who.kind, name, timeInId, words]),
    senderName: name,
    side: who.side,
    kind: who.kind,
    text: words,
    at: shownDateTimeToEpoch(timeLabel, now, message.ownerDocument.documentElement.lang || undefined),
  };
}

function findConversation(doc: Document): Element | null {
  const list = firstMatch(doc, HUBSPOT.conversation);
  if (list) return list;
  const message = firstMatch(doc, HUBSPOT.message);
  return message ? firstMatchUp(message, HUBSPOT.conversationAround) : null;
}

function firstMatchUp(el: Element, selectors: readonly string[]): Element | null {
  for (const selector of selectors) {
    const found = el.closest(selector);
    if (found) return found;
  }
  return null;
}

function readConversation(doc: Document): ConversationReading | null {
  const key = idFromPath(doc.location?.href, HUBSPOT_FACTS.conversationPaths);
  if (!key) return null;
  return { key, title: shownTitle(doc, HUBSPOT.title, HUBSPOT_FACTS.titleSuffixes, 'HubSpot conversation') };
}

export const hubspotPlatform: ChatPagePlatform = {
  platform: 'hubspot',
  findConversation,
  readConversation,
  messageRowOf: (node, root) => closestRow(node, root, HUBSPOT.message),
  messageRowsIn: (node) => rowsIn(node, HUBSPOT.message),
  readMessage,
  readSelfName: (doc) => shownText(doc, HUBSPOT.selfName),
  placeOfRow: placeOfMessage,
};
