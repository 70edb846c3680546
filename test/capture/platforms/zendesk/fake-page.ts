// A Zendesk Agent Workspace page in jsdom, shaped like shared/capture-facts.md: header tabs, every open
// ticket's pane kept inside main#main_panes (only the selected one shown), each with its conversation log
// of comment articles (message block with a `type`, an aria-hidden copy, sender, time, content with
// quoted history, signature and read indicator), internal notes, a "show more" button for older comments,
// and the URL following the selected ticket. A ticket's composer (CKEditor 5) writes the public reply or an
// internal note, as its channel switcher says.
import { createElementIn } from '../../support/element';

export interface ZendeskComment {
  sender: string;
  type: 'end-user' | 'agent';
  /** Plain words of the message (set as text, never parsed). */
  text: string;
  /** ISO time; defaults to one minute after the previous comment. */
  at?: string;
  note?: boolean;
  /** Earlier email thread quoted under the message. */
  quoted?: string;
  signature?: string;
  /** An emoji image after the words (Zendesk renders some emoji as images with alt text). */
  emoji?: string;
  /** Rendered without its content first (filled by fill()). */
  late?: boolean;
  /** Page's own id on the article, when the page version gives one. */
  commentId?: string;
}

export interface ZendeskLabels {
  internalNote: string;
  showMore: string;
  loading: string;
  readIndicator: string;
  closeTab: string;
}

export const ENGLISH: ZendeskLabels = {
  internalNote: 'Internal note',
  showMore: 'Show more',
  loading: 'Loading',
  readIndicator: 'Seen',
  closeTab: 'Close tab',
};

export const GERMAN: ZendeskLabels = {
  internalNote: 'Interne Notiz',
  showMore: 'Mehr anzeigen',
  loading: 'Wird geladen',
  readIndicator: 'Gesehen',
  closeTab: 'Tab schließen',
};

interface Ticket {
  id: string;
  tab: HTMLElement;
  pane: HTMLElement;
  log: HTMLElement | null;
  lastAt: number;
}

const preview = (text: string) => (text.length > 12 ? `${text.slice(0, 12)}…` : text);

const FIRST_COMMENT_AT = Date.parse('2026-11-23T09:00:00Z');

export class FakeZendesk {
  private readonly tabs: HTMLElement;
  private readonly panes: HTMLElement;
  private readonly tickets = new Map<string, Ticket>();

  constructor(
    private readonly doc: Document,
    private readonly labels: ZendeskLabels = ENGLISH,
  ) {
    doc.body.innerHTML = '';
    doc.title = 'Agent Workspace';
    history.replaceState(null, '', '/agent/dashboard');
    this.tabs = this.el('nav', { role: 'tablist' });
    const header = this.el('header', { 'data-test-id': 'header' });
    header.append(this.tabs);
    this.panes = this.el('main', { id: 'main_panes' });
    doc.body.append(header, this.panes);
  }

  /** Opens a ticket in a new tab and shows it; `loading` leaves its log out until load(). */
  open(id: string, subject: string, options: { loading?: boolean } = {}): void {
    const tab = this.el('a', {
      'data-test-id': 'header-tab',
      href: `/agent/tickets/${id}`,
      'data-entity-is-selected': 'false',
    });
    tab.append(
      this.el('span', {}, subject),
      this.el('button', { type: 'button', 'aria-label': this.labels.closeTab }, '×'),
    );
    this.tabs.append(tab);
    const pane = this.el('div', { class: 'ticket-pane' });
    this.panes.append(pane);
    const ticket: Ticket = { id, tab, pane, log: null, lastAt: FIRST_COMMENT_AT };
    this.tickets.set(id, ticket);
    if (options.loading) pane.append(this.el('div', { role: 'progressbar' }, this.labels.loading));
    else this.load(id);
    this.select(id);
  }

  /** The ticket finished loading: its log appears. */
  load(id: string): void {
    const ticket = this.ticket(id);
    ticket.pane.replaceChildren();
    ticket.log = this.el('div', { 'data-test-id': 'omni-log-container' });
    ticket.log.append(
      this.el('button', { 'data-test-id': 'convolog-show-more-button', type: 'button' }, this.labels.showMore),
    );
    ticket.pane.append(ticket.log);
  }

  /** Shows a ticket as the user clicking its tab does: tab selected, pane shown, the URL changed. */
  select(id: string): void {
    for (const other of this.tickets.values()) {
      other.tab.setAttribute('data-entity-is-selected', String(other.id === id));
      other.pane.style.display = other.id === id ? '' : 'none';
    }
    history.pushState(null, '', `/agent/tickets/${id}`);
  }

  /** The URL changes before the page shows the ticket (a router that updates the address first). */
  navigateOnly(id: string): void {
    history.pushState(null, '', `/agent/tickets/${id}`);
  }

  /** A new comment at the end of the ticket's log. */
  add(id: string, comment: ZendeskComment): HTMLElement {
    const ticket = this.ticket(id);
    const article = this.article(ticket, comment);
    ticket.log!.append(article);
    return article;
  }

  /** Older comments loaded above ("show more"), oldest first. */
  addOlder(id: string, comments: ZendeskComment[]): void {
    const ticket = this.ticket(id);
    const button = ticket.log!.querySelector('[data-test-id="convolog-show-more-button"]')!;
    button.after(...comments.map((comment) => this.article(ticket, comment)));
  }

  /** Fills a comment rendered `late`. */
  fill(article: HTMLElement, comment: ZendeskComment): void {
    const [copy, message] = article.querySelectorAll('[data-test-id="omni-log-item-message"]');
    copy!.replaceChildren(this.content({ ...comment, text: preview(comment.text) }));
    message!.replaceChildren(this.content(comment));
  }

  /** React re-renders the whole log: every article is a new element with the same content. */
  rerender(id: string): void {
    const log = this.ticket(id).log!;
    log.replaceChildren(...[...log.children].map((child) => child.cloneNode(true)));
  }

  /**
   * Opens the ticket's composer on a channel ("Public reply", "Email", "Internal note", localized), with
   * what the agent typed so far; returns its editor.
   */
  openComposer(id: string, channel = 'Public reply', typed = ''): HTMLElement {
    const ticket = this.ticket(id);
    const composer = this.el('div', { class: 'composer', 'data-side-conversations-anchor-id': id });
    const switcher = this.el('button', { type: 'button', 'data-test-id': 'omnichannel-channel-switcher-button' });
    switcher.append(this.el('span', {}, channel));
    const container = this.el('div', { class: 'zendesk-editor--rich-text-container' });
    const editor = this.el('div', {
      class: 'ck ck-content ck-editor__editable ck-rounded-corners',
      'data-test-id': 'omnicomposer-rich-text-ckeditor',
      contenteditable: 'true',
      role: 'textbox',
      'aria-label': 'Rich Text Editor. Editing area: main',
    });
    const paragraph = this.el('p', {}, typed || undefined);
    if (!typed) paragraph.append(this.el('br', { 'data-cke-filler': 'true' }));
    editor.append(paragraph);
    container.append(editor);
    composer.append(switcher, container);
    ticket.pane.append(composer);
    this.switchChannel(id, channel);
    return editor;
  }

  /** The agent picks another channel in the switcher: its label (aria-label and text) follows. */
  switchChannel(id: string, channel: string): void {
    const switcher = this.ticket(id).pane.querySelector('[data-test-id="omnichannel-channel-switcher-button"]')!;
    switcher.setAttribute('aria-label', channel);
    switcher.firstElementChild!.textContent = channel;
  }

  articles(id: string): HTMLElement[] {
    return [...this.ticket(id).log!.querySelectorAll<HTMLElement>('article')];
  }

  private article(ticket: Ticket, comment: ZendeskComment): HTMLElement {
    if (comment.at === undefined) ticket.lastAt += 60_000;
    const at = comment.at ?? new Date(ticket.lastAt).toISOString();
    const article = this.el('article', { 'data-test-id': 'omni-log-comment-item' });
    if (comment.commentId) article.setAttribute('data-comment-id', comment.commentId);
    const header = this.el('div', { class: 'omni-log-item-header' });
    header.append(this.el('span', { 'data-test-id': 'omni-log-item-sender' }, comment.sender));
    if (comment.note)
      header.append(this.el('span', { 'data-test-id': 'omni-log-internal-note-tag' }, this.labels.internalNote));
    header.append(this.el('time', { 'data-test-id': 'timestamp-relative', datetime: at }, '09:01'));
    const message = this.el('div', { 'data-test-id': 'omni-log-item-message', type: comment.type });
    message.append(comment.late ? this.el('div', { class: 'skeleton' }) : this.content(comment));
    // Zendesk renders a second, aria-hidden copy of the message (a collapsed preview, for measuring)
    // before the shown one: never read, and never read twice.
    const copy = this.el('div', { 'data-test-id': 'omni-log-item-message', type: comment.type, 'aria-hidden': 'true' });
    copy.append(this.content({ ...comment, text: preview(comment.text) }));
    const footer = this.el('div', { class: 'omni-log-item-footer' });
    footer.append(this.el('span', { 'data-test-id': 'omni-log-read-indicator' }, this.labels.readIndicator));
    article.append(header, copy, message, footer);
    return article;
  }

  private content(comment: ZendeskComment): HTMLElement {
    const content = this.el('div', { 'data-test-id': 'omni-log-message-content' });
    const paragraph = this.el('p', {}, comment.text);
    if (comment.emoji)
      paragraph.append(' ', this.el('img', { alt: comment.emoji, src: 'https://static.zdassets.com/emoji.png' }));
    content.append(paragraph);
    if (comment.signature) content.append(this.el('div', { class: 'signature' }, comment.signature));
    if (comment.quoted) {
      const quote = this.el('blockquote', {});
      quote.append(this.el('p', {}, comment.quoted), this.el('div', { class: 'signature' }, 'Earlier signature'));
      content.append(quote, this.el('p', {}, 'Sent from my phone'));
    }
    return content;
  }

  private ticket(id: string): Ticket {
    const ticket = this.tickets.get(id);
    if (!ticket) throw new Error(`no ticket ${id} open in the fake page`);
    return ticket;
  }

  private el(tag: string, attributes: Record<string, string> = {}, text?: string): HTMLElement {
    return createElementIn(this.doc, tag, attributes, text);
  }
}
