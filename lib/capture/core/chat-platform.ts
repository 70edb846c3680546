// What a support chat tool's page must tell the shared chat capture (chat-capture.ts): where the open
// conversation is, which conversation it is, and how one message row reads. Facts only: an adapter
// keeps no observers or timers, and each function does a bounded amount of work (a short walk up, or
// queries scoped to one row), never a scan of the whole page per mutation.
import type { ChatToolPlatform, ParticipantSide } from '../../messaging/capture-protocol';
import type { ShownPlace } from './chat-order';

export interface ChatMessageReading {
  /**
   * The page's own id for the message, stable across re-renders and reloads: a row read again under
   * the same id is the same message (virtualized rows, lazily loaded history, a conversation reopened).
   */
  messageId: string;
  /** The sender's name as shown; undefined when the page shows it only on an earlier row (a group). */
  senderName: string | undefined;
  side: ParticipantSide;
  /** An internal note is not dialogue: it is kept and shown apart, never sent as a participant's message. */
  kind: 'message' | 'note';
  /** The message's own words: no quoted history, signature or read marks; emoji as their text. */
  text: string;
  /** Epoch ms the page gives for the message, if it shows one. */
  at: number | undefined;
}

export interface ConversationReading {
  /** Stable for one conversation: a ticket or thread id from the URL, or a chat's title when the URL does not change. */
  key: string;
  /** What the panel calls it (the ticket subject, the customer's name). */
  title: string;
  /** The customer's name where the page shows it for the whole conversation (a header), not per message. */
  customerName?: string | undefined;
}

export interface ChatPagePlatform {
  platform: ChatToolPlatform;
  /** The element holding the conversation the user sees now (only the visible one), or null. */
  findConversation(doc: Document): Element | null;
  /** Which conversation `root` shows, or null while the page has not said yet. */
  readConversation(doc: Document, root: Element): ConversationReading | null;
  /** The message row a mutated node belongs to (a short walk up), or null outside rows. */
  messageRowOf(node: Node, root: Element): Element | null;
  /** The message rows a node is or holds, in page order. */
  messageRowsIn(node: ParentNode): Element[];
  /** One row, or null when it is not (or not yet) a readable message. `now` is for pages showing only a clock time. */
  readMessage(row: Element, now: number): ChatMessageReading | null;
  /** The user's own agent name as the page shows it, if it does. */
  readSelfName(doc: Document): string | undefined;
  /**
   * Where a row shows in the thread, for lists that recycle row elements without moving them in the DOM
   * (element order then says nothing). Pages whose element order is their shown order leave it out.
   */
  placeOfRow?(row: Element): Omit<ShownPlace, 'at'>;
}
