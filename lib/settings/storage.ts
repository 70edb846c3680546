import { browser } from 'wxt/browser';
import { SETTINGS_KEY, readStoredSettings, type Settings } from './schema';

export async function loadSettings(): Promise<Settings> {
  const stored = await browser.storage.local.get(SETTINGS_KEY);
  return readStoredSettings(stored[SETTINGS_KEY]);
}

export async function saveSettings(settings: Settings): Promise<void> {
  await browser.storage.local.set({ [SETTINGS_KEY]: settings });
}

/** Changes some settings and keeps the rest as stored (the panel edits a field or two of them). */
export async function updateSettings(patch: Partial<Settings>): Promise<void> {
  await saveSettings({ ...(await loadSettings()), ...patch });
}

export function onSettingsChanged(listener: (settings: Settings) => void): () => void {
  const handler = (changes: Record<string, { newValue?: unknown }>, area: string) => {
    const change = changes[SETTINGS_KEY];
    if (area === 'local' && change) listener(readStoredSettings(change.newValue));
  };
  browser.storage.onChanged.addListener(handler);
  return () => browser.storage.onChanged.removeListener(handler);
}

/** "Never capture on this site": the site joins the excluded ones, once. */
export async function excludeSite(site: string): Promise<void> {
  const settings = await loadSettings();
  if (settings.neverCaptureSites.includes(site)) return;
  await saveSettings({ ...settings, neverCaptureSites: [...settings.neverCaptureSites, site] });
}
