// Follows the guidance the loaded extension stores, from outside, for `npm start`'s log: the
// background's storage is watched (no polling), and only times and names come back, never text.
import type { BrowserContext, Worker } from 'playwright-core';
import type { CaptureMessage } from '../../lib/messaging/capture-protocol.ts';

export interface StoredGuidance {
  tabId: string;
  id: string;
  /** Epoch ms when the background stored it. */
  at: number;
  currentUser: string;
  repeat: boolean;
  /**
   * Epoch ms when the background received the request's last caption as final; when that caption
   * was not final yet, when the tab's latest final caption before this guidance arrived.
   */
  lastFinalAt?: number;
}

/** Last entry id seen, per tab. */
type Seen = Record<string, string>;

/**
 * Runs inside the service worker: resolves with the guidance stored after `seen`, waiting for the
 * next storage change when there is none yet. It also notes, once per worker, when each caption
 * arrives final, so a guidance line can say how long after the caption it came.
 */
function nextGuidanceInWorker(seen: Seen): Promise<StoredGuidance[]> {
  interface Entry {
    id: string;
    at: number;
    currentUser: string;
    lastUtteranceId: string;
    guidance: { isSame?: boolean };
  }
  interface Chrome {
    runtime: {
      onMessage: {
        addListener(f: (m: CaptureMessage, sender: { tab?: { id?: number } }) => void): void;
      };
    };
    storage: {
      session: { get(keys: null): Promise<Record<string, unknown>> };
      onChanged: {
        addListener(f: (changes: Record<string, { newValue?: unknown }>, area: string) => void): void;
        removeListener(f: unknown): void;
      };
    };
  }
  interface Finals {
    /** Utterance id → when it arrived final. */
    byId: Map<string, number>;
    /** Tab id → the latest times a caption arrived final, oldest first. */
    byTab: Map<string, number[]>;
  }
  const scope = globalThis as unknown as { chrome: Chrome; __sidecueFinals?: Finals };
  const { chrome } = scope;
  if (!scope.__sidecueFinals) {
    const finals: Finals = { byId: new Map(), byTab: new Map() };
    scope.__sidecueFinals = finals;
    chrome.runtime.onMessage.addListener((message, sender) => {
      if (message?.type !== 'capture/utterances' || sender.tab?.id === undefined) return;
      const tabId = String(sender.tab.id);
      for (const u of message.utterances) {
        if (!u.final || finals.byId.has(u.id)) continue;
        const now = Date.now();
        finals.byId.set(u.id, now);
        finals.byTab.set(tabId, [...(finals.byTab.get(tabId) ?? []), now].slice(-20));
      }
    });
  }
  const finals = scope.__sidecueFinals;
  const lastFinalAt = (tabId: string, entry: Entry) =>
    finals.byId.get(entry.lastUtteranceId) ?? (finals.byTab.get(tabId) ?? []).filter((t) => t <= entry.at).pop();
  const newIn = (items: Record<string, { newValue?: unknown } | undefined>): StoredGuidance[] => {
    const found: StoredGuidance[] = [];
    for (const [key, item] of Object.entries(items)) {
      const tabId = /^session:(\d+)$/.exec(key)?.[1];
      const entries = (item?.newValue as { guidance?: Entry[] } | undefined)?.guidance;
      if (!tabId || !entries) continue;
      const last = entries.findIndex((entry) => entry.id === seen[tabId]);
      for (const entry of entries.slice(last + 1)) {
        found.push({
          tabId,
          id: entry.id,
          at: entry.at,
          currentUser: entry.currentUser,
          repeat: entry.guidance.isSame === true,
          lastFinalAt: lastFinalAt(tabId, entry),
        });
      }
    }
    return found;
  };
  return new Promise((resolve) => {
    let done = false;
    const finish = (found: StoredGuidance[]) => {
      if (done || found.length === 0) return;
      done = true;
      chrome.storage.onChanged.removeListener(listener);
      resolve(found);
    };
    const listener = (changes: Record<string, { newValue?: unknown }>, area: string) => {
      if (area === 'session') finish(newIn(changes));
    };
    chrome.storage.onChanged.addListener(listener);
    void chrome.storage.session
      .get(null)
      .then((all) =>
        finish(newIn(Object.fromEntries(Object.entries(all).map(([key, value]) => [key, { newValue: value }])))),
      );
  });
}

/**
 * Calls `onGuidance` for each guidance the extension stores, in order, until `stop()`. Chrome may
 * stop the extension's service worker when it is idle; watching resumes in the next one.
 */
export function watchGuidance(
  context: BrowserContext,
  firstWorker: Worker,
  onGuidance: (guidance: StoredGuidance) => void,
  onFailure: (message: string) => void,
): { stop(): void } {
  let stopped = false;
  const seen: Seen = {};
  void (async () => {
    let worker = firstWorker;
    for (;;) {
      try {
        for (;;) {
          // tsx compiles this file keeping function names through a `__name` helper that only
          // exists here; the function's copy in the worker needs it too.
          await worker.evaluate('globalThis.__name ??= (target) => target');
          const batch = await worker.evaluate(nextGuidanceInWorker, seen);
          for (const guidance of batch) {
            seen[guidance.tabId] = guidance.id;
            if (!stopped) onGuidance(guidance);
          }
        }
      } catch (error) {
        if (stopped) return;
        // A stopped or restarted worker is expected (a restarted one has lost what was set up in
        // it). If this one still answers with its setup in place, the failure is ours and would
        // repeat: say it once and stop.
        const state = await worker.evaluate(() => '__sidecueFinals' in globalThis).catch(() => 'gone' as const);
        if (state === true) {
          onFailure(`Guidance is no longer logged here: ${(error as Error).message}`);
          return;
        }
        if (state === false) continue;
      }
      const next =
        context.serviceWorkers().find((w) => w !== worker) ??
        (await context.waitForEvent('serviceworker', { timeout: 0 }).catch(() => undefined));
      if (!next || stopped) return;
      worker = next;
    }
  })();
  return {
    stop() {
      stopped = true;
    },
  };
}
