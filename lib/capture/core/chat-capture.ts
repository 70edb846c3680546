// Capture for support chat tools: finds the conversation the user sees, reads its message rows through
// the page's ChatPagePlatform, and hands them to the sender as final utterances, one session per
// conversation. Work per mutation is constant: a mutated node is mapped to its row by a short walk up,
// and dirty rows are read once per flush (one timer, only while something is dirty). Structure (which
// conversation is open) is looked at after page changes outside the rows, debounced; nothing polls.
// Page text is never logged.
import type { CaptureState, CapturedUtterance, MeetingInfo, ParticipantSide } from '../../messaging/capture-protocol';
import type { CaptionCapture, CaptionCaptureOptions } from './caption-capture';
import type { ChatMessageReading, ChatPagePlatform, ConversationReading } from './chat-platform';
import { placeInPageOrder } from './chat-order';
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
}

interface KnownMessage {
  at: number;
  speakerName: string;
  side: ParticipantSide;
  text: string;
  /** What was sent last, to send again only what changed. */
  sent: string;
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
    } else if (this.current && reading.title && reading.title !== this.current.title) {
      this.current.title = reading.title; // the subject often renders after the thread
      this.options.send.meeting(this.meetingInfo(this.current));
    }
  }

  private switchTo(reading: ConversationReading): void {
    let conversation = this.conversations.get(reading.key);
    if (!conversation) {
      conversation = { key: reading.key, title: reading.title, startedAt: this.timers.now(), messages: new Map() };
      this.conversations.set(reading.key, conversation);
    } else if (reading.title) {
      conversation.title = reading.title;
    }
    this.current = conversation;
    this.nothingReadable = false;
    this.unverifiedTimer.cancel();
    this.pageSelfName ??= this.page.readSelfName(this.doc);
    this.options.send.meeting(this.meetingInfo(conversation));
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
    const reads: RowRead[] = [];
    for (const row of inPageOrder(rows)) {
      const reading = this.page.readMessage(row, now);
      if (reading && this.showsOtherConversation(row, reading, conversation)) continue;
      // A virtual list recycles nodes: what a row showed before must not place or name its neighbours now.
      this.rowMessages.delete(row);
      if (!reading?.text) continue;
      const known = conversation.messages.get(reading.messageId);
      if (known) this.rowMessages.set(row, { conversation, messageId: reading.messageId });
      reads.push({ row, reading, known });
    }
    const placed = this.placeNewMessages(reads, conversation, root, now);
    const upserts: CapturedUtterance[] = [];
    for (const { row, reading, known } of reads) {
      const at = known?.at ?? placed.get(row);
      if (at === undefined) continue; // a second copy of a message placed in this read
      const speakerName =
        reading.senderName ??
        this.senderBefore(row, reading.side, conversation, root) ??
        known?.speakerName ??
        this.unnamed(reading);
      const utterance: CapturedUtterance = {
        id: `${this.page.platform}:${conversation.key}:${reading.messageId}`,
        speakerName,
        text: reading.text,
        at,
        source: reading.kind === 'note' ? 'note' : 'chat',
        final: true, // shown messages are final; an edit upserts the new wording
        side: reading.side,
      };
      const sent = `${speakerName}\u0000${utterance.source}\u0000${reading.side}\u0000${reading.text}`;
      conversation.messages.set(reading.messageId, { at, speakerName, side: reading.side, text: reading.text, sent });
      this.rowMessages.set(row, { conversation, messageId: reading.messageId });
      if (known?.sent !== sent) upserts.push(utterance);
    }
    if (upserts.length > 0) this.options.send.utterances(upserts, conversation.key);
  }

  /**
   * Times for rows not seen before. Runs of new rows next to each other on the page are placed between
   * the nearest known rows around them (see placeInPageOrder): ordering by time then equals page order,
   * for live rows, rows without a page time and older history loaded above alike.
   */
  private placeNewMessages(
    reads: RowRead[],
    conversation: Conversation,
    root: Element,
    now: number,
  ): Map<Element, number> {
    const placed = new Map<Element, number>();
    const seen = new Set<string>();
    let run: RowRead[] = [];
    const placeRun = () => {
      if (run.length === 0) return;
      const lower = this.knownAtNear(run[0]!.row, conversation, root, false, placed);
      const upper = this.knownAtNear(run[run.length - 1]!.row, conversation, root, true, placed);
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
      if (last && this.neighbourRow(last.row, root, true) !== read.row) placeRun();
      run.push(read);
    }
    placeRun();
    return placed;
  }

  /** The time of the nearest row before (or after) `row` whose message is known: a bounded walk. */
  private knownAtNear(
    row: Element,
    conversation: Conversation,
    root: Element,
    forward: boolean,
    placed: Map<Element, number>,
  ): number | undefined {
    let current: Element | null = row;
    for (let i = 0; i < MAX_ROWS_WALKED; i++) {
      current = current && this.neighbourRow(current, root, forward);
      if (!current) return undefined;
      const at = placed.get(current) ?? this.knownMessageOf(current, conversation)?.at;
      if (at !== undefined) return at;
    }
    return undefined;
  }

  /**
   * The sender of the nearest earlier known row, if it is on the same side: pages name a sender only on
   * the first of a group, and a group ends where the side changes (a customer whose page shows no name
   * is not the agent who wrote just before).
   */
  private senderBefore(
    row: Element,
    side: ParticipantSide,
    conversation: Conversation,
    root: Element,
  ): string | undefined {
    let current: Element | null = row;
    for (let i = 0; i < MAX_ROWS_WALKED; i++) {
      current = current && this.neighbourRow(current, root, false);
      if (!current) return undefined;
      const known = this.knownMessageOf(current, conversation);
      if (known) return known.side === side ? known.speakerName : undefined;
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

function inPageOrder(elements: Element[]): Element[] {
  // 4 = Node.DOCUMENT_POSITION_FOLLOWING
  return elements.sort((a, b) => (a === b ? 0 : a.compareDocumentPosition(b) & 4 ? -1 : 1));
}

/** The Navigation API where the browser has it: it tells same-document URL changes (history.pushState). */
function navigationOf(view: Window | null): EventTarget | undefined {
  return (view as (Window & { navigation?: EventTarget }) | null)?.navigation;
}
