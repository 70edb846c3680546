// The Google Meet adapter: finds Meet's parts and reads its caption blocks and chat rows for the
// shared capture (caption-capture.ts). No state, no observers; every selector comes from
// selectors.ts.
import { startCaptionCapture, type CaptionCapture, type CaptionCaptureOptions } from '../../core/caption-capture';
import { chatTimeToEpoch } from '../../core/chat-time';
import { MEET, MEET_FACTS } from './selectors';
import type { CaptionBlockReading, CaptionsButtonState, CapturePlatform, ChatRowReading } from '../../core/platform';
import { text, elementOf } from '../../core/dom';
import { attributeSelector } from '../../core/ui-labels';

export type MeetCaptureOptions = CaptionCaptureOptions;
export type MeetCapture = CaptionCapture;

export function startMeetCapture(options: MeetCaptureOptions): MeetCapture {
  return startCaptionCapture(meetPlatform, options);
}

/** Mapping a mutated node to its block walks up at most this far (Meet nests blocks a few levels). */
const MAX_BLOCK_DEPTH = 8;
/** Built at first use, not at load: capture rules served by the proxy may extend MEET before capture starts. */
let blockParts: string | undefined;
const knownBlockParts = () => (blockParts ??= `${MEET.captions.block2026}, ${MEET.captions.text2025}`);
/** Longer than any display name: such a "name" is text read from the wrong element. */
const MAX_NAME_LENGTH = 100;

const hasChildMatching = (el: Element, selector: string) =>
  Array.prototype.some.call(el.children, (child: Element) => child.matches(selector));

function findIcon(root: ParentNode, names: readonly string[]): Element | null {
  for (const icon of root.querySelectorAll(MEET.icon)) if (names.includes(text(icon))) return icon;
  return null;
}

/** The leave control's icon, else the leave button. */
function findCallMarker(doc: Document): Element | null {
  return findIcon(doc, [MEET_FACTS.icons.callEnd]) ?? doc.querySelector(MEET.leaveCallButton);
}

/** An icon element is reused for other icons: it must still show the call_end ligature. */
function stillInCall(marker: Element): boolean {
  return !marker.matches(MEET.icon) || text(marker) === MEET_FACTS.icons.callEnd;
}

// Built once: these run on every batch of page changes, and every language's words make them long.
const CAPTIONS_BUTTON_BY_LABEL = attributeSelector('', 'aria-label', [
  ...MEET_FACTS.captionsButtonLabels.turnOn,
  ...MEET_FACTS.captionsButtonLabels.turnOff,
]);
const CAPTIONS_REGION_BY_LABEL = attributeSelector(MEET.captions.region, 'aria-label', MEET_FACTS.captionsRegionLabels);

function findCaptionsButton(doc: Document): Element | null {
  const icon = findIcon(doc, [MEET_FACTS.icons.captionsOn, MEET_FACTS.icons.captionsOff]);
  if (icon) return icon.closest(MEET.clickable) ?? icon;
  return doc.querySelector(CAPTIONS_BUTTON_BY_LABEL);
}

function captionsButtonState(button: Element | null): CaptionsButtonState {
  if (!button?.isConnected) return 'unknown';
  const icon = text(button.matches(MEET.icon) ? button : button.querySelector(MEET.icon));
  if (icon === MEET_FACTS.icons.captionsOff) return 'off';
  if (icon === MEET_FACTS.icons.captionsOn) return 'on';
  const label = button.getAttribute('aria-label') ?? '';
  if ((MEET_FACTS.captionsButtonLabels.turnOn as readonly string[]).includes(label)) return 'off';
  if ((MEET_FACTS.captionsButtonLabels.turnOff as readonly string[]).includes(label)) return 'on';
  return 'unknown';
}

function findCaptionsRegion(doc: Document, captionsOn: boolean): Element | null {
  const { captions } = MEET;
  const labelled = doc.querySelector(CAPTIONS_REGION_BY_LABEL);
  if (labelled) return labelled;
  const knownBlock = doc.querySelector(`${captions.block2026}, ${captions.text2025}`);
  const regionOfBlock = knownBlock?.closest(captions.region);
  if (regionOfBlock) return regionOfBlock;
  if (!captionsOn) return null;
  // Some other region may be focusable too: not one holding chat messages or inputs.
  for (const region of doc.querySelectorAll(captions.regionFallback)) {
    if (!region.querySelector(`${MEET.chat.row}, input, textarea`)) return region;
  }
  return null;
}

function isNonCaption(el: Element): boolean {
  return el.matches(MEET.clickable) || el.querySelector(MEET.clickable) !== null;
}

/** Inside or holding a button, such as "Jump to bottom". */
function isControl(node: Node): boolean {
  const el = elementOf(node);
  return !!el && (el.closest(MEET.clickable) !== null || el.querySelector(MEET.clickable) !== null);
}

/**
 * The caption block a mutated node belongs to, by a short walk up: a known block class, the
 * 2025 text div's parent, or else (structural fallback) the region's child holding it.
 * Null for nodes outside blocks and for non-caption parts such as the "Jump to bottom" button.
 */
function captionBlockOf(node: Node, region: Element): Element | null {
  const { captions } = MEET;
  let el = elementOf(node);
  for (let depth = 0; el && el !== region && depth < MAX_BLOCK_DEPTH; depth++) {
    if (el.matches(MEET.clickable)) return null;
    const block =
      el.matches(captions.block2026) || hasChildMatching(el, captions.text2025)
        ? el
        : el.matches(captions.text2025)
          ? el.parentElement
          : el.parentElement === region && !el.querySelector(knownBlockParts()) // else it is a list of blocks
            ? el
            : null;
    if (block) return isNonCaption(block) ? null : block;
    el = el.parentElement;
  }
  return null;
}

/** The blocks a region shows, in page order. */
function captionBlocksIn(region: Element): Element[] {
  const known = region.querySelectorAll(knownBlockParts());
  const candidates = known.length > 0 ? known : region.children;
  const blocks = new Set<Element>();
  for (const candidate of candidates) {
    const block = captionBlockOf(candidate, region);
    if (block) blocks.add(block);
  }
  return [...blocks];
}

/** Speaker and text of a block, or null when it does not read as one. */
function readCaptionBlock(block: Element): CaptionBlockReading | null {
  const { captions } = MEET;
  const text2025 = block.querySelector(captions.text2025);
  const [nameEl, textEl] = block.matches(captions.block2026)
    ? [block.querySelector(captions.name2026), block.querySelector(captions.text2026)]
    : text2025
      ? [text2025.previousElementSibling, text2025]
      : nameThenText(block);
  const speakerName = text(nameEl);
  if (!textEl || speakerName === '' || speakerName.length > MAX_NAME_LENGTH) return null;
  return { speakerName, text: textEl.textContent ?? '' };
}

/** Structural fallback: the first text in the block is the name; the element after it holds the words. */
function nameThenText(block: Element): [Element | null, Element | null] {
  const walker = block.ownerDocument.createTreeWalker(block, 4 /* NodeFilter.SHOW_TEXT */);
  let nameEl: Element | null = null;
  for (let node = walker.nextNode(); node && !nameEl; node = walker.nextNode()) {
    if (text(node) !== '') nameEl = node.parentElement;
  }
  let el = nameEl;
  while (el && el !== block && !el.nextElementSibling) el = el.parentElement;
  return el && el !== block ? [nameEl, el.nextElementSibling] : [null, null];
}

function readSelfName(doc: Document): string | undefined {
  return text(doc.querySelector(MEET.selfName)) || undefined;
}

function readMeetingTitle(doc: Document): string {
  const shown = text(doc.querySelector(MEET.meetingTitle));
  if (shown) return shown;
  const cleaned = MEET_FACTS.titleDecorations
    .reduce((title, decoration) => title.replace(decoration, ''), doc.title)
    .trim();
  return cleaned || 'Google Meet';
}

function findChatList(doc: Document): Element | null {
  const { chat } = MEET;
  return (
    doc.querySelector(`${chat.list}${chat.list2026}`) ??
    doc.querySelector(`${chat.list} ${chat.row}`)?.closest(chat.list) ??
    null
  );
}

/** The chat row a mutated node belongs to, or null. */
function chatRowOf(node: Node): Element | null {
  return elementOf(node)?.closest(MEET.chat.row) ?? null;
}

function chatRowsIn(node: Node): Element[] {
  if (node.nodeType !== 1) return [];
  const el = node as Element;
  return el.matches(MEET.chat.row) ? [el] : [...el.querySelectorAll(MEET.chat.row)];
}

/** Meet shows only a clock time: rows already there when the panel opens get that time today. */
function readChatRow(row: Element, now: number): ChatRowReading | null {
  const { chat } = MEET;
  const messageId = row.getAttribute(MEET_FACTS.chatRowId);
  if (!messageId) return null;
  const group = row.closest(chat.group2026) ?? row.parentElement;
  return {
    messageId,
    sender: text(group?.querySelector(chat.sender2026)) || undefined,
    text: text(row.querySelector(chat.text) ?? row),
    at: chatTimeToEpoch(text(group?.querySelector(chat.time2026)), now),
  };
}

const meetPlatform: CapturePlatform = {
  platform: 'meet',
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
  selfLabels: MEET_FACTS.selfLabels,
  readMeetingTitle,
};
