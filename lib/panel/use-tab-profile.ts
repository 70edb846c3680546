// The LinkedIn profile the panel's tab shows, as the background keeps it, following changes.
import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { profileStorageKey, type LinkedInProfile } from '../messaging/outreach-protocol';

function asProfile(value: unknown): LinkedInProfile | null {
  const p = value as LinkedInProfile | undefined;
  return typeof p === 'object' && p !== null && typeof p.key === 'string' && typeof p.name === 'string' ? p : null;
}

/** Whether the background keeps a profile for the tab, i.e. the tab shows a LinkedIn profile. */
export async function tabShowsProfile(tabId: number): Promise<boolean> {
  const key = profileStorageKey(tabId);
  return asProfile((await browser.storage.session.get(key))[key]) !== null;
}

/** undefined until read; null when the tab shows no profile. */
export function useTabProfile(tabId: number | undefined): LinkedInProfile | null | undefined {
  const [profile, setProfile] = useState<LinkedInProfile | null | undefined>(undefined);
  useEffect(() => {
    if (tabId === undefined) {
      setProfile(null);
      return;
    }
    const key = profileStorageKey(tabId);
    let changed = false;
    const handler = (changes: Record<string, { newValue?: unknown }>, area: string) => {
      if (area !== 'session' || !(key in changes)) return;
      changed = true;
      setProfile(asProfile(changes[key]!.newValue));
    };
    browser.storage.onChanged.addListener(handler);
    setProfile(undefined);
    void browser.storage.session.get(key).then((stored) => {
      if (!changed) setProfile(asProfile(stored[key]));
    });
    return () => browser.storage.onChanged.removeListener(handler);
  }, [tabId]);
  return profile;
}
