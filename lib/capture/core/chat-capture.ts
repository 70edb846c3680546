// Capture for support chat tools: finds the conversation the user sees, reads its message rows through
// the page's ChatPagePlatform, and hands them to the sender as final utterances, one session per
// conversation. Work per mutation is constant: a mutated node is mapped to its row by a short walk up,
// and dirty rows are read once per flush (one timer, only while something is dirty). Structure (which
// conversation is open) is looked at after page changes outside the rows, debounced; nothing polls.
// Page text is never logged.
import type { CaptureState, CapturedUtterance, MeetingInfo, ParticipantSide } from '../../messaging/capture-protocol';
import type { CaptionCapture, CaptionCaptureOptions } from './caption-capture';
import type { ChatMessageReading, ChatPagePlatform, ConversationReading } from './chat-platform';
import { orderAsShown, placeInPageOrder, type ShownPlace } from './chat-order';
import { OneShotTimer, realTimers, type Timers } from './timers';

/** Dirty rows are read at most this often. */
const FLUSH_MS = 60;
/** Which conversation is open is looked at again at most this often. */
const STRUCTURE_CHECK_MS = 250;
/** A conversation showing text this long with no readable row: capture does not work on this page version. */
const UNVERIFIED_AFTER_MS = 20_000;
/** How many rows a walk to a neighbouring row passes at most. */
const MAX_ROWS_WALKED = 50;
/** Outside the conversation, only these attribute changes can show another conversation (a selected tab, a hidden pane). */
const STRUCTURE_ATTRIBUTES = [
  'class',
  'style',
  'hidden',
  'aria-hidden',
  'aria-selected',
  'aria-current',
  'data-entity-is-selected',
];
/** Names for a sender the page never names, by side. */
const UNNAMED = { customer: 'Customer', agent: 'Agent', bot: 'Bot' } as const;

interface Conversation {
  key: string;
  title: string;
  startedAt: number;
  /** Messages of this conversation read at least once, by the page's message id. */
  messages: Map<string, KnownMessage>;
  /** The customer's name as the page shows it for the whole conversation (its header). */
  customerName: string | undefined;
  /**
   * Names shown on the customer's and the bot's messages. While a side shows one name only, it also names
   * that side's messages that show none (a customer part with only an avatar, a run scrolled into from its
   * middle). Agents are left out: a team answers under several names.
   */
  shownNames: { customer: Set<string>; bot: Set<string> };
}

/** Where a message's sender name came from: its own row (or its group), the conversation, or nowhere. */
type NameSource = 'message' | 'conversation' | 'fallback';

interface KnownMessage {
  at: number;
  /** The time the page showed for it, if any: `at` may be one given to fit it between others. */
  pageAt: number | undefined;
  speakerName: string;
  nameFrom: NameSource;
  side: ParticipantSide;
  source: 'chat' | 'note';
  text: string;
  /** What was sent last, to send again only what changed. */
  sent: string;
}

/** How rows follow each other in the thread: element order, or as shown where a list recycles rows. */
interface ThreadOrder {
  sort(reads: RowRead[]): RowRead[];
  /** The next (or previous) message row in the thread; null at the edge of what shows. */
  neighbour(row: Element, forward: boolean): Element | null;
}

interface RowRead {
  row: Element;
  reading: ChatMessageReading;
  known: KnownMessage | undefined;
}

export function startChatCapture(platform: ChatPagePlatform, options: CaptionCaptureOptions): CaptionCapture {
  const capture = new ChatCapture(platform, options);
  capture.start();
  return { stop: () => capture.stop() };
}

class ChatCapture {
  private readonly doc: Document;
  private readonly timers: Timers;

  private state: CaptureState = 'waiting';
  private root: Element | null = null;
  /** The last root shown before the current one: rows changed there are still read under its conversation. */
  private previousRoot: Element | null = null;
  /** The conversation whose rows are read now; kept while none is open, so reopening it needs no new session. */
  private current: Conversation | undefined;
  private open = false;
  private readonly conversations = new Map<string, Conversation>();
  private pageSelfName: string | undefined;

  /** Which message (of which conversation) a row element showed when last read. */
  private readonly rowMessages = new WeakMap<Element, { conversation: Conversation; messageId: string }>();
  private readonly dirtyRows = new Set<Element>();
  /** The conversation showed text without a readable row for UNVERIFIED_AFTER_MS. */
  private nothingReadable = false;

  private readonly bodyObserver: MutationObserver;
  private readonly rootObserver: MutationObserver;
  private readonly flushTimer: OneShotTimer;
  private readonly structureTimer: OneShotTimer;
  private readonly unverifiedTimer: OneShotTimer;
  private readonly onNavigation = () => this.structureTimer.start(STRUCTURE_CHECK_MS);

  constructor(
    private readonly page: ChatPagePlatform,
    private readonly options: CaptionCaptureOptions,
  ) {
    this.doc = options.document ?? document;
    this.timers = options.timers ?? realTimers;
    this.bodyObserver = new MutationObserver((records) => this.onBodyMutations(records));
    this.rootObserver = new MutationObserver((records) => this.onRootMutations(records));
    this.flushTimer = new OneShotTimer(this.timers, () => this.flush());
    this.structureTimer = new OneShotTimer(this.timers, () => this.checkStructure());
    this.unverifiedTimer = new OneShotTimer(this.timers, () => {
      this.nothingReadable = true;
      this.updateState();
    });
  }

  start(): void {
    this.bodyObserver.observe(this.doc.body ?? this.doc.documentElement, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: STRUCTURE_ATTRIBUTES,
    });
    // A ticket switch may change only the URL at first; these events cost nothing while nothing happens.
    const view = this.doc.defaultView;
    view?.addEventListener('popstate', this.onNavigation);
    view?.addEventListener('hashchange', this.onNavigation);
    navigationOf(view)?.addEventListener('currententrychange', this.onNavigation);
    this.checkStructure();
  }

  stop(): void {
    this.bodyObserver.disconnect();
    this.rootObserver.disconnect();
    for (const timer of [this.flushTimer, this.structureTimer, this.unverifiedTimer]) timer.cancel();
    const view = this.doc.defaultView;
    view?.removeEventListener('popstate', this.onNavigation);
    view?.removeEventListener('hashchange', this.onNavigation);
    navigationOf(view)?.removeEventListener('currententrychange', this.onNavigation);
  }

  // --- Structure: which conversation is open ---

  private onBodyMutations(records: MutationRecord[]): void {
    if (this.structureTimer.running) return;
    // Changes inside the conversation have their own observer.
    const elsewhere = records.some((r) => !this.root?.contains(r.target));
    if (elsewhere) this.structureTimer.start(STRUCTURE_CHECK_MS);
  }

  private checkStructure(): void {
    const root = this.page.findConversation(this.doc);
    if (root !== this.root) this.attachRoot(root);
    this.syncConversation();
    this.learnSelfName();
    this.refreshUnverified();
    this.updateState();
  }

  private attachRoot(root: Element | null): void {
    this.rootObserver.disconnect();
    if (this.root) this.previousRoot = this.root;
    this.root = root;
    if (!root) return;
    this.rootObserver.observe(root, { childList: true, characterData: true, attributes: true, subtree: true });
    for (const row of this.page.messageRowsIn(root)) this.dirtyRows.add(row);
    this.flushTimer.start(FLUSH_MS);
  }

  /**
   * Reads which conversation the root shows; on a new key, rows changed in the previous view are read
   * under the previous conversation first, then the new one is told and read whole.
   */
  private syncConversation(): void {
    const root = this.root;
    const reading = root ? this.page.readConversation(this.doc, root) : null;
    const wasOpen = this.open;
    this.open = reading !== null;
    if (!reading) return;
    if (reading.key === this.current?.key && !wasOpen && root) {
      // Open again after the page said nothing for a while: rows may have changed meanwhile.
      for (const row of this.page.messageRowsIn(root)) this.dirtyRows.add(row);
      this.flushTimer.start(FLUSH_MS);
    }
    if (reading.key !== this.current?.key) {
      const previousView = [...this.dirtyRows].filter((row) => !root?.contains(row));
      const previousRoot = this.previousRoot;
      const readable = previousRoot ? previousView.filter((row) => previousRoot.contains(row)) : [];
      if (this.current && previousRoot && readable.length > 0) this.readRows(readable, this.current, previousRoot);
      for (const row of previousView) this.dirtyRows.delete(row);
      this.switchTo(reading);
    } else if (this.current) {
      if (reading.title && reading.title !== this.current.title) {
        this.current.title = reading.title; // the subject often renders after the thread
        this.options.send.meeting(this.meetingInfo(this.current));
      }
      this.learnCustomerName(this.current, reading); // the header, too, may render after the thread
    }
  }

  /** A customer name the header shows (or shows anew) renames the messages it named before. */
  private learnCustomerName(conversation: Conversation, reading: ConversationReading): void {
    if (!reading.customerName || reading.customerName === conversation.customerName) return;
    conversation.customerName = reading.customerName;
    const upserts = this.renamed(conversation);
    if (upserts.length > 0) this.options.send.utterances(upserts, conversation.key);
  }

  private switchTo(reading: ConversationReading): void {
    let conversation = this.conversations.get(reading.key);
    if (!conversation) {
      conversation = {
        key: reading.key,
        title: reading.title,
        startedAt: this.timers.now(),
        messages: new Map(),
        customerName: undefined,
        shownNames: { customer: new Set(), bot: new Set() },
      };
      this.conversations.set(reading.key, conversation);
    } else if (reading.title) {
      conversation.title = reading.title;
    }
    this.current = conversation;
    this.nothingReadable = false;
    this.unverifiedTimer.cancel();
    this.pageSelfName ??= this.page.readSelfName(this.doc);
    this.options.send.meeting(this.meetingInfo(conversation));
    this.learnCustomerName(conversation, reading);
    // The same root may now show another conversation (WhatsApp keeps #main): read all it shows.
    if (this.root) for (const row of this.page.messageRowsIn(this.root)) this.dirtyRows.add(row);
    this.flushTimer.start(FLUSH_MS);
  }

  private meetingInfo(conversation: Conversation): MeetingInfo {
    return {
      platform: this.page.platform,
      title: conversation.title,
      startedAt: conversation.startedAt,
      selfName: this.selfName(),
      url: this.doc.location?.href ?? '',
      conversationKey: conversation.key,
      rules: this.options.rules,
    };
  }

  private selfName(): string | undefined {
    return this.pageSelfName ?? (this.options.selfName?.trim() || undefined);
  }

  /** The page may show the agent's name only after the thread; once it does, the conversation is told again. */
  private learnSelfName(): void {
    if (this.pageSelfName) return;
    this.pageSelfName = this.page.readSelfName(this.doc);
    if (this.pageSelfName && this.current) this.options.send.meeting(this.meetingInfo(this.current));
  }

  private updateState(): void {
    const next: CaptureState = !this.open ? 'waiting' : this.nothingReadable ? 'capture_unverified' : 'captions_on';
    if (next === this.state) return;
    this.state = next;
    this.options.send.state(next, this.timers.now());
  }

  /**
   * Unverified only after the open conversation showed text without a single readable row for
   * UNVERIFIED_AFTER_MS. Rows that do not read next to ones that do (an attachment alone, a system
   * event) are no sign of a changed page. The text is looked at only while nothing was read.
   */
  private refreshUnverified(): void {
    const root = this.root;
    const suspicious =
      this.open && root !== null && this.current?.messages.size === 0 && (root.textContent?.trim() ?? '') !== '';
    if (suspicious) {
      if (!this.nothingReadable) this.unverifiedTimer.start(UNVERIFIED_AFTER_MS);
      return;
    }
    this.unverifiedTimer.cancel();
    this.nothingReadable = false;
  }

  // --- Rows ---

  private onRootMutations(records: MutationRecord[]): void {
    const root = this.root;
    if (!root) return;
    for (const record of records) {
      // The root itself changing (hidden, re-labelled) may mean another conversation.
      if (record.target === root && record.type === 'attributes') this.structureTimer.start(STRUCTURE_CHECK_MS);
      // Nodes added inside a row belong to that row.
      if (this.markRowOf(record.target, root)) continue;
      for (const added of record.addedNodes) {
        if (this.markRowOf(added, root)) continue;
        if (added.nodeType === 1) for (const row of this.page.messageRowsIn(added as Element)) this.dirtyRows.add(row);
      }
    }
    this.flushTimer.start(FLUSH_MS);
  }

  /** Marks the row a node belongs to; a change outside rows may be a new title (WhatsApp keeps its root). */
  private markRowOf(node: Node, root: Element): boolean {
    const row = this.page.messageRowOf(node, root);
    if (row) {
      this.dirtyRows.add(row);
      return true;
    }
    if (node !== root) this.structureTimer.start(STRUCTURE_CHECK_MS);
    return false;
  }

  private flush(): void {
    // Before reading rows: they may already belong to the next conversation. Only a change outside the
    // rows (which starts the structure timer) can tell of one: otherwise nothing needs looking at.
    if (this.structureTimer.running) this.syncConversation();
    const root = this.root;
    const conversation = this.current;
    // While no conversation shows, rows wait: they are read once the page says whose they are.
    if (this.open && conversation && root) {
      const rows = [...this.dirtyRows].filter((row) => root.contains(row));
      this.dirtyRows.clear();
      if (rows.length > 0) this.readRows(rows, conversation, root);
    }
    this.refreshUnverified();
    this.updateState();
  }

  /** Reads rows of one conversation and sends what is new or changed. */
  private readRows(rows: Element[], conversation: Conversation, root: Element): void {
    const now = this.timers.now();
    const unordered: RowRead[] = [];
    for (const row of rows) {
      const reading = this.page.readMessage(row, now);
      if (reading && this.showsOtherConversation(row, reading, conversation)) continue;
      // A virtual list recycles nodes: what a row showed before must not place or name its neighbours now.
      this.rowMessages.delete(row);
      if (!reading?.text) continue;
      const known = conversation.messages.get(reading.messageId);
      if (known) this.rowMessages.set(row, { conversation, messageId: reading.messageId });
      unordered.push({ row, reading, known });
    }
    const order = this.threadOrder(unordered, conversation, root);
    const reads = order.sort(unordered);
    // Names first: a name shown anywhere in this read may name a row above it that shows none.
    let learned = false;
    for (const { reading } of reads) learned = this.learnShownName(conversation, reading) || learned;
    const upserts = new Map<string, CapturedUtterance>();
    if (learned) for (const upsert of this.renamed(conversation)) upserts.set(upsert.id, upsert);
    const placed = this.placeNewMessages(reads, conversation, order, now);
    for (const { row, reading, known } of reads) {
      const at = known?.at ?? placed.get(row);
      if (at === undefined) continue; // a second copy of a message placed in this read
      const { name: speakerName, from: nameFrom } = this.nameOf(row, reading, known, conversation, order);
      const source = reading.kind === 'note' ? 'note' : 'chat';
      const sent = sentKey(speakerName, source, reading.side, reading.text);
      conversation.messages.set(reading.messageId, {
        at,
        pageAt: reading.at,
        speakerName,
        nameFrom,
        side: reading.side,
        source,
        text: reading.text,
        sent,
      });
      this.rowMessages.set(row, { conversation, messageId: reading.messageId });
      if (known?.sent !== sent) {
        const upsert = this.utterance(conversation, reading.messageId, conversation.messages.get(reading.messageId)!);
        upserts.set(upsert.id, upsert);
      }
    }
    for (const { row, reading } of reads) {
      if (!reading.senderName) continue;
      for (const upsert of this.nameRunAfter(row, reading, conversation, order)) upserts.set(upsert.id, upsert);
    }
    if (upserts.size > 0) this.options.send.utterances([...upserts.values()], conversation.key);
  }

  /**
   * A sender's name shows on the first message of a run only: scrolled up into a run from its middle,
   * its later messages were read before the name showed. Once it does, they are named by it (a bounded
   * walk, stopping at the first message of another side or showing a name of its own).
   */
  private nameRunAfter(
    row: Element,
    reading: ChatMessageReading,
    conversation: Conversation,
    order: ThreadOrder,
  ): CapturedUtterance[] {
    const upserts: CapturedUtterance[] = [];
    let current: Element | null = row;
    for (let i = 0; i < MAX_ROWS_WALKED; i++) {
      current = current && order.neighbour(current, true);
      const shown = current && this.rowMessages.get(current);
      const message = shown?.conversation === conversation ? conversation.messages.get(shown.messageId) : undefined;
      if (!shown || !message || message.side !== reading.side || message.nameFrom === 'message') break;
      message.speakerName = reading.senderName!;
      message.nameFrom = 'message';
      message.sent = sentKey(message.speakerName, message.source, message.side, message.text);
      upserts.push(this.utterance(conversation, shown.messageId, message));
    }
    return upserts;
  }

  private utterance(conversation: Conversation, messageId: string, message: KnownMessage): CapturedUtterance {
    return {
      id: `${this.page.platform}:${conversation.key}:${messageId}`,
      speakerName: message.speakerName,
      text: message.text,
      at: message.at,
      source: message.source,
      final: true, // shown messages are final; an edit upserts the new wording
      side: message.side,
    };
  }

  /**
   * Whose message it is: the name its row (or its group) shows, else the one the conversation shows for
   * its side, else a name for the side alone.
   */
  private nameOf(
    row: Element,
    reading: ChatMessageReading,
    known: KnownMessage | undefined,
    conversation: Conversation,
    order: ThreadOrder,
  ): { name: string; from: NameSource } {
    const own = reading.senderName ?? this.senderBefore(row, reading.side, conversation, order);
    if (own) return { name: own, from: 'message' };
    if (known?.nameFrom === 'message') return { name: known.speakerName, from: 'message' };
    const shown = conversationName(conversation, reading.side);
    if (shown) return { name: shown, from: 'conversation' };
    return { name: this.unnamed(reading), from: 'fallback' };
  }

  /** Notes a name shown on a customer's or bot's message; true when that gives its side a name it had not. */
  private learnShownName(conversation: Conversation, reading: ChatMessageReading): boolean {
    if (reading.side === 'agent' || !reading.senderName || reading.kind === 'note') return false;
    const names = conversation.shownNames[reading.side];
    if (names.has(reading.senderName)) return false;
    const before = conversationName(conversation, reading.side);
    names.add(reading.senderName);
    return conversationName(conversation, reading.side) !== before;
  }

  /**
   * Messages named for their side alone or by the conversation, named again now that the conversation
   * names that side (otherwise): a walk over the conversation, only when a name is learned.
   */
  private renamed(conversation: Conversation): CapturedUtterance[] {
    const upserts: CapturedUtterance[] = [];
    for (const [messageId, message] of conversation.messages) {
      if (message.nameFrom === 'message') continue;
      const shown = conversationName(conversation, message.side);
      if (!shown || shown === message.speakerName) continue;
      message.speakerName = shown;
      message.nameFrom = 'conversation';
      message.sent = sentKey(shown, message.source, message.side, message.text);
      upserts.push(this.utterance(conversation, messageId, message));
    }
    return upserts;
  }

  /**
   * Element order, unless the page places rows itself (a list recycling its row elements): then the
   * order shown, over the rows the list renders now (its window, not the thread). Times compared are
   * the page's only: a time given to fit a message between others is no clock reading.
   */
  private threadOrder(reads: RowRead[], conversation: Conversation, root: Element): ThreadOrder {
    const byElement: ThreadOrder = {
      sort: (some) => inPageOrder(some),
      neighbour: (row, forward) => this.neighbourRow(row, root, forward),
    };
    const placeOfRow = this.page.placeOfRow;
    if (!placeOfRow || reads.length === 0) return byElement;
    const pageTimes = new Map(reads.map((r) => [r.row, r.reading.at]));
    const rendered = this.page.messageRowsIn(root);
    const places: ShownPlace[] = rendered.map((row) => ({
      ...placeOfRow(row),
      at: pageTimes.has(row) ? pageTimes.get(row) : this.knownMessageOf(row, conversation)?.pageAt,
    }));
    const shown = orderAsShown(places).map((i) => rendered[i]!);
    const position = new Map(shown.map((row, i) => [row, i]));
    if (reads.some((r) => !position.has(r.row))) return byElement;
    return {
      sort: (some) => some.sort((a, b) => position.get(a.row)! - position.get(b.row)!),
      neighbour: (row, forward) => {
        const at = position.get(row);
        return at === undefined ? null : (shown[at + (forward ? 1 : -1)] ?? null);
      },
    };
  }

  /**
   * Times for rows not seen before. Runs of new rows next to each other in the thread are placed between
   * the nearest known rows around them (see placeInPageOrder): ordering by time then equals the thread's
   * order, for live rows, rows without a page time and older history loaded above alike.
   */
  private placeNewMessages(
    reads: RowRead[],
    conversation: Conversation,
    order: ThreadOrder,
    now: number,
  ): Map<Element, number> {
    const placed = new Map<Element, number>();
    const seen = new Set<string>();
    let run: RowRead[] = [];
    const placeRun = () => {
      if (run.length === 0) return;
      const lower = this.knownAtNear(run[0]!.row, conversation, order, false, placed);
      const upper = this.knownAtNear(run[run.length - 1]!.row, conversation, order, true, placed);
      const times = placeInPageOrder(
        run.map((r) => r.reading.at),
        lower,
        upper,
        now,
      );
      for (const [i, r] of run.entries()) placed.set(r.row, times[i]!);
      run = [];
    };
    for (const read of reads) {
      if (read.known || seen.has(read.reading.messageId)) {
        placeRun();
        continue;
      }
      seen.add(read.reading.messageId);
      const last = run[run.length - 1];
      if (last && order.neighbour(last.row, true) !== read.row) placeRun();
      run.push(read);
    }
    placeRun();
    return placed;
  }

  /** The time of the nearest row before (or after) `row` whose message is known: a bounded walk. */
  private knownAtNear(
    row: Element,
    conversation: Conversation,
    order: ThreadOrder,
    forward: boolean,
    placed: Map<Element, number>,
  ): number | undefined {
    let current: Element | null = row;
    for (let i = 0; i < MAX_ROWS_WALKED; i++) {
      current = current && order.neighbour(current, forward);
      if (!current) return undefined;
      const at = placed.get(current) ?? this.knownMessageOf(current, conversation)?.at;
      if (at !== undefined) return at;
    }
    return undefined;
  }

  /**
   * The sender the nearest earlier known row shows, if it is on the same side: pages name a sender only
   * on the first of a group, and a group ends where the side changes (a customer whose page shows no
   * name is not the agent who wrote just before).
   */
  private senderBefore(
    row: Element,
    side: ParticipantSide,
    conversation: Conversation,
    order: ThreadOrder,
  ): string | undefined {
    let current: Element | null = row;
    for (let i = 0; i < MAX_ROWS_WALKED; i++) {
      current = current && order.neighbour(current, false);
      if (!current) return undefined;
      const known = this.knownMessageOf(current, conversation);
      if (known) return known.side === side && known.nameFrom === 'message' ? known.speakerName : undefined;
    }
    return undefined;
  }

  /**
   * The row still shows, unchanged, a message read under another conversation: the page changed its
   * URL (or title) before rendering the next conversation, and the row is not this one's.
   */
  private showsOtherConversation(row: Element, reading: ChatMessageReading, conversation: Conversation): boolean {
    const shown = this.rowMessages.get(row);
    if (!shown || shown.conversation === conversation || shown.messageId !== reading.messageId) return false;
    return shown.conversation.messages.get(shown.messageId)?.text === reading.text;
  }

  private knownMessageOf(row: Element, conversation: Conversation): KnownMessage | undefined {
    const shown = this.rowMessages.get(row);
    return shown?.conversation === conversation ? conversation.messages.get(shown.messageId) : undefined;
  }

  private unnamed(reading: ChatMessageReading): string {
    // An agent's message with no name shown anywhere is the user's own.
    return (reading.side === 'agent' && this.selfName()) || UNNAMED[reading.side];
  }

  /** The next (or previous) message row in page order, through wrappers; null at the root's edge. */
  private neighbourRow(row: Element, root: Element, forward: boolean): Element | null {
    let node: Element = row;
    for (let i = 0; i < MAX_ROWS_WALKED; i++) {
      let sibling = forward ? node.nextElementSibling : node.previousElementSibling;
      while (!sibling) {
        const parent = node.parentElement;
        if (!parent || parent === root) return null;
        node = parent;
        sibling = forward ? node.nextElementSibling : node.previousElementSibling;
      }
      node = sibling;
      if (this.page.messageRowOf(sibling, root) === sibling) return sibling;
      const inside = this.page.messageRowsIn(sibling);
      if (inside.length > 0) return forward ? inside[0]! : inside[inside.length - 1]!;
    }
    return null;
  }
}

function inPageOrder(reads: RowRead[]): RowRead[] {
  // 4 = Node.DOCUMENT_POSITION_FOLLOWING
  return reads.sort((a, b) => (a.row === b.row ? 0 : a.row.compareDocumentPosition(b.row) & 4 ? -1 : 1));
}

/** The name the conversation gives a side: the customer's in its header, else the one name its messages show. */
function conversationName(conversation: Conversation, side: ParticipantSide): string | undefined {
  if (side === 'agent') return undefined;
  if (side === 'customer' && conversation.customerName) return conversation.customerName;
  const names = conversation.shownNames[side];
  return names.size === 1 ? names.values().next().value : undefined;
}

function sentKey(speakerName: string, source: string, side: ParticipantSide, text: string): string {
  return `${speakerName}\u0000${source}\u0000${side}\u0000${text}`;
}

/** The Navigation API where the browser has it: it tells same-document URL changes (history.pushState). */
function navigationOf(view: Window | null): EventTarget | undefined {
  return (view as (Window & { navigation?: EventTarget }) | null)?.navigation;
}
