// A Zoom web client page in jsdom, shaped like shared/capture-facts.md: a top page holding the meeting UI
// in a same-origin iframe#webclient (or, with `frame: false`, in the top page), the captions overlay with
// avatar-only caption roots whose text shows only its last `window` words, a participants panel with
// names and the same avatar images, and the chat.
import { createElementIn } from '../../support/element';
import { ZOOM_WORDS, type ZoomWords } from '../ui-words';

export interface ZoomPerson {
  name: string;
  /** Absolute image address, shared by the participants panel and the person's captions. */
  avatar: string;
  self?: boolean;
}

export interface FakeZoomOptions {
  people: readonly ZoomPerson[];
  /** Lists the people in the participants panel (else nobody is named anywhere). */
  participantsPanel?: boolean;
  captionsOn?: boolean;
  inCall?: boolean;
  frame?: boolean;
  /** How many last words a caption shows (Zoom drops the front of long captions). */
  window?: number;
  /** The UI's words (English by default). */
  words?: ZoomWords;
}

export const avatarUrl = (slug: string) => `https://app.zoom.us/p/avatars/${slug}.png`;

export class FakeZoom {
  /** The document holding the meeting UI (the frame's, or the top page). */
  readonly doc: Document;
  readonly frame: HTMLIFrameElement | null = null;
  captionsOn: boolean;
  region: HTMLElement | null = null;
  private readonly footer: HTMLElement;
  private readonly captionsButton: HTMLElement;
  private readonly window: number;
  private readonly words: ZoomWords;
  private readonly roots = new Map<string, { el: HTMLElement; text: HTMLElement; words: string[] }>();
  private chatList: HTMLElement | null = null;
  private nextChatId = 1;

  constructor(
    top: Document,
    private readonly options: FakeZoomOptions,
  ) {
    top.body.innerHTML = '';
    top.title = 'Zoom';
    if (options.frame ?? true) {
      this.frame = top.createElement('iframe');
      this.frame.id = 'webclient';
      top.body.append(this.frame);
      this.doc = this.frame.contentDocument!;
    } else {
      this.doc = top;
    }
    this.doc.title = 'Zoom Meeting';
    this.window = options.window ?? 1_000;
    this.words = options.words ?? ZOOM_WORDS.en;
    this.captionsOn = options.captionsOn ?? true;
    this.footer = this.el('div', { class: 'footer' });
    const control = this.el('div', { id: 'captions' });
    this.captionsButton = this.el('button', { type: 'button' });
    this.captionsButton.addEventListener('click', () => this.setCaptions(!this.captionsOn));
    control.append(this.captionsButton);
    this.footer.append(control);
    this.doc.body.append(this.el('div', { class: 'meeting-info-container__topic' }, 'Acme discovery call'));
    if (options.participantsPanel ?? true) this.doc.body.append(this.participantsPanel());
    if (options.inCall ?? true) this.joinCall();
  }

  joinCall(): void {
    this.footer.append(
      this.el('button', { class: 'footer__leave-btn', 'aria-label': this.words.leave }, this.words.leave),
    );
    this.doc.body.append(this.footer);
    this.setCaptions(this.captionsOn);
  }

  leaveCall(): void {
    this.footer.remove();
    this.region?.remove();
    this.region = null;
  }

  setCaptions(on: boolean): void {
    this.captionsOn = on;
    this.captionsButton.textContent = on ? this.words.hideCaptions : this.words.showCaptions;
    if (on && !this.region) {
      this.region = this.el('div', { class: 'live-transcription-subtitle__overlay-container' });
      const frame = this.el('div', { class: 'live-transcription-subtitle__frame' });
      frame.append(this.el('div', { class: 'live-transcription-subtitle__content' }));
      this.region.append(frame);
      this.doc.body.append(this.region);
    } else if (!on) {
      this.region?.remove();
      this.region = null;
      this.roots.clear();
    }
  }

  /** A person starts a new caption segment (a new root, at the end). */
  speak(key: string, person: ZoomPerson, text: string): void {
    const content = this.region!.querySelector('.live-transcription-subtitle__content')!;
    const el = this.el('div', { id: 'live-transcription-subtitle' });
    el.append(this.el('img', { class: 'zmu-data-selector-item__icon', src: person.avatar, alt: '' }));
    const textEl = this.el('span', { class: 'live-transcription-subtitle__item' });
    el.append(textEl);
    content.append(el);
    this.roots.set(key, { el, text: textEl, words: [] });
    this.say(key, text);
  }

  /** The whole current wording of a segment: the page shows only its last `window` words. */
  say(key: string, text: string): void {
    const root = this.roots.get(key)!;
    root.words = text.split(/\s+/).filter(Boolean);
    root.text.textContent = root.words.slice(-this.window).join(' ');
  }

  /** Zoom reuses a root for someone else's next segment: the avatar changes with the text. */
  reuse(key: string, person: ZoomPerson, text: string): void {
    this.roots.get(key)!.el.querySelector('img')!.setAttribute('src', person.avatar);
    this.say(key, text);
  }

  end(key: string): void {
    this.roots.get(key)?.el.remove();
    this.roots.delete(key);
  }

  openChat(): void {
    this.chatList = this.el('div', { class: 'chat-container__chat-list', role: 'log' });
    this.doc.body.append(this.chatList);
  }

  /** A chat message; `sender` undefined continues the previous sender's group (no sender shown). */
  chat(sender: string | undefined, text: string): void {
    const row = this.el('div', { class: 'new-chat-message__container', id: `chat-message-${this.nextChatId++}` });
    if (sender) row.append(this.el('div', { class: 'chat-item__sender' }, sender));
    row.append(this.el('div', { class: 'new-chat-message__text-box' }, text));
    this.chatList!.append(row);
  }

  private participantsPanel(): HTMLElement {
    const panel = this.el('div', { class: 'participants-section-container' });
    for (const person of this.options.people) {
      const item = this.el('div', { class: 'participants-item-position' });
      item.append(this.el('img', { class: 'participants-item__avatar', src: person.avatar, alt: '' }));
      item.append(this.el('span', { class: 'participants-item__display-name' }, person.name));
      if (person.self) item.append(this.el('span', { class: 'participants-item__name-label' }, this.words.hostMe));
      panel.append(item);
    }
    return panel;
  }

  private el(tag: string, attributes: Record<string, string> = {}, text?: string): HTMLElement {
    return createElementIn(this.doc, tag, attributes, text);
  }
}
