// A HubSpot inbox page in jsdom, shaped like shared/capture-facts.md: a virtualized thread
// (data-test-id="virtualParentRef") that renders only a window of the thread into a fixed pool of row
// nodes, and recycles them as the window moves: a node's data-test-id, sender header and text change
// in place to show another message. Messages are `primary-message-visitor` / `-agent` / `-AUTOMATED`
// with a `primary-message-content` body; the first message of a sender's run shows a header with the
// name and `sender-header-content-timestamp`. Threads live in a model, so switching renders them again.
// With `recycling: 'keyed'` a node keeps its message while that stays in the window and one that left is
// reused for a message coming in, wherever it shows: nodes never move in the DOM, so element order stops
// being thread order, and only their place on screen (translateY, read through getBoundingClientRect, or
// aria-posinset with `numbered`) tells it.
// The composer below the list (no public fact: built from the candidates in selectors.ts) writes a
// reply, or an internal comment.
import { createElementIn } from '../../support/element';

export type HubSpotKind = 'visitor' | 'agent' | 'AUTOMATED' | 'COMMENT';

export interface HubSpotMessage {
  kind: HubSpotKind;
  name: string;
  /** The shown time, e.g. "14:02". */
  time: string;
  /** The body's HTML (written by tests). */
  html: string;
}

export interface FakeHubSpotOptions {
  /** How many row nodes the virtual list keeps. */
  slots?: number;
  portal?: string;
  /** 'window': node i shows the window's i-th message (element order is thread order); 'keyed': see above. */
  recycling?: 'window' | 'keyed';
  /** Whether rows carry aria-posinset (their position in the whole thread, from 1) instead of a box on screen. */
  numbered?: boolean;
}

/** Each message's row height on screen. */
const ROW_HEIGHT = 80;

interface Slot {
  /** Index in the thread of the message the slot shows. */
  shows: number | undefined;
  row: HTMLElement;
  message: HTMLElement;
  header: HTMLElement;
  name: HTMLElement;
  time: HTMLElement;
  body: HTMLElement;
}

export class FakeHubSpot {
  readonly threads = new Map<string, HubSpotMessage[]>();
  readonly list: HTMLElement;
  private readonly slots: Slot[] = [];
  private threadId: string | undefined;
  /** Index of the first message the window shows. */
  private first = 0;
  private readonly portal: string;
  private readonly slotCount: number;
  private readonly recycling: 'window' | 'keyed';
  private readonly numbered: boolean;

  constructor(
    readonly doc: Document,
    options: FakeHubSpotOptions = {},
  ) {
    this.portal = options.portal ?? '6010218';
    this.slotCount = options.slots ?? 4;
    this.recycling = options.recycling ?? 'window';
    this.numbered = options.numbered ?? false;
    doc.body.innerHTML = '';
    doc.title = 'Inbox | HubSpot';
    doc.defaultView!.history.replaceState(null, '', `/live-messages/${this.portal}/inbox`);
    this.list = this.el('div', { 'data-test-id': 'virtualParentRef' });
    doc.body.append(this.el('nav', {}, 'Conversations'), this.list);
  }

  /** Opens a thread scrolled to its end (the URL changes, the list re-renders from its recycled nodes). */
  open(threadId: string, messages: HubSpotMessage[] = []): void {
    const thread = this.threads.get(threadId) ?? [];
    thread.push(...messages);
    this.threads.set(threadId, thread);
    this.threadId = threadId;
    this.doc.defaultView!.history.pushState(null, '', `/live-messages/${this.portal}/inbox/${threadId}`);
    this.first = Math.max(0, thread.length - this.slotCount);
    this.render();
  }

  /** The URL names another thread before the list shows it (the thread's messages are still loading). */
  navigate(threadId: string): void {
    this.doc.defaultView!.history.pushState(null, '', `/live-messages/${this.portal}/inbox/${threadId}`);
  }

  /** A new message arrives; the list follows the end of the thread. */
  add(message: HubSpotMessage): void {
    const thread = this.thread();
    thread.push(message);
    this.first = Math.max(0, thread.length - this.slotCount);
    this.render();
  }

  /** Scrolls so the window starts at message `index`. */
  scrollTo(index: number): void {
    this.first = Math.max(0, Math.min(index, this.thread().length - this.slotCount));
    this.render();
  }

  /** A message at the end whose text renders first and its header (name, time) a moment later. */
  addHeaderLater(message: HubSpotMessage): () => void {
    this.add(message);
    const slot = this.slotShowing(this.thread().length - 1)!;
    slot.name.textContent = '';
    slot.time.textContent = '';
    return () => this.render();
  }

  /** Opens the composer on the reply or the internal comment channel, with what the agent typed so far. */
  openComposer(channel: 'reply' | 'comment', typed = ''): HTMLElement {
    this.doc.querySelector('[data-fake-composer]')?.remove();
    const composer = this.el('div', {
      'data-fake-composer': '',
      'data-test-id': channel === 'comment' ? 'comment-composer' : 'message-composer',
    });
    const editor = this.el('div', { 'data-test-id': 'rich-text-editor', contenteditable: 'true', role: 'textbox' });
    editor.append(this.el('p', {}, typed));
    composer.append(editor);
    this.doc.body.append(composer);
    return editor;
  }

  /** The row node showing message `index` now, if it is in the window. */
  nodeShowing(index: number): HTMLElement | undefined {
    return this.slotShowing(index)?.message;
  }

  /** The slots' messages, in element order: in 'keyed' recycling, not the thread's order. */
  shownInElementOrder(): number[] {
    return this.slots.filter((slot) => slot.row.isConnected).map((slot) => slot.shows!);
  }

  private slotShowing(index: number): Slot | undefined {
    return this.slots.find((slot) => slot.shows === index && slot.row.isConnected);
  }

  private thread(): HubSpotMessage[] {
    return this.threads.get(this.threadId!)!;
  }

  /** Recycles: the pool grows to the window's size once, then nodes only change in place. */
  private render(): void {
    const thread = this.thread();
    const last = Math.min(thread.length, this.first + this.slotCount);
    const wanted = Array.from({ length: Math.max(0, last - this.first) }, (_, i) => this.first + i);
    while (this.slots.length < wanted.length) this.slots.push(this.createSlot());
    if (this.recycling === 'window') {
      for (const [i, slot] of this.slots.entries()) slot.shows = wanted[i];
    } else {
      const staying = new Set(wanted);
      const free = this.slots.filter((slot) => slot.shows === undefined || !staying.has(slot.shows));
      for (const slot of free) slot.shows = undefined;
      const coming = wanted.filter((index) => !this.slots.some((slot) => slot.shows === index));
      for (const [i, index] of coming.entries()) free[i]!.shows = index;
    }
    for (const slot of this.slots) {
      const index = slot.shows;
      const message = index === undefined ? undefined : thread[index];
      // A shorter thread unmounts the rows it does not need; the pool mounts them again later.
      if (index === undefined || !message) {
        slot.row.remove();
        continue;
      }
      if (!slot.row.isConnected) this.list.append(slot.row);
      slot.row.style.transform = `translateY(${index * ROW_HEIGHT}px)`;
      if (this.numbered) slot.row.setAttribute('aria-posinset', String(index + 1));
      slot.message.setAttribute('data-test-id', `primary-message-${message.kind}`);
      const previous = thread[index - 1];
      const startsRun = !previous || previous.kind !== message.kind || previous.name !== message.name;
      if (startsRun && !slot.header.isConnected) slot.message.prepend(slot.header);
      if (!startsRun) slot.header.remove();
      if (slot.name.textContent !== message.name) slot.name.textContent = message.name;
      if (slot.time.textContent !== message.time) slot.time.textContent = message.time;
      if (slot.body.innerHTML !== message.html) slot.body.innerHTML = message.html;
    }
  }

  /** The row's box on screen: jsdom lays nothing out, so the fake tells where it placed the row. */
  private boxOf(slot: Slot): DOMRect {
    const top = (slot.shows ?? 0) * ROW_HEIGHT - this.first * ROW_HEIGHT;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 600,
      height: ROW_HEIGHT - 8,
      right: 600,
      bottom: top + ROW_HEIGHT - 8,
      toJSON: () => ({}),
    };
  }

  private createSlot(): Slot {
    const row = this.el('div', { class: 'virtual-row', style: 'position:absolute' });
    const message = this.el('div', {});
    const header = this.el('div', { class: 'sender-header' });
    const name = this.el('span', { 'data-test-id': 'sender-header-content-name' });
    const time = this.el('span', { 'data-test-id': 'sender-header-content-timestamp' });
    header.append(name, this.el('span', {}, ' · '), time);
    const body = this.el('div', { 'data-test-id': 'primary-message-content' });
    message.append(header, body);
    row.append(message);
    this.list.append(row);
    const slot: Slot = { shows: undefined, row, message, header, name, time, body };
    // Numbered rows tell their place by aria-posinset alone.
    if (this.recycling === 'keyed' && !this.numbered) message.getBoundingClientRect = () => this.boxOf(slot);
    return slot;
  }

  private el(tag: string, attributes: Record<string, string> = {}, text?: string): HTMLElement {
    return createElementIn(this.doc, tag, attributes, text);
  }
}
