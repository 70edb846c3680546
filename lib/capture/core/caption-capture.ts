// Live-caption capture for any meeting page: watches it, reads caption blocks and chat rows through
// its CapturePlatform, tells the state, and hands utterances to the sender. Work per mutation is
// constant: a mutated node is mapped to its block by a short walk up, and the dirty blocks are read
// once per flush (one timer, only while something is dirty). Page text is never logged.
import type { CaptureState, CapturedUtterance, MeetingInfo, ServedRulesInUse } from '../../messaging/capture-protocol';
import {
  createCaptionMergeState,
  mergeCaptionEvents,
  type CaptionEvent,
  type CaptionMergeState,
} from './caption-merge';
import { decideCaptureState, showsCaptions } from './capture-state';
import type { CapturePlatform } from './platform';
import type { CaptureSink } from './sender';
import { OneShotTimer, realTimers, type Timers } from './timers';
import { isSelfLabel } from './ui-labels';

export interface CaptionCaptureOptions {
  send: CaptureSink;
  /** The user's display name from settings, for "You" when the page does not show the name. */
  selfName?: string;
  /** Turn captions on (one click) when they are off. */
  autoCaptions?: boolean;
  document?: Document;
  timers?: Timers;
  /** Makes this page load's caption ids unique; defaults to one from the clock. */
  idPrefix?: string;
  /** Served capture rules this page applied (content-script.ts), told with the meeting. */
  rules?: ServedRulesInUse;
}

export interface CaptionCapture {
  stop(): void;
}

/** Dirty blocks and rows are read at most this often. */
const FLUSH_MS = 60;
/** Node.TEXT_NODE. */
const TEXT_NODE = 3;
/** Page structure (call, captions button, regions) is looked at again at most this often. */
const STRUCTURE_CHECK_MS = 250;
/** Captions on but nothing readable this long: the page has probably changed. */
const UNVERIFIED_AFTER_MS = 45_000;
/** The call marker may vanish briefly while the page re-renders its toolbar (Meet does). */
const ENDED_CONFIRM_MS = 2_000;
/** Marks keys the page gave (never equal to a generated `b<n>` key). */
const STABLE_KEY_PREFIX = 's:';
/** How far back among siblings a block's predecessor is looked for. */
const MAX_SIBLINGS_BACK = 12;

export function startCaptionCapture(platform: CapturePlatform, options: CaptionCaptureOptions): CaptionCapture {
  const capture = new CapturedPage(platform, options);
  capture.start();
  return { stop: () => capture.stop() };
}

class CapturedPage {
  private readonly doc: Document;
  private readonly timers: Timers;
  private readonly send: CaptureSink;

  private merge: CaptionMergeState;
  private state: CaptureState = 'waiting';
  private inCall = false;
  private callEnded = false;
  private startedAt: number | undefined;
  private pageSelfName: string | undefined;
  /** Names given to the user while the page did not show theirs; told to the background once it does. */
  private readonly selfFallbacks = new Set<string>();
  private autoCaptionsClicked = false;

  private callMarker: Element | null = null;
  private captionsButton: Element | null = null;
  private region: Element | null = null;
  private chatList: Element | null = null;
  /** The last changed node found inside the region or the chat list (isCaptureTarget). */
  private lastCaptureTarget: Node | null = null;

  private readonly blockKeys = new WeakMap<Element, string>();
  /** Stable keys read at least once: a block showing one again after it left was captured already. */
  private readonly seenStableKeys = new Set<string>();
  private nextBlockNumber = 1;
  /** Blocks read at least once and not yet seen gone. */
  private readonly liveBlocks = new Map<string, Element>();
  private readonly dirtyBlocks = new Set<Element>();
  /** The blocks one batch of region changes touched, for `viewChanged` (kept to spare an allocation per batch). */
  private readonly changedBlocks = new Set<Element>();
  private blocksRemoved = false;
  /** Region text changed where no block could be found. */
  private unmappedChange = false;
  /** Chat rows to read; true when the row arrived live (its time is now, not the shown minute). */
  private readonly dirtyRows = new Map<Element, boolean>();
  private readonly chatTextSent = new Map<string, string>();

  private regionMissingWhileOn = false;
  private unreadableChanges = false;
  private nothingReadable = false;

  private readonly bodyObserver: MutationObserver;
  private readonly buttonObserver: MutationObserver;
  private readonly regionObserver: MutationObserver;
  private readonly chatObserver: MutationObserver;

  private readonly flushTimer: OneShotTimer;
  private readonly structureTimer: OneShotTimer;
  private readonly finalizeTimer: OneShotTimer;
  private readonly unverifiedTimer: OneShotTimer;
  private readonly endedTimer: OneShotTimer;

  constructor(
    private readonly page: CapturePlatform,
    private readonly options: CaptionCaptureOptions,
  ) {
    this.doc = options.document ?? document;
    this.timers = options.timers ?? realTimers;
    this.send = options.send;
    this.merge = createCaptionMergeState(options.idPrefix ?? `${page.platform}-${this.timers.now().toString(36)}`, {
      joinsSplitTurns: page.joinsSplitTurns,
      placeholderSpeakers: page.placeholderSpeakers,
    });
    this.bodyObserver = new MutationObserver((records) => this.onBodyMutations(records));
    this.buttonObserver = new MutationObserver(() => this.structureTimer.start(STRUCTURE_CHECK_MS));
    this.regionObserver = new MutationObserver((records) => this.onRegionMutations(records));
    this.chatObserver = new MutationObserver((records) => this.onChatMutations(records));
    this.flushTimer = new OneShotTimer(this.timers, () => this.flush());
    this.structureTimer = new OneShotTimer(this.timers, () => this.checkStructure());
    this.finalizeTimer = new OneShotTimer(this.timers, () => this.applyCaptionEvents([]));
    this.unverifiedTimer = new OneShotTimer(this.timers, () => {
      this.nothingReadable = true;
      this.updateState();
    });
    this.endedTimer = new OneShotTimer(this.timers, () => this.confirmEnded());
  }

  start(): void {
    this.bodyObserver.observe(this.doc.body ?? this.doc.documentElement, { childList: true, subtree: true });
    this.checkStructure();
  }

  stop(): void {
    for (const observer of [this.bodyObserver, this.buttonObserver, this.regionObserver, this.chatObserver])
      observer.disconnect();
    for (const timer of [
      this.flushTimer,
      this.structureTimer,
      this.finalizeTimer,
      this.unverifiedTimer,
      this.endedTimer,
    ])
      timer.cancel();
  }

  // --- Structure: call, captions button, captions region, chat list ---

  private onBodyMutations(records: MutationRecord[]): void {
    if (this.structureTimer.running) return;
    // Caption and chat changes have their own observers; anything else may be a structure change.
    for (const record of records) {
      if (!this.isCaptureTarget(record.target)) {
        this.structureTimer.start(STRUCTURE_CHECK_MS);
        return;
      }
    }
  }

  /**
   * Whether a changed node lies in the captions region or the chat list. A caption's text element
   * changes again and again, so the last one found inside is remembered: most changes then cost one
   * comparison instead of a walk up the page. (Once it leaves the page, this body's observer no
   * longer sees it; a new region or chat list forgets it.)
   */
  private isCaptureTarget(target: Node): boolean {
    if (target === this.lastCaptureTarget) return true;
    const inside = !!this.region?.contains(target) || !!this.chatList?.contains(target);
    if (inside) this.lastCaptureTarget = target;
    return inside;
  }

  private checkStructure(): void {
    if (!this.callMarker?.isConnected || !this.page.stillInCall(this.callMarker))
      this.callMarker = this.page.findCallMarker(this.doc);
    if (this.callMarker) {
      this.endedTimer.cancel();
      if (!this.inCall) this.enterCall();
    } else if (this.inCall) {
      this.endedTimer.start(ENDED_CONFIRM_MS);
    }

    if (!this.captionsButton?.isConnected) {
      this.captionsButton = this.page.findCaptionsButton(this.doc);
      this.buttonObserver.disconnect();
      if (this.captionsButton) {
        this.buttonObserver.observe(this.captionsButton, {
          attributes: true,
          childList: true,
          characterData: true,
          subtree: true,
        });
      }
    }
    const captions = this.page.captionsButtonState(this.captionsButton);
    if (!this.region?.isConnected) this.attachRegion(this.page.findCaptionsRegion(this.doc, captions === 'on'));
    if (!this.chatList?.isConnected) this.attachChat(this.page.findChatList(this.doc));
    if (this.inCall) this.learnSelfName();

    this.regionMissingWhileOn = captions === 'on' && !this.region;
    this.refreshUnverified();
    this.updateState();
  }

  private enterCall(): void {
    this.inCall = true;
    this.callEnded = false;
    this.startedAt ??= this.timers.now();
    this.pageSelfName ??= this.page.readSelfName(this.doc);
    // Without the page's name the background coaches the name from settings meanwhile.
    const settingsName = this.options.selfName?.trim();
    if (!this.pageSelfName && settingsName) this.selfFallbacks.add(settingsName);
    this.send.meeting(this.meetingInfo());
  }

  private confirmEnded(): void {
    this.callMarker = this.page.findCallMarker(this.doc);
    if (this.callMarker) {
      this.checkStructure();
      return;
    }
    this.inCall = false;
    this.callEnded = true;
    this.refreshUnverified();
    this.updateState();
  }

  private meetingInfo(): MeetingInfo {
    return {
      platform: this.page.platform,
      title: this.page.readMeetingTitle(this.doc),
      startedAt: this.startedAt ?? this.timers.now(),
      selfName: this.pageSelfName,
      selfAliases: this.selfAliases(),
      url: this.doc.location?.href ?? '',
      rules: this.options.rules,
    };
  }

  private selfAliases(): string[] | undefined {
    if (!this.pageSelfName) return undefined;
    const aliases = [...this.selfFallbacks].filter((name) => name !== this.pageSelfName);
    return aliases.length > 0 ? aliases : undefined;
  }

  private updateState(): void {
    // Leave control gone: ended, or a toolbar re-render; the ended timer decides.
    if (this.endedTimer.running) return;
    const captionsButton = this.page.captionsButtonState(this.captionsButton);
    const next = decideCaptureState({
      inCall: this.inCall,
      callEnded: this.callEnded,
      captionsButton,
      captionsRegionFound: this.region !== null,
      nothingReadable: this.nothingReadable,
    });
    if (next === 'captions_off' && this.options.autoCaptions && !this.autoCaptionsClicked && captionsButton === 'off') {
      this.autoCaptionsClicked = true; // once: if the user turns them off again, that is their choice
      (this.captionsButton as HTMLElement).click();
    }
    if (next === this.state) return;
    const previous = this.state;
    this.state = next;
    const now = this.timers.now();
    if (showsCaptions(previous) !== showsCaptions(next)) {
      this.applyCaptionEvents([{ type: showsCaptions(next) ? 'shown' : 'hidden', at: now }]);
    }
    this.send.state(next, now);
  }

  /** Unverified only after a condition held for UNVERIFIED_AFTER_MS; the timer runs only meanwhile. */
  private refreshUnverified(): void {
    const suspicious = this.inCall && (this.regionMissingWhileOn || (this.region !== null && this.unreadableChanges));
    if (suspicious) {
      if (!this.nothingReadable) this.unverifiedTimer.start(UNVERIFIED_AFTER_MS);
      return;
    }
    this.unverifiedTimer.cancel();
    if (this.nothingReadable) {
      this.nothingReadable = false;
      this.updateState();
    }
  }

  // --- Captions ---

  private attachRegion(region: Element | null): void {
    if (region === this.region) return;
    this.regionObserver.disconnect();
    this.region = region;
    this.lastCaptureTarget = null;
    this.unreadableChanges = false;
    // Blocks of a replaced region count as gone; the page may show them again in the new one (Meet does).
    this.blocksRemoved = this.liveBlocks.size > 0;
    this.dirtyBlocks.clear();
    if (region) {
      this.regionObserver.observe(region, { childList: true, characterData: true, subtree: true });
      for (const block of this.page.captionBlocksIn(region)) this.dirtyBlocks.add(block);
    }
    this.flushTimer.start(FLUSH_MS);
  }

  private onRegionMutations(records: MutationRecord[]): void {
    const region = this.region;
    if (!region) return;
    // Only a page that takes every view (Zoom) needs the changed blocks of this batch.
    const changed = this.page.viewChanged ? this.changedBlocks : undefined;
    for (const record of records) {
      const inTarget = record.target !== region;
      if (inTarget) this.markBlockOf(record.target, region, changed);
      const added = record.addedNodes;
      for (let i = 0; i < added.length; i++) {
        const node = added[i]!;
        // Text put into the target (a caption's new wording) maps to the target's block: done above.
        if (!(inTarget && node.nodeType === TEXT_NODE)) this.markBlockOf(node, region, changed);
      }
      if (!this.blocksRemoved && record.removedNodes.length > 0) this.blocksRemoved = true;
    }
    if (changed) {
      for (const block of changed) this.page.viewChanged!(block);
      changed.clear();
    }
    this.flushTimer.start(FLUSH_MS);
  }

  private markBlockOf(node: Node, region: Element, changed: Set<Element> | undefined): void {
    const block = this.page.captionBlockOf(node, region);
    if (block) {
      this.dirtyBlocks.add(block);
      changed?.add(block);
    } else if (!this.page.isControl(node) && node.textContent?.trim()) this.unmappedChange = true;
  }

  private flush(): void {
    const now = this.timers.now();
    const events: CaptionEvent[] = [];
    const region = this.region;
    if (this.blocksRemoved) {
      this.blocksRemoved = false;
      for (const [blockKey, block] of this.liveBlocks) {
        if (region?.contains(block)) continue;
        this.liveBlocks.delete(blockKey);
        events.push({ type: 'gone', at: now, blockKey });
      }
    }
    let readable = 0;
    let unreadable = 0;
    for (const block of inPageOrder(this.dirtyBlocks)) {
      if (!region?.contains(block)) continue;
      const reading = this.page.readCaptionBlock(block);
      if (!reading) {
        unreadable++;
        continue;
      }
      readable++;
      const blockKey = this.keyOf(block);
      const returning = this.seenStableKeys.has(blockKey) && this.liveBlocks.get(blockKey) !== block;
      if (blockKey.startsWith(STABLE_KEY_PREFIX)) this.seenStableKeys.add(blockKey);
      this.liveBlocks.set(blockKey, block);
      events.push({
        type: 'block',
        at: now,
        blockKey,
        previousKey: this.previousBlockKey(block),
        ...reading,
        ...(returning && { returning }),
      });
    }
    this.dirtyBlocks.clear();
    this.applyCaptionEvents(events);

    if (readable > 0) this.unreadableChanges = false;
    else if (unreadable > 0 || this.unmappedChange) this.unreadableChanges = true;
    this.unmappedChange = false;
    this.refreshUnverified();

    this.flushChat(now);
  }

  private applyCaptionEvents(events: CaptionEvent[]): void {
    const now = this.timers.now();
    const result = mergeCaptionEvents(this.merge, events, now);
    this.merge = result.state;
    if (result.upserts.length > 0) this.send.utterances(result.upserts.map((u) => this.withSelfName(u)));
    if (result.wakeAt === undefined) this.finalizeTimer.cancel();
    else this.finalizeTimer.restart(result.wakeAt - now);
  }

  private keyOf(block: Element): string {
    let key = this.blockKeys.get(block);
    if (!key) {
      const stable = this.page.stableBlockKey?.(block);
      key = stable ? `${STABLE_KEY_PREFIX}${stable}` : `b${this.nextBlockNumber++}`;
      this.blockKeys.set(block, key);
    }
    return key;
  }

  private previousBlockKey(block: Element): string | null {
    let sibling = block.previousElementSibling;
    for (let i = 0; sibling && i < MAX_SIBLINGS_BACK; i++, sibling = sibling.previousElementSibling) {
      const key = this.blockKeys.get(sibling);
      if (key && this.liveBlocks.has(key)) return key;
    }
    return null;
  }

  // --- "You" ---

  private withSelfName(utterance: CapturedUtterance): CapturedUtterance {
    return this.isSelfLabel(utterance.speakerName)
      ? { ...utterance, speakerName: this.selfName(utterance.speakerName) }
      : utterance;
  }

  private isSelfLabel(speakerName: string): boolean {
    return isSelfLabel(speakerName, this.page.selfLabels);
  }

  /** The page's name for the user, else the one from settings, else the page's own label. */
  private selfName(label: string): string {
    this.learnSelfName();
    if (this.pageSelfName) return this.pageSelfName;
    const name = this.options.selfName?.trim() || label;
    this.selfFallbacks.add(name);
    return name;
  }

  /**
   * A page may show the user's name only after captions or chat rows were read. Once it does, the
   * meeting is told again with the names used meanwhile, and the background files those lines
   * under the name: one person stays one speaker.
   */
  private learnSelfName(): void {
    if (this.pageSelfName) return;
    this.pageSelfName = this.page.readSelfName(this.doc);
    if (this.pageSelfName && this.inCall) this.send.meeting(this.meetingInfo());
  }

  // --- Chat ---

  private attachChat(list: Element | null): void {
    if (list === this.chatList) return;
    this.chatObserver.disconnect();
    this.chatList = list;
    this.lastCaptureTarget = null;
    if (!list) return;
    this.chatObserver.observe(list, { childList: true, characterData: true, subtree: true });
    for (const row of this.page.chatRowsIn(list)) this.dirtyRows.set(row, false);
    this.flushTimer.start(FLUSH_MS);
  }

  private onChatMutations(records: MutationRecord[]): void {
    for (const record of records) {
      const row = this.page.chatRowOf(record.target);
      if (row && !this.dirtyRows.has(row)) this.dirtyRows.set(row, true);
      for (const added of record.addedNodes)
        for (const addedRow of this.page.chatRowsIn(added)) this.dirtyRows.set(addedRow, true);
    }
    this.flushTimer.start(FLUSH_MS);
  }

  private flushChat(now: number): void {
    const messages: CapturedUtterance[] = [];
    for (const [row, live] of this.dirtyRows) {
      const reading = this.page.readChatRow(row, now);
      if (!reading?.text) continue;
      const id = `chat-${reading.messageId}`;
      if (this.chatTextSent.get(id) === reading.text) continue;
      this.chatTextSent.set(id, reading.text);
      messages.push({
        id,
        // Own messages have no sender, or a self label ("You"): either way they are the user's, named as in captions.
        speakerName:
          reading.sender && !this.isSelfLabel(reading.sender)
            ? reading.sender
            : this.selfName(reading.sender ?? this.page.selfLabels[0]),
        text: reading.text,
        at: live ? now : (reading.at ?? now),
        source: 'chat',
        final: true, // chat messages are not revised
      });
    }
    this.dirtyRows.clear();
    if (messages.length > 0) this.send.utterances(messages);
  }
}

function inPageOrder(elements: Set<Element>): Element[] {
  // 4 = Node.DOCUMENT_POSITION_FOLLOWING
  return [...elements].sort((a, b) => (a.compareDocumentPosition(b) & 4 ? -1 : 1));
}
