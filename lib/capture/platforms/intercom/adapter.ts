// The Intercom inbox adapter: reads the open conversation's parts for the shared chat capture
// (chat-capture.ts). Intercom's side markers are its least stable fact, so a part's side comes from
// several signals in a fixed precedence (sideOfPart). Customer parts often show only an avatar: the
// customer's name is read from the conversation's header. Every selector comes from selectors.ts.
import type { ParticipantSide } from '../../../messaging/capture-protocol';
import { startChatCapture } from '../../core/chat-capture';
import type { CaptionCapture, CaptionCaptureOptions } from '../../core/caption-capture';
import { closestRow, hasAny, idFromPath, rowsIn, shownText, shownTitle } from '../../core/chat-dom';
import type { ChatMessageReading, ChatPagePlatform, ConversationReading } from '../../core/chat-platform';
import { shownDateTimeToEpoch } from '../../core/chat-time';
import { firstMatch } from '../../core/dom';
import { findReplyBoxIn } from '../../core/reply';
import type { TypingBox } from '../../core/typing';
import { INTERCOM, INTERCOM_FACTS } from './selectors';
import { messageText } from '../../core/chat-message-text';
import { contentMessageId } from '../../core/message-id';

/** How far up from a part layout hints (its bubble's alignment) are looked for. */
const MAX_ALIGNMENT_DEPTH = 4;
/** Longer than any display name: such a "name" is text read from the wrong element. */
const MAX_NAME_LENGTH = 100;

/** The open reply box, never a note's: Intercom shows one conversation at a time; its composer writes replies and notes. */
export function findIntercomReplyBox(doc: Document): TypingBox | null {
  return findReplyBoxIn(doc, { boxes: INTERCOM.replyBox, notes: INTERCOM.replyNote });
}

export function startIntercomCapture(options: CaptionCaptureOptions): CaptionCapture {
  return startChatCapture(intercomPlatform, options);
}

export type PartSide = { side: ParticipantSide; kind: 'message' | 'note' } | 'system';

/**
 * Who wrote a part, by a fixed precedence of signals, the most specific first:
 * 1. a note marker (class or category 4): a note, written by a teammate. A note read as dialogue
 *    would be sent as something the customer saw, so any note signal wins;
 * 2. a bot marker, a bot's name (Fin) or category 5: the bot;
 * 3. a teammate marker (the admin's avatar name): a teammate, whatever the category says;
 * 4. an event line or category 20, with none of the above: not a message;
 * 5. a customer marker or category 1: the customer; category 3: a teammate;
 * 6. the bubble's alignment (teammates on the right);
 * 7. nothing: the customer, since teammate and bot parts carry the markers above.
 */
export function sideOfPart(part: Element): PartSide {
  const group = groupOf(part);
  const has = (selectors: readonly string[]) => hasAny(part, selectors) || (group !== null && hasAny(group, selectors));
  const category = group?.getAttribute(INTERCOM_FACTS.category) ?? part.getAttribute(INTERCOM_FACTS.category);
  const { categories } = INTERCOM_FACTS;
  if (has(INTERCOM.note) || category === categories.note) return { side: 'agent', kind: 'note' };
  const name = senderOf(part, group);
  const botName = name !== undefined && INTERCOM_FACTS.botNames.some((bot) => bot.toLowerCase() === name.toLowerCase());
  if (has(INTERCOM.bot) || botName || category === categories.bot) return { side: 'bot', kind: 'message' };
  if (has(INTERCOM.teammate)) return { side: 'agent', kind: 'message' };
  if (has(INTERCOM.system) || category === categories.system) return 'system';
  if (has(INTERCOM.customer) || category === categories.customer) return { side: 'customer', kind: 'message' };
  if (category === categories.teammate) return { side: 'agent', kind: 'message' };
  return { side: alignedSide(part) ?? 'customer', kind: 'message' };
}

function groupOf(part: Element): Element | null {
  for (const selector of INTERCOM.group) {
    const group = part.closest(selector);
    if (group) return group;
  }
  return null;
}

/** Teammates' bubbles sit on the right: a layout class on the part or just above it says so. */
function alignedSide(part: Element): ParticipantSide | undefined {
  let el: Element | null = part;
  for (let depth = 0; el && depth < MAX_ALIGNMENT_DEPTH; depth++, el = el.parentElement) {
    if (INTERCOM.rightAligned.some((selector) => el!.matches(selector))) return 'agent';
    if (INTERCOM.leftAligned.some((selector) => el!.matches(selector))) return 'customer';
  }
  return undefined;
}

/** The name shown in the part, else once for its group. */
function senderOf(part: Element, group: Element | null): string | undefined {
  const name = shownText(part, INTERCOM.senderName) ?? (group ? shownText(group, INTERCOM.senderName) : undefined);
  return name && name.length <= MAX_NAME_LENGTH ? name : undefined;
}

/** The part's own id; a group id with the part's place in its group; else one derived from what it says. */
function partIdOf(part: Element, group: Element | null, derived: () => string): string {
  for (let el: Element | null = part; el && el !== group; el = el.parentElement) {
    for (const attribute of INTERCOM_FACTS.partIds) {
      const id = el.getAttribute(attribute);
      if (id) return `p${id}`;
    }
  }
  const groupId = group?.getAttribute(INTERCOM_FACTS.groupId);
  if (group && groupId) {
    const place = rowsIn(group, INTERCOM.part).indexOf(part);
    if (place >= 0) return `g${groupId}.${place}`;
  }
  return derived();
}

function readPartText(part: Element): string {
  const body = firstMatch(part, INTERCOM.body);
  if (body) return messageText(body, { notText: INTERCOM.notText });
  // No known body: the part without its name and time.
  return messageText(part, { notText: [INTERCOM.notText, ...INTERCOM.senderName, ...INTERCOM.time].join(', ') });
}

function readTime(part: Element, now: number): number | undefined {
  const holder = firstMatch(part, INTERCOM.time);
  if (!holder) return undefined;
  for (const attribute of INTERCOM_FACTS.timeAttributes) {
    const value = holder.getAttribute(attribute);
    if (!value) continue;
    if (/^\d{10,13}$/.test(value)) {
      const at = Number(value) * (value.length === 10 ? 1000 : 1);
      return at <= now ? at : undefined;
    }
    const at = shownDateTimeToEpoch(value, now);
    if (at !== undefined) return at;
  }
  return undefined;
}

function readMessage(part: Element, now: number): ChatMessageReading | null {
  const who = sideOfPart(part);
  if (who === 'system') return null;
  const text = readPartText(part);
  if (!text) return null; // still loading, or an attachment alone
  const group = groupOf(part);
  const senderName = senderOf(part, group);
  return {
    messageId: partIdOf(part, group, () => contentMessageId([who.side, who.kind, senderName, text])),
    senderName,
    side: who.side,
    kind: who.kind,
    text,
    at: readTime(part, now),
  };
}

function readConversation(doc: Document): ConversationReading | null {
  const key = idFromPath(doc.location?.href, INTERCOM_FACTS.conversationPaths);
  if (!key) return null;
  const customerName = shownText(doc, INTERCOM.customerName);
  return {
    key,
    title: shownTitle(doc, INTERCOM.title, INTERCOM_FACTS.titleSuffixes, 'Intercom conversation'),
    customerName: customerName && customerName.length <= MAX_NAME_LENGTH ? customerName : undefined,
  };
}

export const intercomPlatform: ChatPagePlatform = {
  platform: 'intercom',
  findConversation: (doc) => firstMatch(doc, INTERCOM.conversation),
  readConversation,
  messageRowOf: (node, root) => closestRow(node, root, INTERCOM.part),
  messageRowsIn: (node) => rowsIn(node, INTERCOM.part),
  readMessage,
  readSelfName: (doc) => shownText(doc, INTERCOM.selfName),
};
