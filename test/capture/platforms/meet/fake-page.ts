// A Google Meet page in jsdom, shaped like the layouts in shared/capture-facts.md, that applies
// MeetOps the way Meet mutates its DOM: text rewritten in place (characterData), blocks removed and
// put back as new elements, the region removed while captions are off.
import type { MeetOp } from './sequences';
import { createElementIn } from '../../support/element';
import { MEET_WORDS, type MeetWords } from '../ui-words';

export type Layout = '2026' | '2025' | 'structural';

export interface FakeMeetOptions {
  layout: Layout;
  /** Shown in `.awLEm` (2026 only). */
  pageSelfName?: string;
  captionsOn?: boolean;
  inCall?: boolean;
  /** The UI's words (English by default). */
  words?: MeetWords;
  /** False: a page version whose icons are not found (renamed icon class), so only labels tell. */
  icons?: boolean;
}

interface ShownBlock {
  el: HTMLElement;
  textNode: Text;
}

export class FakeMeet {
  readonly layout: Layout;
  private readonly words: MeetWords;
  private readonly iconClass: string;
  region: HTMLElement | null = null;
  captionsOn: boolean;
  /** Where blocks go, and the non-caption element they go before (null: at the end). */
  private blockList: HTMLElement | null = null;
  private blockAnchor: HTMLElement | null = null;
  private toolbar: HTMLElement | null = null;
  private captionsIcon: HTMLElement | null = null;
  private readonly shown = new Map<string, ShownBlock>();
  /** What every block last showed, and what followed it when removed. */
  private readonly last = new Map<string, { speaker: string; text: string; before: string | null }>();
  private chatList: HTMLElement | null = null;

  constructor(
    private readonly doc: Document,
    options: FakeMeetOptions,
  ) {
    this.layout = options.layout;
    this.captionsOn = options.captionsOn ?? true;
    this.words = options.words ?? MEET_WORDS.en;
    this.iconClass = (options.icons ?? true) ? 'google-symbols' : 'material-symbols-2027';
    doc.title = 'Meet - abc-defg-hij';
    doc.body.innerHTML = '';
    if (this.layout === '2026') {
      doc.body.append(this.el('div', { class: 'u6vdEc' }, 'Acme discovery call'));
      if (options.pageSelfName) doc.body.append(this.el('div', { class: 'awLEm' }, options.pageSelfName));
    }
    if (options.inCall ?? true) this.joinCall();
  }

  joinCall(): void {
    const captionsButton = this.el('button', {});
    this.captionsIcon = this.el('i', { class: this.iconClass });
    captionsButton.append(this.captionsIcon);
    captionsButton.addEventListener('click', () => this.setCaptions(!this.captionsOn));
    const leave = this.el('button', { 'aria-label': this.words.leaveCall }, '');
    leave.append(this.el('i', { class: this.iconClass }, 'call_end'));
    this.toolbar = this.el('div', { role: 'toolbar' });
    this.toolbar.append(captionsButton, leave);
    this.doc.body.append(this.toolbar);
    this.renderCaptionsState();
    if (this.captionsOn) this.showRegion([]);
  }

  leave(): void {
    this.toolbar?.remove();
    this.region?.remove();
    this.region = null;
    this.shown.clear();
  }

  /** The leave button's icon briefly gone, as when Meet re-renders its toolbar. */
  rerenderToolbar(): { restore(): void } {
    const toolbar = this.toolbar!;
    toolbar.remove();
    return { restore: () => this.doc.body.append(toolbar) };
  }

  setCaptions(on: boolean, reshow: string[] = []): void {
    this.captionsOn = on;
    this.renderCaptionsState();
    if (on) this.showRegion(reshow);
    else {
      this.region?.remove();
      this.region = null;
      this.shown.clear();
    }
  }

  /** The region alone, e.g. to test a region that does not appear. */
  removeRegion(): void {
    this.region?.remove();
    this.region = null;
    this.shown.clear();
  }

  addBlock(id: string, speaker: string, text: string, before: HTMLElement | null = null): void {
    const { el, textNode } = this.buildBlock(speaker, text);
    this.blockList!.insertBefore(el, before ?? this.blockAnchor);
    this.shown.set(id, { el, textNode });
    this.last.set(id, { speaker, text, before: null });
  }

  say(id: string, text: string): void {
    this.shown.get(id)!.textNode.data = text;
    this.last.get(id)!.text = text;
  }

  remove(id: string): void {
    const block = this.shown.get(id)!;
    const next = [...this.shown].find(([, other]) => other.el === block.el.nextElementSibling);
    this.last.get(id)!.before = next?.[0] ?? null;
    block.el.remove();
    this.shown.delete(id);
  }

  reinsert(id: string): void {
    const { speaker, text, before } = this.last.get(id)!;
    this.addBlock(id, speaker, text, before === null ? null : (this.shown.get(before)?.el ?? null));
  }

  /** Meet shows the user's name (`.awLEm`) only now, e.g. once their tile renders. */
  showSelfName(name: string): void {
    this.doc.body.append(this.el('div', { class: 'awLEm' }, name));
  }

  /** Adds a chat row; opens the panel (2026 markup) on first use. */
  addChat(id: string, sender: string | undefined, time: string, text: string): void {
    if (!this.chatList) {
      this.chatList = this.el('div', { 'aria-live': 'polite', class: 'Ge9Kpc' });
      this.doc.body.append(this.chatList);
    }
    let group = this.chatList.lastElementChild as HTMLElement | null;
    if (!group || group.dataset.sender !== (sender ?? '')) {
      group = this.el('div', { class: 'aops0b', 'data-sender': sender ?? '' });
      const header = this.el('div', {});
      if (sender) header.append(this.el('div', { class: 'poVWob' }, sender));
      header.append(this.el('div', { class: 'MuzmKe' }, time));
      group.append(header);
      this.chatList.append(group);
    }
    const row = this.el('div', { class: 'RLrADb', 'data-message-id': id });
    row.append(this.el('div', { jsname: 'dTKtvb' }, text));
    group.append(row);
  }

  /** Closes and reopens the chat panel: every row is rendered again. */
  reopenChat(): void {
    const list = this.chatList!;
    const copy = list.cloneNode(true);
    list.remove();
    this.chatList = copy as HTMLElement;
    this.doc.body.append(copy);
  }

  apply(op: MeetOp): void {
    switch (op.op) {
      case 'add':
        this.addBlock(op.block, op.speaker, op.text);
        return;
      case 'say':
        this.say(op.block, op.text);
        return;
      case 'remove':
        this.remove(op.block);
        return;
      case 'reinsert':
        this.reinsert(op.block);
        return;
      case 'captions':
        this.setCaptions(op.on, op.reshow);
        return;
      case 'chat':
        this.addChat(op.id, op.sender, op.time, op.text);
        return;
      case 'leave':
        this.leave();
        return;
    }
  }

  private renderCaptionsState(): void {
    if (!this.captionsIcon) return;
    this.captionsIcon.textContent = this.captionsOn ? 'closed_caption' : 'closed_caption_off';
    this.captionsIcon.parentElement!.setAttribute(
      'aria-label',
      this.captionsOn ? this.words.turnOffCaptions : this.words.turnOnCaptions,
    );
  }

  private showRegion(reshow: string[]): void {
    const attrs: Record<string, string> = { role: 'region', tabindex: '0' };
    // The structural layout has an unknown (e.g. localized) label, so only the fallback finds it.
    if (this.layout !== 'structural') attrs['aria-label'] = this.words.captionsRegion;
    this.region = this.el('div', attrs);
    const jump = this.el('div', {});
    const jumpButton = this.el('button', {}, '');
    jumpButton.append(
      this.el('i', { class: this.iconClass }, 'arrow_downward'),
      this.el('span', {}, this.words.jumpToBottom),
    );
    jump.append(jumpButton);
    if (this.layout === '2025') {
      // 2025 blocks sit one level deeper, in a list wrapper.
      this.blockList = this.el('div', { class: 'iOzk7' });
      this.blockAnchor = null;
      this.region.append(this.blockList, jump);
    } else {
      this.blockList = this.region;
      this.blockAnchor = jump;
      this.region.append(jump);
    }
    this.doc.body.append(this.region);
    for (const id of reshow) {
      const { speaker, text } = this.last.get(id)!;
      this.addBlock(id, speaker, text);
    }
  }

  private buildBlock(speaker: string, text: string): { el: HTMLElement; textNode: Text } {
    const textNode = this.doc.createTextNode(text);
    const avatar = this.el('img', { alt: '', src: 'data:,' });
    if (this.layout === '2026') {
      const block = this.el('div', { class: 'nMcdL bj4p3b' });
      const inner = this.el('div', { class: 'adE6rb' });
      const name = this.el('div', { class: 'KcIKyf jxFHg' });
      name.append(this.el('span', { class: 'NWpY1d' }, speaker));
      const words = this.el('div', { class: 'ygicle VbkSUe' });
      words.append(textNode);
      inner.append(name, words);
      block.append(avatar, inner);
      return { el: block, textNode };
    }
    if (this.layout === '2025') {
      const block = this.el('div', { class: 'TBMuR bj4p3b' });
      const words = this.el('div', { jsname: 'tgaKEf', class: 'iTTPOb' });
      const span = this.el('span', {});
      span.append(textNode);
      words.append(span);
      block.append(avatar, this.el('div', { class: 'zs7s8d jxFHg' }, speaker), words);
      return { el: block, textNode };
    }
    const block = this.el('div', { class: 'q1' });
    const name = this.el('div', { class: 'q2' });
    name.append(this.el('span', {}, speaker));
    const words = this.el('div', { class: 'q3' });
    words.append(textNode);
    block.append(avatar, name, words);
    return { el: block, textNode };
  }

  private el(tag: string, attributes: Record<string, string> = {}, text?: string): HTMLElement {
    return createElementIn(this.doc, tag, attributes, text);
  }
}
