// What the guidance cards do outside the panel: copy an approved answer, and ask the conversation's
// tab to put a procedure's reply into the support tool's reply box. Passed in, so tests stand in.
import { browser } from 'wxt/browser';
import type { InsertReplyRequest, InsertReplyResult } from '../messaging/reply-protocol';

export interface CardDeps {
  copy(text: string): Promise<void>;
  /** Rejects when no Sidecue content script answers in the tab. */
  insertReply(tabId: number, request: InsertReplyRequest): Promise<InsertReplyResult>;
}

export const browserCardDeps: CardDeps = {
  copy: (text) => navigator.clipboard.writeText(text),
  insertReply: (tabId, request) => browser.tabs.sendMessage(tabId, request) as Promise<InsertReplyResult>,
};
