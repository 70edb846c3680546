// What the Outreach tab does outside itself: ask the proxy, talk to the tab's LinkedIn content
// script, use the clipboard, save a setting. Passed in, so tests can stand in for the tab.
import { browser } from 'wxt/browser';
import { createApiClient, type ApiClient } from '../api/client';
import type { InsertDraftRequest, InsertDraftResult } from '../messaging/outreach-protocol';
import { apiOptionsOf } from '../settings/api-options';
import type { Settings } from '../settings/schema';
import { updateSettings } from '../settings/storage';

export interface OutreachDeps {
  client(settings: Settings): Pick<ApiClient, 'generateOutreach' | 'evaluateOutreach' | 'shortenOutreach'>;
  /** Rejects when no LinkedIn content script answers in the tab. */
  insert(tabId: number, request: InsertDraftRequest): Promise<InsertDraftResult>;
  copy(text: string): Promise<void>;
  saveSettings(patch: Partial<Settings>): Promise<void>;
}

export const browserOutreachDeps: OutreachDeps = {
  client: (settings) => createApiClient(apiOptionsOf(settings)),
  insert: (tabId, request) => browser.tabs.sendMessage(tabId, request) as Promise<InsertDraftResult>,
  copy: (text) => navigator.clipboard.writeText(text),
  saveSettings: updateSettings,
};
