// "Insert into reply": the panel asks a support tool's page to put an approved reply into the reply box
// the agent has open, as if typed. The text is added after what the agent already wrote; nothing is sent.
// Each platform says where its reply box is (its selectors.ts); finding and typing are shared here.
import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { InsertReplyRequest, InsertReplyResult } from '../../messaging/reply-protocol';
import { REPLY_INSERT } from '../../messaging/reply-protocol';
import { isShown } from './dom';
import { isTypingBox, type TypingBox, typeText } from './typing';

/** The public reply box the agent has open on the page, or null when none is open. */
export type ReplyBoxFinder = (doc: Document) => TypingBox | null;

export function isInsertReplyRequest(message: unknown): message is InsertReplyRequest {
  if (typeof message !== 'object' || message === null) return false;
  const m = message as Partial<Record<keyof InsertReplyRequest, unknown>>;
  return m.type === REPLY_INSERT && typeof m.text === 'string';
}

/** Adds the reply to the open reply box; says in the answer why not when it cannot. */
export function insertReply(
  doc: Document,
  request: InsertReplyRequest,
  findReplyBox: ReplyBoxFinder,
): InsertReplyResult {
  if (request.text.trim() === '') return { ok: false, reason: 'failed' };
  const box = findReplyBox(doc);
  if (!box) return { ok: false, reason: 'no_reply_box' };
  try {
    typeText(box, request.text, 'append');
  } catch {
    return { ok: false, reason: 'failed' };
  }
  return { ok: true };
}

/** What a support tool's entrypoint hands the content-script runner: answer reply/insert until the extension reloads. */
export function replyAnswerer(findReplyBox: ReplyBoxFinder): (ctx: ContentScriptContext) => void {
  return (ctx) => {
    const onMessage = (message: unknown, _sender: unknown, sendResponse: (response: unknown) => void) => {
      if (!isInsertReplyRequest(message)) return false;
      sendResponse(insertReply(document, message, findReplyBox));
      return false;
    };
    browser.runtime.onMessage.addListener(onMessage);
    ctx.onInvalidated(() => browser.runtime.onMessage.removeListener(onMessage));
  };
}

export interface ReplyBoxQuery {
  /** Reply box candidates, tried in order: the first that finds a usable box wins. */
  boxes: readonly string[];
  /** A box inside (or being) one of these is an internal note's, never the public reply's. */
  notes?: readonly string[];
}

/**
 * The usable reply box in `scope`: shown, taking typing, not a note's. Of several, the one the agent is
 * in (focus), else the first: a page may keep more than one composer open.
 */
export function findReplyBoxIn(scope: ParentNode, query: ReplyBoxQuery): TypingBox | null {
  const notes = query.notes?.length ? query.notes.join(', ') : undefined;
  const active = (scope as Node).ownerDocument?.activeElement ?? (scope as Document).activeElement ?? null;
  for (const selector of query.boxes) {
    const usable = [...scope.querySelectorAll(selector)].filter(
      (box): box is TypingBox => isTypingBox(box) && isShown(box) && !(notes && box.closest(notes)),
    );
    if (usable.length)
      return usable.find((box) => active && (box === active || box.contains(active))) ?? usable[0] ?? null;
  }
  return null;
}
