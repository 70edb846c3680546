// An Intercom inbox page in jsdom, shaped like shared/capture-facts.md: one conversation pane at a time,
// its stream of part groups (data-part-group-category) each holding parts
// (data-intercom-target="conversation-stream-content-part") with an .intercom-interblocks body;
// teammates' groups show the admin's avatar name and sit on the right, notes carry note-part classes.
// Conversations live in a model, so switching away and back renders new nodes for the same parts. The
// composer under the stream writes a reply, or a note (a modifier class, drawn yellow).
import { createElementIn } from '../../support/element';

export type IntercomAuthor = 'customer' | 'teammate' | 'bot' | 'note' | 'system';

export interface IntercomPart {
  id: string;
  author: IntercomAuthor;
  /** Shown once per group; customers show none. */
  name?: string;
  /** The body's HTML (tests write it; it is never page text from elsewhere). */
  html: string;
}

export interface FakeIntercomOptions {
  /** What data-part-group-category says: the real category, or a wrong one (reported unreliable). */
  categories?: 'right' | 'all-customer' | 'none';
  /** Whether parts carry their own data-part-id (else only the group id, or nothing). */
  partIds?: 'part' | 'group' | 'none';
  /** The note header's words, in the agent's language. */
  noteLabel?: string;
}

const CATEGORY: Record<IntercomAuthor, string> = { customer: '1', teammate: '3', note: '4', bot: '5', system: '20' };

export class FakeIntercom {
  readonly conversations = new Map<string, { title: string; customer?: string; parts: IntercomPart[] }>();
  pane: HTMLElement | null = null;
  private stream: HTMLElement | null = null;
  private openId: string | undefined;
  private readonly options: Required<FakeIntercomOptions>;

  constructor(
    readonly doc: Document,
    options: FakeIntercomOptions = {},
  ) {
    this.options = { categories: 'right', partIds: 'part', noteLabel: 'Note', ...options };
    doc.body.innerHTML = '';
    doc.title = 'Inbox | Intercom';
    doc.defaultView!.history.replaceState(null, '', '/a/inbox/abc123/inbox/shared/all');
    doc.body.append(this.el('nav', { 'data-intercom-target': 'inbox-left-nav' }, 'Inbox'));
  }

  /**
   * Opens a conversation: the URL changes first, the pane shows a loading state, then its parts. With a
   * `customer`, the header names them through a link to their profile.
   */
  open(
    id: string,
    title: string,
    parts: Omit<IntercomPart, 'id'>[] = [],
    { loaded = true, customer }: { loaded?: boolean; customer?: string } = {},
  ): void {
    const known = this.conversations.get(id) ?? { title, parts: [] };
    if (customer) known.customer = customer;
    this.conversations.set(id, known);
    for (const part of parts) known.parts.push({ id: `${id}-${known.parts.length + 1}`, ...part });
    this.openId = id;
    this.doc.defaultView!.history.pushState(null, '', `/a/inbox/abc123/inbox/shared/all/conversation/${id}`);
    this.pane?.remove();
    this.pane = this.el('div', { 'data-intercom-target': 'conversation-space' });
    const header = this.el('header', {});
    header.append(this.el('h2', { 'data-inbox-conversation-header-title': '' }, known.title));
    this.pane.append(header);
    if (known.customer) this.showCustomer(known.customer);
    this.stream = this.el('div', { 'data-conversation-stream': '' });
    this.pane.append(this.stream);
    this.doc.body.append(this.pane);
    if (loaded) this.showParts();
    else this.stream.append(this.el('div', { class: 'spinner', role: 'progressbar' }));
  }

  /** The header names the customer (it may render after the parts). */
  showCustomer(name: string): void {
    this.conversations.get(this.openId!)!.customer = name;
    const header = this.pane!.querySelector('header')!;
    header.querySelector('a')?.remove();
    header.append(this.el('a', { href: `/a/apps/abc123/users/64f0${this.openId}/all-conversations` }, name));
  }

  /** The URL names another conversation before the pane re-renders (Ember routes first, renders after its data). */
  navigate(id: string): void {
    this.doc.defaultView!.history.pushState(null, '', `/a/inbox/abc123/inbox/shared/all/conversation/${id}`);
  }

  /** The loading state ends: every part of the open conversation shows. */
  showParts(): void {
    this.stream!.querySelector('.spinner')?.remove();
    for (const part of this.conversations.get(this.openId!)!.parts) this.render(part);
  }

  /** A new part arrives in the open conversation; returns it for later changes. */
  add(part: Omit<IntercomPart, 'id'>, { emptyFirst = false } = {}): HTMLElement {
    const model = this.conversations.get(this.openId!)!;
    const full = { id: `${this.openId}-${model.parts.length + 1}`, ...part };
    model.parts.push(full);
    const el = this.render(full, emptyFirst);
    return el;
  }

  /** A part rendered empty fills in now (late-filled rows). */
  fill(partEl: HTMLElement, html: string): void {
    partEl.querySelector('.intercom-interblocks')!.innerHTML = html;
  }

  /** Long threads collapse their earlier parts behind a "show more" line. */
  collapseFirst(count: number): void {
    const groups = [...this.stream!.querySelectorAll('[data-part-group-id]')].slice(0, count);
    for (const group of groups) group.remove();
    this.stream!.prepend(this.el('button', { type: 'button' }, `Show ${count} earlier`));
  }

  /** "Show earlier" is clicked: the collapsed parts render again above the others (new nodes, same parts). */
  expand(): void {
    this.stream!.replaceChildren();
    this.showParts();
  }

  /** Opens the open conversation's composer in reply or note mode, with what the teammate typed so far. */
  openComposer(mode: 'reply' | 'note', typed = ''): HTMLElement {
    this.pane!.querySelector('[data-intercom-target="composer"]')?.remove();
    const composer = this.el('div', {
      'data-intercom-target': 'composer',
      class: mode === 'note' ? 'inbox-2__composer inbox-2__composer--note' : 'inbox-2__composer',
    });
    const editor = this.el('div', { class: 'ProseMirror', contenteditable: 'true', role: 'textbox' });
    editor.append(this.el('p', {}, typed));
    composer.append(editor);
    this.pane!.append(composer);
    return editor;
  }

  /** Leaves the conversation list view: no conversation is open. */
  closeConversation(): void {
    this.doc.defaultView!.history.pushState(null, '', '/a/inbox/abc123/inbox/shared/all');
    this.pane?.remove();
    this.pane = null;
    this.stream = null;
    this.openId = undefined;
  }

  private render(part: IntercomPart, emptyBody = false): HTMLElement {
    const stream = this.stream!;
    const last = stream.lastElementChild as HTMLElement | null;
    // Consecutive parts of one author share a group, which shows the name once.
    const sameGroup =
      last?.dataset.fakeAuthor === part.author &&
      last.dataset.fakeName === (part.name ?? '') &&
      part.author !== 'system';
    let group: HTMLElement;
    if (sameGroup) group = last!;
    else {
      const category =
        this.options.categories === 'right'
          ? CATEGORY[part.author]
          : this.options.categories === 'all-customer'
            ? '1'
            : undefined;
      group = this.el('div', {
        'data-fake-author': part.author,
        'data-fake-name': part.name ?? '',
        ...(this.options.partIds !== 'none' ? { 'data-part-group-id': `g-${part.id}` } : {}),
        ...(category ? { 'data-part-group-category': category } : {}),
        class:
          part.author === 'teammate' || part.author === 'note' || part.author === 'bot'
            ? 'flex justify-end'
            : 'flex justify-start',
      });
      if (part.author === 'note') group.append(this.el('span', { class: 'note-label' }, this.options.noteLabel));
      if (part.name) group.append(this.el('span', { 'data-testid': 'admin-avatar-name' }, part.name));
      stream.append(group);
    }
    const el = this.el('div', {
      'data-intercom-target': 'conversation-stream-content-part',
      ...(this.options.partIds === 'part' ? { 'data-part-id': part.id } : {}),
      class: part.author === 'note' ? 'inbox-2__note-part' : part.author === 'system' ? 'inbox-2__event-part' : '',
    });
    const body = this.el('div', { class: 'intercom-interblocks' });
    if (!emptyBody) body.innerHTML = part.html;
    el.append(body);
    group.append(el);
    return el;
  }

  private el(tag: string, attributes: Record<string, string> = {}, text?: string): HTMLElement {
    return createElementIn(this.doc, tag, attributes, text);
  }
}
