// A Microsoft Teams (web) call in jsdom, shaped like the markup in shared/capture-facts.md, mutated the
// way Teams does: the pre-join screen before the call, no captions root while captions are off, text
// rewritten in place, "Unknown" authors resolved later, one turn split into several list items, and a
// virtualized list whose old items leave the DOM and come back as new elements.
import { createElementIn } from '../../support/element';
import { TEAMS_WORDS, type TeamsWords } from '../ui-words';

export interface FakeTeamsOptions {
  inCall?: boolean;
  captionsOn?: boolean;
  /** Items carry Teams' per-item id (data-lpc-hover-target-id); false: nothing stable to key on. */
  stableIds?: boolean;
  /** The UI's words (English by default). */
  words?: TeamsWords;
  /** False: a page version whose captions root has no data-tid, found by its label alone. */
  captionTids?: boolean;
}

interface Item {
  speaker: string;
  text: string;
  el: HTMLElement | null;
  author: Text | null;
  words: Text | null;
}

export class FakeTeams {
  private readonly stableIds: boolean;
  private readonly words: TeamsWords;
  private readonly captionTids: boolean;
  private prejoin: HTMLElement | null = null;
  private screen: HTMLElement | null = null;
  private list: HTMLElement | null = null;
  private chatList: HTMLElement | null = null;
  /** Every item ever shown, in order; `el` is null while virtualized away. */
  private readonly items = new Map<string, Item>();

  constructor(
    private readonly doc: Document,
    options: FakeTeamsOptions = {},
  ) {
    this.stableIds = options.stableIds ?? true;
    this.words = options.words ?? TEAMS_WORDS.en;
    this.captionTids = options.captionTids ?? true;
    doc.title = '(2) Meeting with Jordan Lee | Microsoft Teams';
    doc.body.innerHTML = '';
    this.prejoin = this.el('div', { 'data-tid': 'prejoin-screen' });
    this.prejoin.append(this.el('button', { id: 'prejoin-join-button' }, 'Join now'));
    doc.body.append(this.prejoin);
    if (options.inCall ?? true) this.join(options.captionsOn ?? true);
  }

  join(captionsOn = true): void {
    this.prejoin?.remove();
    this.prejoin = null;
    this.screen = this.el('main', { 'data-tid': 'calling-screen' });
    const toolbar = this.el('div', { role: 'toolbar' });
    toolbar.append(
      this.el('button', { id: 'callingButtons-showMoreBtn', 'aria-label': 'More' }, 'More'),
      this.el('button', { 'data-tid': 'hangup-main-btn', 'aria-label': this.words.leave }, this.words.leave),
    );
    this.screen.append(this.el('h2', { 'data-tid': 'call-title' }, 'Discovery call: Northwind Freight'), toolbar);
    this.doc.body.append(this.screen);
    if (captionsOn) this.setCaptions(true);
  }

  leave(): void {
    this.screen?.remove();
    this.screen = null;
    this.list = null;
    this.doc.body.append(this.el('p', {}, 'You left the meeting.'));
  }

  setCaptions(on: boolean): void {
    if (!on) {
      this.doc.querySelector(`[aria-label="${this.words.liveCaptions}"]`)?.remove();
      this.list = null;
      for (const item of this.items.values()) item.el = null;
      return;
    }
    const tid = (name: string): Record<string, string> => (this.captionTids ? { 'data-tid': name } : {});
    const root = this.el('div', { ...tid('closed-caption-renderer-wrapper'), 'aria-label': this.words.liveCaptions });
    const window = this.el('div', tid('closed-caption-v2-window-wrapper'));
    const content = this.el('div', tid('closed-caption-v2-virtual-list-content'));
    this.list = this.el('div', { role: 'list' });
    content.append(this.list);
    window.append(content);
    root.append(window);
    this.screen!.append(root);
  }

  /** A new list item at the end, as when someone starts speaking or speaks again after a pause. */
  add(id: string, speaker: string, text: string): void {
    const item: Item = { speaker, text, el: null, author: null, words: null };
    this.items.set(id, item);
    this.render(id, item, null);
  }

  say(id: string, text: string): void {
    const item = this.items.get(id)!;
    item.text = text;
    if (item.words) item.words.data = text;
  }

  /** Teams resolves "Unknown" to the speaker's name in place. */
  resolve(id: string, speaker: string): void {
    const item = this.items.get(id)!;
    item.speaker = speaker;
    if (item.author) item.author.data = speaker;
  }

  /** The virtual list drops the item's element (it scrolled out of view). */
  evict(id: string): void {
    const item = this.items.get(id)!;
    item.el?.remove();
    item.el = item.author = item.words = null;
  }

  /** The item scrolls back into view: a new element at its place. */
  restore(id: string): void {
    const ids = [...this.items.keys()];
    const later =
      ids
        .slice(ids.indexOf(id) + 1)
        .map((other) => this.items.get(other)!.el)
        .find((el) => el !== null) ?? null;
    this.render(id, this.items.get(id)!, later);
  }

  /** A caption item without Teams' author element: only the avatar's initials name it. */
  addNameless(speaker: string, text: string): void {
    const row = this.el('div', { role: 'listitem' });
    row.append(
      this.el('div', { 'data-tid': 'closed-captions-v2-items-renderer' }, initials(speaker)),
      this.el('div', {}, text),
    );
    this.list!.append(row);
  }

  /** A chat message; `sender` undefined for the user's own. `mid` is the send time in epoch ms. */
  addChat(mid: number, sender: string | undefined, text: string): void {
    if (!this.chatList) {
      this.chatList = this.el('div', { 'data-tid': 'message-pane-list-viewport' });
      this.doc.body.append(this.chatList);
    }
    const row = this.el('div', { 'data-tid': 'chat-pane-item' });
    const message = this.el('div', { 'data-tid': 'chat-pane-message', 'data-mid': String(mid) });
    if (sender) message.append(this.el('span', { 'data-tid': 'message-author-name' }, sender));
    message.append(
      this.el('time', { datetime: new Date(mid).toISOString() }, '10:02'),
      this.el('div', { id: `content-${mid}` }, text),
    );
    row.append(message);
    this.chatList.append(row);
  }

  private render(id: string, item: Item, before: Element | null): void {
    const row = this.el('div', { role: 'listitem', class: 'fui-ChatMessageCompact' });
    const renderer = this.el('div', { 'data-tid': 'closed-captions-v2-items-renderer' });
    if (this.stableIds) renderer.setAttribute('data-lpc-hover-target-id', `caption-${id}`);
    const avatar = this.el('div', { class: 'fui-Avatar', 'aria-hidden': 'true' }, initials(item.speaker));
    const body = this.el('div', {});
    const author = this.el('span', { 'data-tid': 'author' });
    const words = this.el('span', { 'data-tid': 'closed-caption-text' });
    item.author = this.doc.createTextNode(item.speaker);
    item.words = this.doc.createTextNode(item.text);
    author.append(item.author);
    words.append(item.words);
    body.append(author, words);
    renderer.append(avatar, body);
    row.append(renderer);
    this.list!.insertBefore(row, before);
    item.el = row;
  }

  private el(tag: string, attributes: Record<string, string> = {}, text?: string): HTMLElement {
    return createElementIn(this.doc, tag, attributes, text);
  }
}

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .toUpperCase();
}
