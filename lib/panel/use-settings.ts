// The settings as stored, kept current while the panel is open (the options page may change them).
import { useEffect, useState } from 'react';
import type { Settings } from '../settings/schema';
import { loadSettings, onSettingsChanged } from '../settings/storage';

/** undefined until read once. */
export function useSettings(): Settings | undefined {
  const [settings, setSettings] = useState<Settings | undefined>();
  useEffect(() => {
    let active = true;
    const stop = onSettingsChanged((changed) => setSettings(changed));
    void loadSettings().then((loaded) => {
      // A change that arrived while loading is newer than what was loaded.
      if (active) setSettings((current) => current ?? loaded);
    });
    return () => {
      active = false;
      stop();
    };
  }, []);
  return settings;
}
