// A Front page in jsdom built from the candidates selectors.ts reads, NOT from a capture of
// Front (none is public): a conversation list beside the open conversation, its subject heading, and a
// role="log" of articles, each with a heading naming the sender ("Name <address>"), a <time datetime>,
// and a role="document" body that may quote earlier mail and end with a signature. Teammates' replies
// and internal comments carry CSS-module class names that keep a readable part. The address ends with
// the conversation id, and with several ids when several are selected. Under the conversation, the
// comment box for teammates, and the reply editor once the user opens a reply.
import { createElementIn } from '../../support/element';

export interface FrontMessage {
  from: string;
  address?: string;
  kind: 'inbound' | 'outbound' | 'comment';
  text: string;
  at: number;
  /** Quoted earlier mail, under the message's own words. */
  quote?: string;
  signature?: string;
}

const INBOX_PATH = '/inboxes/teammates/4182/inbox/open/0';

export class FakeFront {
  private readonly conversations = new Map<string, { subject: string; messages: FrontMessage[] }>();
  private log: HTMLElement | null = null;
  private readonly rows = new Map<FrontMessage, HTMLElement>();
  openId: string | undefined;

  constructor(
    readonly doc: Document,
    conversations: Record<string, { subject: string; messages?: FrontMessage[] }>,
  ) {
    doc.body.innerHTML = '';
    doc.title = 'Front';
    history.replaceState(null, '', INBOX_PATH);
    const nav = this.el('nav', { 'aria-label': 'Conversations' });
    nav.append(this.el('h2', {}, 'Inbox'));
    const list = this.el('div', { role: 'list' });
    for (const [id, conversation] of Object.entries(conversations)) {
      this.conversations.set(id, { subject: conversation.subject, messages: [...(conversation.messages ?? [])] });
      const item = this.el('div', { role: 'listitem', class: 'conversationListItem_k2j9' });
      item.append(this.el('span', {}, conversation.subject));
      list.append(item);
    }
    nav.append(list);
    doc.body.append(nav);
  }

  /** Opens one conversation: the address ends with its id and the main region shows it. */
  open(id: string): void {
    this.openId = id;
    history.pushState(null, '', `${INBOX_PATH}/${id}`);
    this.doc.querySelector('main')?.remove();
    this.rows.clear();
    const main = this.el('main', { role: 'main', class: 'conversationView_p0q1' });
    main.append(this.el('h1', { class: 'subject_8fj2' }, this.conversation().subject));
    this.log = this.el('div', { role: 'log', 'aria-label': 'Messages' });
    for (const message of this.conversation().messages) this.log.append(this.row(message));
    main.append(this.log);
    this.doc.body.append(main);
  }

  /** The comment box under the open conversation (Front shows it whenever a conversation is open). */
  showCommentBox(typed = ''): HTMLElement {
    const box = this.el('div', { class: 'commentComposer_q8w2' });
    const editor = this.el('div', { contenteditable: 'true', role: 'textbox', 'aria-label': 'Add a comment' }, typed);
    box.append(editor);
    this.doc.querySelector('main')!.append(box);
    return editor;
  }

  /** The user opens a reply: its editor shows under the messages. */
  openReply(typed = ''): HTMLElement {
    const draft = this.el('div', { class: 'replyDraft_m4n5' });
    const editor = this.el('div', { contenteditable: 'true', role: 'textbox', 'aria-label': 'Message body' }, typed);
    draft.append(editor);
    this.log!.after(draft);
    return editor;
  }

  /** Several conversations selected: the address lists their ids and no single one is shown. */
  selectSeveral(ids: string[]): void {
    this.openId = undefined;
    history.pushState(null, '', `${INBOX_PATH}/${ids.join(',')}`);
    this.doc.querySelector('main')?.replaceChildren(this.el('h1', {}, `${ids.length} conversations selected`));
    this.log = null;
  }

  add(message: FrontMessage): FrontMessage {
    this.conversation().messages.push(message);
    this.log!.append(this.row(message));
    return message;
  }

  /** A message whose body arrives later: the row, its heading and time first, the words after. */
  addLate(message: FrontMessage): FrontMessage {
    this.add(message);
    this.rows.get(message)!.querySelector('[role="document"]')!.replaceChildren();
    return message;
  }

  fill(message: FrontMessage): void {
    this.rows.get(message)!.replaceWith(this.row(message));
  }

  /** Only rows from `keep` on stay in the DOM (scrolled away). */
  dropRowsBefore(keep: number): void {
    for (const row of [...this.log!.children].slice(0, keep)) row.remove();
  }

  /** The whole conversation rendered anew, every row a fresh element. */
  rerender(): void {
    this.log!.replaceChildren(...this.conversation().messages.map((m) => this.row(m)));
  }

  private conversation() {
    return this.conversations.get(this.openId!)!;
  }

  private row(message: FrontMessage): HTMLElement {
    const kindClass = {
      inbound: 'message_a1b2 inbound_x9f3',
      outbound: 'message_a1b2 outbound_k3d7',
      comment: 'comment_z7e1',
    }[message.kind];
    const row = this.el('article', { class: kindClass });
    const header = this.el('header');
    header.append(this.el('h3', {}, message.address ? `${message.from} <${message.address}>` : message.from));
    header.append(
      this.el(
        'time',
        { datetime: new Date(message.at).toISOString() },
        new Date(message.at).toLocaleTimeString('en-US'),
      ),
    );
    header.append(this.el('button', { 'aria-label': 'More actions' }, '⋯'));
    row.append(header);
    const body = this.el('div', { role: 'document' });
    for (const paragraph of message.text.split('\n')) body.append(this.el('p', {}, paragraph));
    if (message.signature) body.append(this.el('div', { class: 'signature' }, message.signature));
    if (message.quote) body.append(this.el('blockquote', {}, message.quote));
    row.append(body);
    this.rows.set(message, row);
    return row;
  }

  private el(tag: string, attributes: Record<string, string> = {}, text?: string): HTMLElement {
    return createElementIn(this.doc, tag, attributes, text);
  }
}
