// The Microsoft Teams (web) adapter: finds Teams' parts and reads its caption items and chat rows for
// the shared capture (caption-capture.ts). No state, no observers; every selector comes from
// selectors.ts. Teams has no captions button on the toolbar (the toggle sits in the More menu),
// so the captions root alone tells whether captions are on.
import { startCaptionCapture, type CaptionCapture, type CaptionCaptureOptions } from '../../core/caption-capture';
import type { CaptionBlockReading, CaptionsButtonState, CapturePlatform, ChatRowReading } from '../../core/platform';
import { TEAMS, TEAMS_FACTS } from './selectors';
import { text, elementOf, firstMatch } from '../../core/dom';

export function startTeamsCapture(options: CaptionCaptureOptions): CaptionCapture {
  return startCaptionCapture(teamsPlatform, options);
}

/** Mapping a mutated node to its item walks up at most this far. */
const MAX_ITEM_DEPTH = 10;
/** Longer than any display name: such a "name" is text read from the wrong element. */
const MAX_NAME_LENGTH = 100;
/** Built at first use, not at load: capture rules served by the proxy may extend TEAMS before capture starts. */
let items: string | undefined;
const itemSelector = () => (items ??= TEAMS.captions.items.join(', '));

/** The leave button, else the calling screen; never while the pre-join screen shows. */
function findCallMarker(doc: Document): Element | null {
  const hangup = firstMatch(doc, TEAMS.hangupButtons);
  if (hangup) return hangup;
  if (doc.querySelector(TEAMS.prejoinButton)) return null;
  return doc.querySelector(TEAMS.callingScreen);
}

function stillInCall(marker: Element): boolean {
  return !marker.ownerDocument.querySelector(TEAMS.prejoinButton);
}

function findCaptionsButton(): Element | null {
  return null;
}

function captionsButtonState(): CaptionsButtonState {
  return 'unknown';
}

function findCaptionsRegion(doc: Document): Element | null {
  return firstMatch(doc, TEAMS.captions.regions);
}

/** The outermost caption item (list item) holding the node, by a short walk up inside the region. */
function captionBlockOf(node: Node, region: Element): Element | null {
  let el = elementOf(node);
  let item: Element | null = null;
  const selector = itemSelector();
  for (let depth = 0; el && el !== region && depth < MAX_ITEM_DEPTH; depth++) {
    if (el.matches(selector)) item = el;
    el = el.parentElement;
  }
  return item;
}

function captionBlocksIn(region: Element): Element[] {
  for (const selector of TEAMS.captions.items) {
    const items = region.querySelectorAll(selector);
    if (items.length > 0) return [...items];
  }
  return [];
}

/** The author's name, never the avatar's initials: an item without an author element does not read. */
function readCaptionBlock(block: Element): CaptionBlockReading | null {
  const speakerName = text(firstMatch(block, TEAMS.captions.author));
  const textEl = firstMatch(block, TEAMS.captions.text);
  if (!textEl || speakerName === '' || speakerName.length > MAX_NAME_LENGTH) return null;
  return { speakerName, text: textEl.textContent ?? '' };
}

function stableBlockKey(block: Element): string | undefined {
  for (const { selector, attribute } of TEAMS_FACTS.captionStableKeys) {
    const holder = block.matches(selector) ? block : block.querySelector(selector);
    const key = holder?.getAttribute(attribute);
    if (key) return key;
  }
  return undefined;
}

function isControl(node: Node): boolean {
  return elementOf(node)?.closest('button, [role="button"]') != null;
}

function findChatList(doc: Document): Element | null {
  return doc.querySelector(TEAMS.chat.list);
}

function chatRowOf(node: Node): Element | null {
  return elementOf(node)?.closest(TEAMS.chat.row) ?? null;
}

function chatRowsIn(node: Node): Element[] {
  if (node.nodeType !== 1) return [];
  const el = node as Element;
  return el.matches(TEAMS.chat.row) ? [el] : [...el.querySelectorAll(TEAMS.chat.row)];
}

/** `data-mid` is the message id and its time (epoch ms). Own messages have no author element. */
function readChatRow(row: Element): ChatRowReading | null {
  const { chat } = TEAMS;
  const message = row.querySelector(chat.message) ?? (row.matches(chat.message) ? row : null);
  const messageId = message?.getAttribute(TEAMS_FACTS.chatMessageId);
  if (!message || !messageId) return null;
  const sentAt = Number(messageId);
  return {
    messageId,
    sender: text(row.querySelector(chat.author)) || undefined,
    text: text(firstMatch(message, chat.body)) || textWithout(message, chat.notText),
    at: Number.isFinite(sentAt) && sentAt > 0 ? sentAt : undefined,
  };
}

/** The element's text without the parts matching `skip` (author, time). */
function textWithout(el: Element, skip: string): string {
  const walker = el.ownerDocument.createTreeWalker(el, 4 /* NodeFilter.SHOW_TEXT */);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest(skip)) parts.push(node.textContent ?? '');
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

function readSelfName(): string | undefined {
  return undefined; // Teams shows no reliable own-name element in the call; settings name the user
}

function readMeetingTitle(doc: Document): string {
  const shown = text(firstMatch(doc, TEAMS.meetingTitles));
  if (shown) return shown;
  const cleaned = TEAMS_FACTS.titleDecorations
    .reduce((title, decoration) => title.replace(decoration, ''), doc.title)
    .trim();
  return cleaned || 'Microsoft Teams';
}

export const teamsPlatform: CapturePlatform = {
  platform: 'teams',
  findCallMarker,
  stillInCall,
  findCaptionsButton,
  captionsButtonState,
  findCaptionsRegion,
  captionBlockOf,
  captionBlocksIn,
  readCaptionBlock,
  isControl,
  findChatList,
  chatRowOf,
  chatRowsIn,
  readChatRow,
  readSelfName,
  selfLabels: TEAMS_FACTS.selfLabels,
  readMeetingTitle,
  joinsSplitTurns: true,
  placeholderSpeakers: TEAMS_FACTS.placeholderSpeakers,
  stableBlockKey,
};
