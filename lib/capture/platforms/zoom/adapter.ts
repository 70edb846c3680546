// The Zoom web client adapter: finds Zoom's parts and reads its caption blocks and chat rows for the
// shared capture (caption-capture.ts). Two Zoom quirks are handled here: captions show an avatar, not a
// name (resolved from the participants panel or a name shown by the same image elsewhere), and long
// captions drop words from the front (stitched back, stitch.ts). Every selector comes from selectors.ts.
import { startCaptionCapture, type CaptionCapture, type CaptionCaptureOptions } from '../../core/caption-capture';
import type { CaptionBlockReading, CaptionsButtonState, CapturePlatform, ChatRowReading } from '../../core/platform';
import { CaptionStitcher } from '../../core/stitch';
import { ZOOM, ZOOM_FACTS } from './selectors';
import { text, elementOf } from '../../core/dom';

/** Mapping a mutated node to its block walks up at most this far. */
const MAX_BLOCK_DEPTH = 6;
/** A grouped chat message looks back this many rows for its sender. */
const MAX_ROWS_BACK = 30;
/** Longer than any display name: such a "name" is text read from the wrong element. */
const MAX_NAME_LENGTH = 100;

/** "Jordan Lee (Host, me)" → "Jordan Lee". */
export function cleanDisplayName(shown: string): string {
  const name = shown.replace(/\s*\([^)]*\)\s*$/, '').trim();
  return name.length > MAX_NAME_LENGTH ? '' : name;
}

/**
 * Starts capture in the document that holds Zoom's meeting UI: the same-origin `iframe#webclient`
 * when the page has one (followed across its reloads), else the page itself. It runs in the top frame
 * only, so one page is captured once.
 */
export function startZoomCapture(options: CaptionCaptureOptions): CaptionCapture {
  const top = options.document ?? document;
  let capture: CaptionCapture | undefined;
  let captured: Document | undefined;
  let starts = 0;
  const follow = () => {
    const frame = top.querySelector<HTMLIFrameElement>(ZOOM.meetingFrame);
    const target = frame ? meetingDocumentOf(frame) : top;
    if (!target || target === captured) return;
    capture?.stop();
    captured = target;
    starts++;
    // Each document is a new page load for the background: its caption ids must not repeat earlier ones.
    const idPrefix =
      options.idPrefix === undefined ? undefined : starts === 1 ? options.idPrefix : `${options.idPrefix}-${starts}`;
    capture = startCaptionCapture(createZoomPlatform(), { ...options, document: target, idPrefix });
  };
  // The frame's `load` does not bubble: it is caught on the way down. The top page itself is small
  // and changes rarely (the meeting's own mutations happen in the frame's document, not seen here),
  // so each of its mutations only looks for the frame again.
  top.addEventListener('load', follow, true);
  const frameWatcher = new MutationObserver(follow);
  frameWatcher.observe(top.body ?? top.documentElement, { childList: true, subtree: true });
  follow();
  return {
    stop() {
      top.removeEventListener('load', follow, true);
      frameWatcher.disconnect();
      capture?.stop();
    },
  };
}

/** The frame's document; its initial empty one is replaced (and followed) when the meeting page loads. */
function meetingDocumentOf(frame: HTMLIFrameElement): Document | undefined {
  const doc = frame.contentDocument;
  return doc?.body ? doc : undefined;
}

interface BlockMemory {
  avatar: string;
  /** The avatar's `src` attribute as written, to see a change without resolving it. */
  avatarAttribute: string;
  speakerName: string;
  caption: CaptionStitcher;
  /** The block's text element when last looked up: found again only when the page replaced it. */
  textEl: Element | null;
}

/** One adapter per captured document: it remembers stitched captions and the names found for avatars. */
export function createZoomPlatform(): CapturePlatform {
  const blocks = new WeakMap<Element, BlockMemory>();
  const namesByAvatar = new Map<string, string>();
  const labelsByAvatar = new Map<string, string>();

  /** The name shown with the same image, else a stable "Speaker N" for that image. */
  function speakerFor(avatar: string, doc: Document): string {
    const known = namesByAvatar.get(avatar);
    if (known) return known;
    const found = avatar ? nameForAvatar(doc, avatar) : undefined;
    if (found) {
      namesByAvatar.set(avatar, found);
      return found;
    }
    let label = labelsByAvatar.get(avatar);
    if (!label) {
      label = `Speaker ${labelsByAvatar.size + 1}`;
      labelsByAvatar.set(avatar, label);
    }
    return label;
  }

  function readCaptionBlock(block: Element): CaptionBlockReading | null {
    let memory = blocks.get(block);
    const textEl = textOf(block, memory);
    if (!textEl) return null;
    const img = block.querySelector(ZOOM.captions.avatar);
    // The attribute as written spares resolving the image's address (a long data URL, often) per read.
    const avatarAttribute = img?.getAttribute('src') ?? '';
    if (memory?.avatarAttribute !== avatarAttribute) {
      const avatar = avatarOf(img);
      // Zoom reuses a root for the next segment: another avatar starts another caption.
      if (!memory || memory.avatar !== avatar) {
        memory = {
          avatar,
          avatarAttribute,
          speakerName: speakerFor(avatar, block.ownerDocument),
          caption: new CaptionStitcher(),
          textEl,
        };
        blocks.set(block, memory);
      } else memory.avatarAttribute = avatarAttribute;
    }
    memory.caption.show(textEl.textContent ?? '');
    return { speakerName: memory.speakerName, text: memory.caption.text };
  }

  /**
   * A long caption can grow by more than its shown window between two reads: every view the page
   * shows is offered to the caption's stitcher as it comes, which keeps it until the next read.
   */
  function viewChanged(block: Element): void {
    const memory = blocks.get(block);
    if (!memory) return void readCaptionBlock(block); // a new caption: its first view is read at once
    const textEl = textOf(block, memory);
    if (textEl) memory.caption.offer(textEl.textContent ?? '');
  }

  /** The block's text element: the one found before while the page keeps it there. */
  function textOf(block: Element, memory: BlockMemory | undefined): Element | null {
    const known = memory?.textEl;
    if (known && block.contains(known)) return known;
    const found = block.querySelector(ZOOM.captions.text);
    if (memory) memory.textEl = found;
    return found;
  }

  const chatIds = new WeakMap<Element, string>();
  let nextChatNumber = 1;
  function chatIdOf(row: Element): string {
    for (const attribute of ZOOM_FACTS.chatRowId) {
      const id = row.getAttribute(attribute);
      if (id) return id;
    }
    let id = chatIds.get(row);
    if (!id) {
      id = `row-${nextChatNumber++}`;
      chatIds.set(row, id);
    }
    return id;
  }

  function readChatRow(row: Element): ChatRowReading | null {
    const message = text(row.querySelector(ZOOM.chat.text));
    if (!message) return null;
    return { messageId: chatIdOf(row), sender: senderOf(row), text: message, at: undefined };
  }

  return {
    platform: 'zoom',
    findCallMarker: (doc) => doc.querySelector(ZOOM.leaveButton),
    stillInCall: () => true, // the leave button is not reused for anything else
    findCaptionsButton,
    captionsButtonState,
    findCaptionsRegion: (doc) => doc.querySelector(ZOOM.captions.region),
    captionBlockOf,
    captionBlocksIn: (region) => [...region.querySelectorAll(ZOOM.captions.block)],
    readCaptionBlock,
    viewChanged,
    isControl: (node) => !!elementOf(node)?.closest(ZOOM.clickable),
    findChatList,
    chatRowOf: (node) => elementOf(node)?.closest(ZOOM.chat.row) ?? null,
    chatRowsIn,
    readChatRow,
    readSelfName,
    selfLabels: ZOOM_FACTS.selfLabels,
    readMeetingTitle,
  };
}

/** An image's identity across the page: its resolved address. */
function avatarOf(img: Element | null): string {
  return (img as HTMLImageElement | null)?.src ?? '';
}

/** The participants panel first, then any name shown next to the same image (a video tile). */
function nameForAvatar(doc: Document, avatar: string): string | undefined {
  const { participants } = ZOOM;
  const names = new Set<string>();
  for (const item of doc.querySelectorAll(participants.item)) {
    if (avatarOf(item.querySelector(participants.avatar)) !== avatar) continue;
    const name = cleanDisplayName(text(item.querySelector(participants.name)));
    if (name) names.add(name);
  }
  if (names.size === 0) {
    for (const img of doc.querySelectorAll('img')) {
      if (avatarOf(img) !== avatar || img.closest(ZOOM.captions.block)) continue;
      const name = cleanDisplayName(text(img.parentElement?.querySelector(ZOOM.nameNearAvatar)));
      if (name) names.add(name);
    }
  }
  // Everyone without a picture shares Zoom's default image: it names nobody in particular.
  return names.size === 1 ? [...names][0] : undefined;
}

function findCaptionsButton(doc: Document): Element | null {
  const control = doc.querySelector(ZOOM.captionsControl);
  if (!control) return null;
  return control.matches(ZOOM.clickable) ? control : (control.querySelector(ZOOM.clickable) ?? control);
}

function captionsButtonState(button: Element | null): CaptionsButtonState {
  if (!button?.isConnected) return 'unknown';
  const words = `${button.getAttribute('aria-label') ?? ''} ${text(button)}`.toLowerCase();
  const { show, hide } = ZOOM_FACTS.captionsButtonWords;
  if (show.some((word) => words.includes(word))) return 'off';
  if (hide.some((word) => words.includes(word))) return 'on';
  return 'unknown';
}

function captionBlockOf(node: Node, region: Element): Element | null {
  let el = elementOf(node);
  for (let depth = 0; el && el !== region && depth < MAX_BLOCK_DEPTH; depth++) {
    if (el.matches(ZOOM.captions.block)) return el;
    el = el.parentElement;
  }
  return null;
}

function findChatList(doc: Document): Element | null {
  const row = doc.querySelector(ZOOM.chat.row);
  const list = doc.querySelector(ZOOM.chat.list);
  if (list && (!row || list.contains(row))) return list;
  return row?.closest(ZOOM.chat.list) ?? row?.parentElement ?? null;
}

function chatRowsIn(node: Node): Element[] {
  if (node.nodeType !== 1) return [];
  const el = node as Element;
  return el.matches(ZOOM.chat.row) ? [el] : [...el.querySelectorAll(ZOOM.chat.row)];
}

/** Zoom shows the sender on the first of consecutive messages only: later ones take it from there. */
function senderOf(row: Element): string | undefined {
  let el: Element | null = row;
  for (let i = 0; el && i < MAX_ROWS_BACK; i++, el = el.previousElementSibling) {
    const sender = cleanDisplayName(text(el.querySelector(ZOOM.chat.sender)));
    if (sender) return sender;
  }
  return undefined;
}

/** Whether a participant's label ("(Host, me)", "(Hôte, moi)", "(ホスト、自分)") marks the user's own entry. */
export function marksSelf(label: string): boolean {
  const words = label.toLowerCase().split(/[\s()（）,，、]+/);
  return words.some((word) => (ZOOM_FACTS.selfLabelWords as readonly string[]).includes(word));
}

function readSelfName(doc: Document): string | undefined {
  const { participants } = ZOOM;
  for (const label of doc.querySelectorAll(participants.label)) {
    if (!marksSelf(text(label))) continue;
    const name = cleanDisplayName(text(label.closest(participants.item)?.querySelector(participants.name)));
    if (name) return name;
  }
  return undefined;
}

function readMeetingTitle(doc: Document): string {
  const shown = text(doc.querySelector(ZOOM.meetingTitle));
  if (shown) return shown;
  const cleaned = ZOOM_FACTS.titleDecorations
    .reduce((title, decoration) => title.replace(decoration, ''), doc.title)
    .trim();
  return cleaned || 'Zoom meeting';
}
