// The Front adapter: finds the open conversation and reads its messages for the shared chat capture
// (chat-capture.ts). The conversation id is the address's last segment (a fact); everything about
// messages is UNCONFIRMED (see selectors.ts): rows, sender, time and side are read from page
// structure and ARIA, which outlast Front's hashed classes but are not known to match its markup.
// A recipe picked on the page, or rules served by the proxy, fix what these candidates miss.
import type { CaptionCapture, CaptionCaptureOptions } from '../../core/caption-capture';
import { startChatCapture } from '../../core/chat-capture';
import type { ChatMessageReading, ChatPagePlatform, ConversationReading } from '../../core/chat-platform';
import { elementOf, firstMatch, text } from '../../core/dom';
import { findReplyBoxIn } from '../../core/reply';
import type { TypingBox } from '../../core/typing';
import { messageText } from '../../core/chat-message-text';
import { contentMessageId } from '../../core/message-id';
import { FRONT, FRONT_FACTS } from './selectors';

/** A conversation id in Front's addresses: "cnv_…" or a long number, not a pane index like "0". */
const CONVERSATION_ID = /^(?:cnv_[a-z0-9]+|[a-z0-9]*\d[a-z0-9]{3,})$/i;
/** Longer than any name: such a "sender" is text read from the wrong element. */
const MAX_NAME_LENGTH = 120;

/**
 * The one conversation an address shows, or undefined: none selected, or several (Front then shows
 * bulk actions, not a conversation, so nothing is read until one is opened).
 */
export function frontConversationId(pathname: string): string | undefined {
  const last = pathname.split('/').filter(Boolean).at(-1);
  if (!last) return undefined;
  const segment = safeDecode(last);
  return !segment.includes(',') && CONVERSATION_ID.test(segment) ? segment : undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** "Maria Lopez <maria@example.com>" → "Maria Lopez"; an address alone stays as it is. */
export function cleanSenderName(shown: string): string {
  const name = shown
    .replace(/\s*<[^<>]*@[^<>]*>\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return name.length > MAX_NAME_LENGTH ? '' : name;
}

/** The open reply box, never a note's: Front's comment box for teammates stays open under the conversation beside any reply. */
export function findFrontReplyBox(doc: Document): TypingBox | null {
  return findReplyBoxIn(doc, { boxes: FRONT.replyBox, notes: FRONT.replyNote });
}

export function startFrontCapture(options: CaptionCaptureOptions): CaptionCapture {
  return startChatCapture(createFrontPlatform(), options);
}

export function createFrontPlatform(): ChatPagePlatform {
  return {
    platform: 'front',
    findConversation: (doc) =>
      frontConversationId(doc.location?.pathname ?? '') ? firstMatch(doc, FRONT.conversations) : null,
    readConversation,
    messageRowOf,
    messageRowsIn,
    readMessage,
    // No fact tells where Front shows the user's own name.
    readSelfName: () => undefined,
  };
}

function readConversation(doc: Document, root: Element): ConversationReading | null {
  const key = frontConversationId(doc.location?.pathname ?? '');
  if (!key) return null;
  // The subject heads the conversation's pane, not the app's navigation: look there first.
  const pane = root.closest(FRONT.pane) ?? doc;
  const subject = [...pane.querySelectorAll(FRONT.subject)].find(
    (heading) => !outermostRow(heading, doc.documentElement),
  );
  const fromTab = FRONT_FACTS.titleDecorations
    .reduce((title, decoration) => title.replace(decoration, ''), doc.title)
    .trim();
  return { key, title: text(subject) || fromTab || (root.getAttribute('aria-label') ?? '') || key };
}

/** The outermost row holding `el` inside `root`: a message body's own articles and list items are not rows. */
function outermostRow(el: Element | null, root: Element): Element | null {
  let row: Element | null = null;
  for (
    let found = el?.closest(FRONT.row) ?? null;
    found && root.contains(found) && found !== root;
    found = found.parentElement?.closest(FRONT.row) ?? null
  ) {
    row = found;
  }
  return row;
}

function messageRowOf(node: Node, root: Element): Element | null {
  return outermostRow(elementOf(node), root);
}

function messageRowsIn(node: ParentNode): Element[] {
  const self = (node as Node).nodeType === 1 ? (node as Element) : null;
  const candidates = self?.matches(FRONT.row) ? [self] : [...node.querySelectorAll(FRONT.row)];
  // Outermost only: a candidate inside another candidate is part of that message.
  return candidates.filter((row) => !row.parentElement?.closest(FRONT.row));
}

function readMessage(row: Element, _now: number): ChatMessageReading | null {
  const words = wordsOf(row);
  if (!words) return null;
  const senderName = cleanSenderName(text(row.querySelector(FRONT.sender))) || undefined;
  const datetime = row.querySelector(FRONT.time)?.getAttribute('datetime') ?? undefined;
  const parsed = datetime ? Date.parse(datetime) : NaN;
  const at = Number.isFinite(parsed) ? parsed : undefined;
  // Markers are looked for on the row and its ancestors only: a customer's email HTML could carry
  // any class name, and a note is never sent as dialogue.
  const kind = row.closest(FRONT.commentMarkers) ? 'note' : 'message';
  const side = kind === 'note' || row.closest(FRONT.outboundMarkers) ? 'agent' : 'customer';
  return { messageId: rowIdOf(row, side, senderName, datetime, words), senderName, side, kind, text: words, at };
}

/**
 * The row's own id if it has one; else one derived from its sender and time (stable while its text
 * fills in), else from its words (a message with no time that is edited reads as a new one).
 */
function rowIdOf(
  row: Element,
  side: string,
  sender: string | undefined,
  datetime: string | undefined,
  words: string,
): string {
  for (const attribute of FRONT_FACTS.rowIdAttributes) {
    const id = row.getAttribute(attribute);
    if (id) return id;
  }
  return contentMessageId(datetime ? [side, sender, datetime] : [side, sender, words]);
}

/** The marked body's words, else the row's words without its header parts; an email body in a same-origin frame last. */
function wordsOf(row: Element): string {
  const body = firstMatch(row, FRONT.body);
  const words = messageText(body ?? row, FRONT.text);
  if (words) return words;
  try {
    const frameBody = row.querySelector<HTMLIFrameElement>(FRONT.bodyFrame)?.contentDocument?.body;
    return frameBody ? messageText(frameBody, FRONT.text) : '';
  } catch {
    return ''; // a cross-origin frame cannot be read
  }
}
