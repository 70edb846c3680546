// What a meeting page must tell the shared capture (caption-capture.ts): where the call, captions and
// chat are, and how one caption block or chat row reads. Facts only: an adapter keeps no observers or
// timers, and each of its functions does a bounded amount of work (no full-page scans per mutation).
import type { Platform } from '../../messaging/capture-protocol';

export type CaptionsButtonState = 'on' | 'off' | 'unknown';

export interface CaptionBlockReading {
  /** The real name when the page shows one (an adapter resolves avatars or initials itself). */
  speakerName: string;
  /** All the words the block shows now. */
  text: string;
}

export interface ChatRowReading {
  /** The page's own id for the message: a row read again under the same id is the same message. */
  messageId: string;
  /** Absent for the user's own messages. */
  sender: string | undefined;
  text: string;
  /** Epoch ms the page gives for the message; the capture uses the arrival time for live rows. */
  at: number | undefined;
}

export interface CapturePlatform {
  platform: Platform;

  /** An element present only while the user is in the call (e.g. the leave control), or null. */
  findCallMarker(doc: Document): Element | null;
  /** Whether a marker found earlier still shows the call, without searching the page again. */
  stillInCall(marker: Element): boolean;

  /** The control that turns captions on and off, if the page shows one. */
  findCaptionsButton(doc: Document): Element | null;
  /** 'unknown' when there is no such control: the captions region alone then decides. */
  captionsButtonState(button: Element | null): CaptionsButtonState;
  /** The element caption blocks live in; `captionsOn` allows looser fallbacks. */
  findCaptionsRegion(doc: Document, captionsOn: boolean): Element | null;
  /** The caption block a mutated node belongs to (a short walk up), or null outside blocks. */
  captionBlockOf(node: Node, region: Element): Element | null;
  /** The blocks a region shows now. */
  captionBlocksIn(region: Element): Element[];
  /** Speaker and text of a block, or null when it does not read as one. */
  readCaptionBlock(block: Element): CaptionBlockReading | null;
  /** Region changes in such a node (a button, say) are not unreadable captions. */
  isControl(node: Node): boolean;

  /** The chat message list, when the page shows one. */
  findChatList(doc: Document): Element | null;
  /** The chat row a mutated node belongs to, or null. */
  chatRowOf(node: Node): Element | null;
  /** The rows a node is or holds. */
  chatRowsIn(node: Node): Element[];
  /** `now` is for pages that show only a clock time. */
  readChatRow(row: Element, now: number): ChatRowReading | null;

  /** The user's own name as the page shows it. */
  readSelfName(doc: Document): string | undefined;
  /** How the page labels the user instead of a name ("You"); the first also names own chat rows. */
  selfLabels: readonly [string, ...string[]];
  readMeetingTitle(doc: Document): string;

  // --- Optional capabilities, off unless a platform needs them (see caption-merge.ts) ---
  /** The page splits one speaker's turn into several blocks after pauses: join them into one utterance. */
  joinsSplitTurns?: boolean;
  /** Names the page shows before it knows the speaker ("Unknown"); the real name replaces them. */
  placeholderSpeakers?: readonly string[];
  /** A key the page keeps for a block across re-renders (virtualized lists), or undefined. */
  stableBlockKey?(block: Element): string | undefined;
  /**
   * Called for each changed block as the page changes it, before the next read: a page whose blocks
   * lose words between reads (Zoom drops a long caption's front) keeps every view it showed.
   */
  viewChanged?(block: Element): void;
}
