// A WhatsApp Web page in jsdom, shaped like shared/capture-facts.md: a chat list on the left (with its
// own role="row" items), the open chat in #main with its title in the header, message rows
// `[role="row"]` holding a `[data-id]` element and a `.message-in` / `.message-out` bubble whose
// `data-pre-plain-text` stamp is written in a chosen locale format, group authors shown on the first
// of a run only, emoji as <img alt>, system rows without a stamp, and a virtualized list: rows can be
// dropped and put back, or added empty and filled in later. Switching chats re-renders #main; the
// URL never changes. The chat list has its own search box; the open chat's composer sits in its footer.
import { createElementIn } from '../../support/element';

export interface WhatsAppMessage {
  id: string;
  /** The author's name as the stamp and author span show it; the user's own name for outgoing ones. */
  from: string;
  out: boolean;
  text: string;
  at: number;
}

/** A stamp format: how a locale writes the time and date of a message. */
export type StampFormat = (at: Date) => string;

const pad = (n: number) => String(n).padStart(2, '0');
const twelveHour = (d: Date) => `${d.getHours() % 12 || 12}:${pad(d.getMinutes())}`;

export const STAMP_FORMATS = {
  /** en-GB: "13:52, 22/03/2026" */
  enGB: (d: Date) =>
    `${pad(d.getHours())}:${pad(d.getMinutes())}, ${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`,
  /** en-US: "1:52 PM, 3/22/2026" */
  enUS: (d: Date) =>
    `${twelveHour(d)} ${d.getHours() < 12 ? 'AM' : 'PM'}, ${d.getMonth() + 1}/${d.getDate()}/${d.getFullYear()}`,
  /** de: "13:52, 22.3.2026" */
  de: (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}, ${d.getDate()}.${d.getMonth() + 1}.${d.getFullYear()}`,
  /** es: "1:52 p. m., 22/3/2026" */
  es: (d: Date) =>
    `${twelveHour(d)} ${d.getHours() < 12 ? 'a. m.' : 'p. m.'}, ${d.getDate()}/${d.getMonth() + 1}/${d.getFullYear()}`,
} satisfies Record<string, StampFormat>;

export interface FakeWhatsAppOptions {
  /** Every chat in the side list, by title, with the messages it already holds. */
  chats: Record<string, { group?: boolean; messages?: WhatsAppMessage[] }>;
  format?: StampFormat;
  /**
   * Whether stamps name the author (true on the pages seen); false models a page whose stamp leaves the
   * name out, so only a group's author span names anyone.
   */
  stampNames?: boolean;
}

const EMOJI = /(\p{Extended_Pictographic}\uFE0F?)/u;

export class FakeWhatsApp {
  private readonly format: StampFormat;
  private readonly stampNames: boolean;
  private readonly chats = new Map<string, { group: boolean; messages: WhatsAppMessage[] }>();
  /** The open chat's title, or undefined on the start screen. */
  openTitle: string | undefined;
  private main: HTMLElement | null = null;
  private list: HTMLElement | null = null;
  private readonly rows = new Map<string, HTMLElement>();
  private nextId = 1;

  constructor(
    readonly doc: Document,
    options: FakeWhatsAppOptions,
  ) {
    this.format = options.format ?? STAMP_FORMATS.enGB;
    this.stampNames = options.stampNames ?? true;
    doc.body.innerHTML = '';
    doc.title = 'WhatsApp';
    const app = this.el('div', { id: 'app' });
    const side = this.el('div', { id: 'pane-side' });
    const grid = this.el('div', { role: 'grid', 'aria-label': 'Chat list' });
    for (const [title, chat] of Object.entries(options.chats)) {
      this.chats.set(title, { group: chat.group ?? false, messages: [...(chat.messages ?? [])] });
      // The chat list's rows look like message rows to a query not scoped to #main.
      const item = this.el('div', { role: 'row' });
      item.append(this.el('span', { dir: 'auto', title }, title));
      item.append(this.el('span', { 'data-id': `list-${title}` }, 'last message preview'));
      grid.append(item);
    }
    const search = this.el('div', { contenteditable: 'true', role: 'textbox', 'aria-label': 'Search input textbox' });
    side.append(search, grid);
    app.append(side);
    doc.body.append(app);
  }

  /** A new message id, shaped like WhatsApp's bare ids. */
  newId(): string {
    return `3EB0${String(this.nextId++).padStart(16, '0')}`;
  }

  /** Opens a chat: WhatsApp renders a new #main (header, then the rows it shows). */
  open(title: string, { rows = true } = {}): void {
    this.main?.remove();
    this.rows.clear();
    this.openTitle = title;
    this.main = this.el('div', { id: 'main' });
    const header = this.el('header');
    const info = this.el('div', { role: 'button' });
    info.append(this.el('span', { dir: 'auto', class: 'x1iyjqo2' }, title));
    info.append(this.el('span', { dir: 'auto', title: 'click here for contact info' }, 'click here for contact info'));
    header.append(info);
    this.main.append(header);
    this.list = this.el('div', { role: 'application' });
    this.main.append(this.list);
    const footer = this.el('footer');
    footer.append(this.el('div', { contenteditable: 'true', role: 'textbox', 'aria-label': 'Type a message' }));
    this.main.append(footer);
    this.doc.getElementById('app')!.append(this.main);
    if (rows) for (const message of this.chat().messages) this.list.append(this.row(message));
  }

  /** Opens a chat keeping the same #main: only the header's title and the rows change. */
  switchInPlace(title: string): void {
    this.openTitle = title;
    this.rows.clear();
    this.main!.querySelector('header span[dir="auto"]')!.textContent = title;
    this.list!.replaceChildren(...this.chat().messages.map((m) => this.row(m)));
  }

  /** The header's subtitle changes in place ("typing…", "online", "last seen today at 13:52"). */
  setSubtitle(text: string): void {
    this.main!.querySelectorAll('header span[dir="auto"]')[1]!.firstChild!.nodeValue = text;
  }

  /** The user types in the composer without sending. */
  type(text: string): void {
    const box = this.main!.querySelector('footer [role="textbox"]')!;
    if (box.firstChild) box.firstChild.nodeValue = text;
    else box.append(this.doc.createTextNode(text));
  }

  /** Back to the start screen: no chat open. */
  close(): void {
    this.main?.remove();
    this.main = null;
    this.openTitle = undefined;
  }

  /** Someone else's message arrives in the open chat. */
  receive(from: string, text: string, at: number, id = this.newId()): WhatsAppMessage {
    return this.add({ id, from, out: false, text, at });
  }

  /** The user sends a message in the open chat. */
  send(from: string, text: string, at: number, id = this.newId()): WhatsAppMessage {
    return this.add({ id, from, out: true, text, at });
  }

  /**
   * A reply: the bubble quotes `quoting` (its own text element) above the new words. With `quoteLabel`,
   * a page version whose quote has no data-testid, only its aria-label in the UI language.
   */
  reply(from: string, text: string, at: number, quoting: WhatsAppMessage, quoteLabel?: string): WhatsAppMessage {
    const message = this.receive(from, text, at);
    // The quote comes first in the bubble with the quoted message's author and words; it is given that
    // message's stamp too (not confirmed on the page), so a reader taking the first stamp would be wrong.
    const quote = this.el('div', {
      ...(quoteLabel ? { 'aria-label': quoteLabel } : { 'data-testid': 'quoted-message' }),
      role: 'button',
      'data-pre-plain-text': `[${this.format(new Date(quoting.at))}] ${quoting.from}: `,
    });
    quote.append(this.el('span', { 'data-testid': 'author' }, quoting.from));
    quote.append(
      this.el(
        'span',
        { 'data-testid': 'selectable-text', class: 'selectable-text copyable-text quoted-mention' },
        quoting.text,
      ),
    );
    this.rows.get(message.id)!.querySelector('.copyable-text')!.before(quote);
    return message;
  }

  /** A message row whose content arrives later (`fill`): first only the row and its id, no bubble. */
  receiveLate(from: string, text: string, at: number): WhatsAppMessage {
    const message = { id: this.newId(), from, out: false, text, at };
    this.chat().messages.push(message);
    const row = this.el('div', { role: 'row' });
    row.append(this.el('div', { 'data-id': message.id }));
    this.rows.set(message.id, row);
    this.list!.append(row);
    return message;
  }

  /** Fills a late row in: its bubble, stamp and text appear. */
  fill(message: WhatsAppMessage): void {
    const row = this.rows.get(message.id)!;
    row.replaceChildren(this.row(message).firstChild!);
  }

  /** A system notice ("Messages are end-to-end encrypted", "Maria added Sam"): a row with no stamp. */
  notice(text: string): void {
    const row = this.el('div', { role: 'row' });
    const holder = this.el('div', { 'data-id': this.newId() });
    holder.append(this.el('div', { class: 'focusable-list-item' }, text));
    row.append(holder);
    this.list!.append(row);
  }

  /** The list keeps only rows from `keep` on: earlier ones leave the DOM (scrolled out of view). */
  dropRowsBefore(keep: number): void {
    for (const row of [...this.list!.querySelectorAll(':scope > [role="row"]')].slice(0, keep)) row.remove();
  }

  /** Scrolling back up: the chat's rows are rendered anew, in order, as fresh elements. */
  rerender(): void {
    this.list!.replaceChildren(...this.chat().messages.map((m) => this.row(m)));
  }

  /** Edits a message's text in place (same id). */
  edit(message: WhatsAppMessage, text: string): void {
    message.text = text;
    const row = this.rows.get(message.id)!;
    row.replaceChildren(this.row(message).firstChild!);
  }

  get mainElement(): HTMLElement | null {
    return this.main;
  }

  private chat() {
    return this.chats.get(this.openTitle!)!;
  }

  private add(message: WhatsAppMessage): WhatsAppMessage {
    this.chat().messages.push(message);
    this.list!.append(this.row(message));
    return message;
  }

  /** One message row; in a group, the author span only when the previous row is someone else's. */
  private row(message: WhatsAppMessage): HTMLElement {
    const { group, messages } = this.chat();
    const index = messages.indexOf(message);
    const previous = index > 0 ? messages[index - 1] : undefined;
    const row = this.el('div', { role: 'row' });
    const holder = this.el('div', { 'data-id': message.id, class: 'x1n2onr6' });
    const bubble = this.el('div', { class: `${message.out ? 'message-out' : 'message-in'} focusable-list-item` });
    if (group && !message.out && previous?.from !== message.from) {
      bubble.append(this.el('span', { 'data-testid': 'author', dir: 'auto' }, message.from));
    }
    const copyable = this.el('div', {
      class: 'copyable-text',
      'data-pre-plain-text': `[${this.format(new Date(message.at))}] ${this.stampNames ? `${message.from}: ` : ''}`,
    });
    const words = this.el('span', {
      'data-testid': 'selectable-text',
      class: 'selectable-text copyable-text',
      dir: 'ltr',
    });
    const inner = this.el('span');
    for (const part of message.text.split(EMOJI)) {
      if (!part) continue;
      if (EMOJI.test(part))
        inner.append(this.el('img', { alt: part, draggable: 'false', class: 'emoji', src: 'data:,' }));
      else inner.append(this.doc.createTextNode(part));
    }
    words.append(inner);
    copyable.append(words);
    bubble.append(copyable);
    const meta = this.el('div', { 'data-testid': 'msg-meta' });
    meta.append(this.el('span', {}, twelveHour(new Date(message.at))));
    if (message.out) meta.append(this.el('span', { 'data-icon': 'msg-dblcheck', 'aria-label': ' Read ' }));
    bubble.append(meta);
    holder.append(bubble);
    row.append(holder);
    this.rows.set(message.id, row);
    return row;
  }

  private el(tag: string, attributes: Record<string, string> = {}, text?: string): HTMLElement {
    return createElementIn(this.doc, tag, attributes, text);
  }
}
