// A Freshdesk ticket page in jsdom, shaped like shared/capture-facts.md: the ticket's first message
// `[data-test-id="ticket-description"]`, then each reply or note a `conversation-wrapper` with
// `data-album="note_<id>"` and the `requestor` or `privatenote` class, the sender in `user-name`
// (agents marked with data-test-is-agent), a localized status line, and the exact time in the
// aria-label of `time-info`. Tickets live in a model, so opening one again renders new nodes. Reply and
// Add note open their own editors (no public capture: built from the candidates in selectors.ts).
import { createElementIn } from '../../support/element';

export type FreshdeskAuthor = 'customer' | 'agent' | 'note';

export interface FreshdeskEntry {
  author: FreshdeskAuthor;
  name: string;
  /** Epoch ms the entry was written (shown in the time-info label). */
  at: number;
  /** The body's HTML (written by tests). */
  html: string;
}

export interface FreshdeskTicket {
  subject: string;
  description: FreshdeskEntry;
  replies: FreshdeskEntry[];
}

/** The words Freshdesk shows, in the agent's language. */
export interface FreshdeskLanguage {
  lang: string;
  status: Record<FreshdeskAuthor, string>;
  timeLabel(at: number): string;
  ago: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const SHORT_MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SHORT_DAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const SHORT_MONTHS_DE = [
  'Jan.',
  'Feb.',
  'März',
  'Apr.',
  'Mai',
  'Juni',
  'Juli',
  'Aug.',
  'Sept.',
  'Okt.',
  'Nov.',
  'Dez.',
];
const SHORT_DAYS_DE = ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'];

export const ENGLISH: FreshdeskLanguage = {
  lang: 'en',
  status: { customer: 'replied', agent: 'replied', note: 'added a private note' },
  timeLabel(at) {
    const d = new Date(at);
    const hours = d.getHours() % 12 || 12;
    return `${SHORT_DAYS_EN[d.getDay()]}, ${d.getDate()} ${SHORT_MONTHS_EN[d.getMonth()]} ${d.getFullYear()} at ${hours}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
  },
  ago: '2 hours ago',
};

export const GERMAN: FreshdeskLanguage = {
  lang: 'de',
  status: { customer: 'hat geantwortet', agent: 'hat geantwortet', note: 'hat eine private Notiz hinzugefügt' },
  timeLabel(at) {
    const d = new Date(at);
    return `${SHORT_DAYS_DE[d.getDay()]}, ${d.getDate()}. ${SHORT_MONTHS_DE[d.getMonth()]} ${d.getFullYear()} um ${pad(d.getHours())}:${pad(d.getMinutes())}`;
  },
  ago: 'vor 2 Stunden',
};

export class FakeFreshdesk {
  readonly tickets = new Map<string, FreshdeskTicket>();
  details: HTMLElement | null = null;
  private openId: string | undefined;

  constructor(
    readonly doc: Document,
    private readonly language: FreshdeskLanguage = ENGLISH,
  ) {
    doc.body.innerHTML = '';
    doc.documentElement.lang = language.lang;
    doc.title = 'Tickets : Freshdesk';
    doc.defaultView!.history.replaceState(null, '', '/a/tickets/filters/all_tickets');
    doc.body.append(this.el('nav', {}, 'Tickets'));
  }

  /** Opens a ticket: the URL changes, the page shows it loading, then the description and replies. */
  open(id: string, ticket?: FreshdeskTicket, { loaded = true } = {}): void {
    if (ticket) this.tickets.set(id, { ...ticket, replies: [...ticket.replies] });
    this.openId = id;
    this.doc.defaultView!.history.pushState(null, '', `/a/tickets/${id}`);
    this.details?.remove();
    this.details = this.el('div', { 'data-test-id': 'ticket-details' });
    this.doc.body.append(this.details);
    if (loaded) this.showTicket();
    else this.details.append(this.el('div', { class: 'loading-spinner' }));
  }

  showTicket(): void {
    const ticket = this.tickets.get(this.openId!)!;
    this.details!.replaceChildren(this.el('h2', { 'data-test-id': 'ticket-subject' }, ticket.subject));
    this.details!.append(this.entry(ticket.description, 'description'));
    for (const [i, reply] of ticket.replies.entries())
      this.details!.append(this.entry(reply, `note_${this.noteIdOf(i)}`));
  }

  /** A reply or note arrives; `emptyFirst` renders its body empty, filled by `fill`. */
  add(reply: FreshdeskEntry, { emptyFirst = false } = {}): HTMLElement {
    const ticket = this.tickets.get(this.openId!)!;
    ticket.replies.push(reply);
    const el = this.entry(reply, `note_${this.noteIdOf(ticket.replies.length - 1)}`, emptyFirst);
    this.details!.append(el);
    return el;
  }

  fill(entry: HTMLElement, html: string): void {
    entry.querySelector('[data-test-conversation="conversation-text"]')!.innerHTML = html;
  }

  /** Long tickets fold their older replies behind "N older conversations", then unfold them on a click. */
  foldOlder(count: number): () => void {
    const replies = [...this.details!.querySelectorAll('[data-test-id="conversation-wrapper"]')].slice(0, count);
    const fold = this.el('button', { type: 'button', class: 'show-older' }, `${count} older conversations`);
    replies[0]?.before(fold);
    for (const reply of replies) reply.remove();
    return () => this.showTicket();
  }

  /** Reply or Add note opens its editor under the ticket, with what the agent typed so far. */
  openEditor(kind: 'reply' | 'note', typed = ''): HTMLElement {
    const form = this.el('div', { 'data-test-id': kind === 'reply' ? 'reply-editor' : 'note-editor' });
    const editor = this.el('div', { class: 'fr-element fr-view', contenteditable: 'true' });
    editor.append(this.el('p', {}, typed));
    form.append(editor);
    this.details!.append(form);
    return editor;
  }

  /** Back to the ticket list: no ticket is open. */
  closeTicket(): void {
    this.doc.defaultView!.history.pushState(null, '', '/a/tickets/filters/all_tickets');
    this.details?.remove();
    this.details = null;
  }

  /** Note ids are fixed per ticket and reply position, like the server's. */
  private noteIdOf(index: number): number {
    return Number(this.openId) * 100 + index + 1;
  }

  private entry(entry: FreshdeskEntry, album: string, emptyBody = false): HTMLElement {
    const isDescription = album === 'description';
    const classes = [
      'conversation',
      entry.author === 'customer' ? 'requestor' : '',
      entry.author === 'note' ? 'privatenote' : '',
    ];
    const el = isDescription
      ? this.el('div', {
          'data-test-id': 'ticket-description',
          class: `ticket-details__item ${entry.author === 'customer' ? 'requestor' : ''}`.trim(),
        })
      : this.el('div', {
          'data-test-id': 'conversation-wrapper',
          'data-album': album,
          class: classes.join(' ').trim(),
        });
    const name = this.el('a', {
      'data-test-id': 'user-name',
      ...(entry.author === 'customer' ? {} : { 'data-test-is-agent': 'true' }),
    });
    name.append(this.el('b', {}, entry.name));
    el.append(name);
    el.append(this.el('span', { 'data-test-id': 'conversation-status' }, this.language.status[entry.author]));
    el.append(
      this.el(
        'span',
        { 'data-test-id': 'time-info', 'aria-label': this.language.timeLabel(entry.at) },
        this.language.ago,
      ),
    );
    const body = this.el('div', { 'data-test-conversation': 'conversation-text' });
    if (!emptyBody) body.innerHTML = entry.html;
    el.append(body);
    return el;
  }

  private el(tag: string, attributes: Record<string, string> = {}, text?: string): HTMLElement {
    return createElementIn(this.doc, tag, attributes, text);
  }
}
