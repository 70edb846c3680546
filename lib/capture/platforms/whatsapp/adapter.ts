// The WhatsApp Web adapter: finds the open chat and reads its message rows for the shared chat capture
// (chat-capture.ts). WhatsApp's quirks handled here: the URL never changes, so the open chat is known by
// the title in its header; each bubble's `data-pre-plain-text` stamp carries the time and author in the
// user's locale format (stamp.ts); rows are virtualized and fill in late, so a row not yet
// readable is skipped and read again when it changes. Every selector comes from selectors.ts.
import type { CaptionCapture, CaptionCaptureOptions } from '../../core/caption-capture';
import { startChatCapture } from '../../core/chat-capture';
import type { ChatMessageReading, ChatPagePlatform, ConversationReading } from '../../core/chat-platform';
import { elementOf, firstMatch, text } from '../../core/dom';
import { findReplyBoxIn } from '../../core/reply';
import type { TypingBox } from '../../core/typing';
import { messageText } from '../../core/chat-message-text';
import { WHATSAPP, WHATSAPP_FACTS } from './selectors';
import { parsePrePlainText, type DateOrder } from './stamp';

/** Longer than any chat or contact name: such a "title" is text read from the wrong element. */
const MAX_TITLE_LENGTH = 200;

/**
 * The chat a title names. Whitespace and Unicode forms are evened out so a re-rendered header gives
 * the same key. Limit: two chats with exactly the same name share one key (and one session); the page
 * shows nothing else stable that tells them apart (avatar addresses expire, ids are per message).
 */
export function conversationKeyOf(title: string): string {
  return title.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** The open chat's composer; absent on the start screen, where no chat is open. */
export function findWhatsAppReplyBox(doc: Document): TypingBox | null {
  return findReplyBoxIn(doc, { boxes: WHATSAPP.replyBox });
}

export function startWhatsAppCapture(options: CaptionCaptureOptions): CaptionCapture {
  return startChatCapture(createWhatsAppPlatform(), options);
}

/** One adapter per page: it remembers the date order a stamp of the page proved, for ambiguous ones. */
export function createWhatsAppPlatform(): ChatPagePlatform {
  let dateOrder: DateOrder | undefined;

  function readStamp(bubble: Element, now: number) {
    const reading = parsePrePlainText(bubble.getAttribute(WHATSAPP_FACTS.stampAttribute) ?? '', {
      now,
      order: dateOrder,
    });
    dateOrder ??= reading.provenOrder;
    return reading;
  }

  function readMessage(row: Element, now: number): ChatMessageReading | null {
    const idHolder = row.matches(WHATSAPP.messageId) ? row : row.querySelector(WHATSAPP.messageId);
    const messageId = idHolder?.getAttribute(WHATSAPP_FACTS.messageIdAttribute);
    // System rows and date dividers have no stamp; a row still filling in has no id or stamp yet.
    const bubble = ownPart(row, WHATSAPP.stamp);
    if (!messageId || !bubble) return null;
    const side = sideOf(row, messageId);
    const words = wordsOf(row);
    if (!side || !words) return null;
    const stamp = readStamp(bubble, now);
    // The stamp names the author on every message; the author span only on the first of a group's run.
    const shownAuthor = text(ownPart(row, WHATSAPP.author)) || undefined;
    const senderName = side === 'agent' ? (stamp.author ?? WHATSAPP_FACTS.selfLabel) : (stamp.author ?? shownAuthor);
    return { messageId, senderName, side, kind: 'message', text: words, at: stamp.at };
  }

  return {
    platform: 'whatsapp',
    findConversation: (doc) => doc.querySelector(WHATSAPP.conversation),
    readConversation,
    messageRowOf,
    messageRowsIn,
    readMessage,
    readSelfName: (doc) => {
      // :is() keeps each part whole when served rules make it a selector list ("a, b").
      const bubble = doc.querySelector(
        `:is(${WHATSAPP.conversation}) :is(${WHATSAPP.outgoing}) :is(${WHATSAPP.stamp})`,
      );
      return bubble ? readStamp(bubble, Date.now()).author : undefined;
    },
  };
}

function readConversation(_doc: Document, root: Element): ConversationReading | null {
  const titleEl = firstMatch(root, WHATSAPP.titles);
  const title = titleEl ? conversationKeyOf(messageText(titleEl)) : '';
  if (!title || title.length > MAX_TITLE_LENGTH) return null; // the header is re-rendering
  return { key: title, title };
}

function messageRowOf(node: Node, root: Element): Element | null {
  const row = elementOf(node)?.closest(WHATSAPP.row) ?? null;
  return row && root.contains(row) ? row : null;
}

function messageRowsIn(node: ParentNode): Element[] {
  const rows = [...node.querySelectorAll(WHATSAPP.row)];
  const self = (node as Node).nodeType === 1 ? (node as Element) : null;
  return self?.matches(WHATSAPP.row) ? [self, ...rows] : rows;
}

/** The user's own messages are the agent's side of the chat; everyone else's, the customer's. */
function sideOf(row: Element, messageId: string): 'agent' | 'customer' | undefined {
  if (row.querySelector(WHATSAPP.outgoing)) return 'agent';
  if (row.querySelector(WHATSAPP.incoming)) return 'customer';
  // Older ids say it themselves, should the direction classes be renamed.
  if (messageId.startsWith(WHATSAPP_FACTS.sentByUserIdPrefix)) return 'agent';
  if (messageId.startsWith(WHATSAPP_FACTS.sentByOthersIdPrefix)) return 'customer';
  return undefined;
}

/** The first `selector` of the row that belongs to the message itself, not to a message it quotes. */
function ownPart(row: Element, selector: string): Element | null {
  for (const el of row.querySelectorAll(selector)) {
    if (!el.closest(WHATSAPP.quoted)) return el;
  }
  return null;
}

/** The message's own words, emoji kept; a quoted message in a reply is left out. */
function wordsOf(row: Element): string {
  const words = ownPart(row, WHATSAPP.text);
  return words ? messageText(words, { notText: WHATSAPP.quoted }) : '';
}
