// The Outreach tab's drafts in storage.local: changes show at once and are written shortly after
// the last keystroke, at once for Clear and results, and before the panel goes away (pagehide).
// A change made in another window's panel is taken in, with this panel's unwritten changes on top.
import { useCallback, useEffect, useRef, useState } from 'react';
import { browser } from 'wxt/browser';
import { DRAFTS_KEY, readDrafts, type OutreachDrafts } from '../outreach/drafts';

export const SAVE_DELAY_MS = 400;

type Change = (drafts: OutreachDrafts) => OutreachDrafts;

export interface DraftsHandle {
  /** undefined until read. */
  drafts: OutreachDrafts | undefined;
  /** `now`: write at once rather than after typing pauses. */
  change(change: Change, now?: boolean): void;
}

export function useOutreachDrafts(): DraftsHandle {
  const [drafts, setDrafts] = useState<OutreachDrafts | undefined>(undefined);
  const current = useRef<OutreachDrafts | undefined>(undefined);
  const unwritten = useRef<Change[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const write = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (unwritten.current.length === 0 || current.current === undefined) return;
    unwritten.current = [];
    // Called from pagehide too: the write is started synchronously, no read before it.
    void browser.storage.local.set({ [DRAFTS_KEY]: current.current });
  }, []);

  useEffect(() => {
    const takeIn = (stored: unknown) => {
      current.current = unwritten.current.reduce((d, c) => c(d), readDrafts(stored));
      setDrafts(current.current);
    };
    const handler = (changes: Record<string, { newValue?: unknown }>, area: string) => {
      // Our own writes come back here too; they hold nothing newer than what is shown.
      if (area === 'local' && DRAFTS_KEY in changes) takeIn(changes[DRAFTS_KEY]!.newValue);
    };
    browser.storage.onChanged.addListener(handler);
    void browser.storage.local.get(DRAFTS_KEY).then((stored) => {
      takeIn(stored[DRAFTS_KEY]);
      if (unwritten.current.length > 0) write();
    });
    addEventListener('pagehide', write);
    return () => {
      browser.storage.onChanged.removeListener(handler);
      removeEventListener('pagehide', write);
      write();
    };
  }, [write]);

  const change = useCallback(
    (c: Change, now = false) => {
      unwritten.current.push(c);
      if (current.current === undefined) return; // applied once the stored drafts are read
      current.current = c(current.current);
      setDrafts(current.current);
      if (now) write();
      else {
        clearTimeout(timer.current);
        timer.current = setTimeout(write, SAVE_DELAY_MS);
      }
    },
    [write],
  );
  return { drafts, change };
}
