// What every capture content script does: read the user's capture settings and any capture rules the
// proxy served, apply those rules to its platform's selectors, start its platform's capture with a
// sender to the background, and stop both when the extension is reloaded.
import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { Platform, ServedRulesInUse } from '../messaging/capture-protocol';
import type { CaptionCapture, CaptionCaptureOptions } from './caption-capture';
import { applySelectorOverrides, type SelectorOverrides, type SelectorRules } from './rules';
import { createCaptureSender } from './sender';

// Same keys and fields as lib/settings/schema.ts and lib/background/capture-rules.ts, read without
// zod to keep content scripts small (the background checked the rules before keeping them).
const SETTINGS_KEY = 'settings';
const CAPTURE_RULES_KEY = 'captureRules';

interface CaptureSettings {
  displayName?: string;
  autoCaptions: boolean;
  proxyUrl: string;
  /** Host names the user chose never to capture on. */
  neverCaptureSites: string[];
}

interface KeptRules {
  proxyUrl?: unknown;
  document?: { version?: unknown; published?: unknown; platforms?: Record<string, SelectorOverrides | undefined> };
}

/** The platform's built-in selectors, which served rules extend. */
export interface PlatformRules {
  platform: Platform;
  selectors: SelectorRules;
}

async function readStored(): Promise<{ settings: CaptureSettings; rules: KeptRules | undefined }> {
  try {
    const stored = await browser.storage.local.get([SETTINGS_KEY, CAPTURE_RULES_KEY]);
    const settings = stored[SETTINGS_KEY] as Record<string, unknown> | undefined;
    return {
      settings: {
        displayName: typeof settings?.displayName === 'string' ? settings.displayName : undefined,
        autoCaptions: settings?.autoCaptions === true,
        proxyUrl: typeof settings?.proxyUrl === 'string' ? settings.proxyUrl.replace(/\/+$/, '') : '',
        neverCaptureSites: excludedSites(settings),
      },
      rules: stored[CAPTURE_RULES_KEY] as KeptRules | undefined,
    };
  } catch {
    return { settings: { autoCaptions: false, proxyUrl: '', neverCaptureSites: [] }, rules: undefined }; // capture without the extras rather than not at all
  }
}

/** Applies rules the configured proxy served for this platform; says which, when any were taken. */
export function applyKeptRules(
  kept: KeptRules | undefined,
  proxyUrl: string,
  target: PlatformRules,
  doc: Document,
): ServedRulesInUse | undefined {
  const served = kept?.document;
  const overrides = served?.platforms?.[target.platform];
  if (!overrides || !proxyUrl || kept?.proxyUrl !== proxyUrl) return undefined;
  if (typeof served.version !== 'number' || typeof served.published !== 'string') return undefined;
  const applied = applySelectorOverrides(target.selectors, overrides, doc);
  return applied.length ? { version: served.version, published: served.published } : undefined;
}

export async function runCapture(
  ctx: ContentScriptContext,
  start: (options: CaptionCaptureOptions) => CaptionCapture,
  /** Absent where there are no built-in selectors to extend (a page read by a recipe). */
  rules?: PlatformRules,
): Promise<void> {
  const { settings, rules: kept } = await readStored();
  const site = location.hostname.toLowerCase();
  if (ctx.isInvalid || settings.neverCaptureSites.includes(site)) return;
  const sender = createCaptureSender({ transport: (message) => browser.runtime.sendMessage(message) });
  const capture = start({
    send: sender,
    selfName: settings.displayName,
    autoCaptions: settings.autoCaptions,
    rules: rules && applyKeptRules(kept, settings.proxyUrl, rules, document),
  });
  const stop = () => {
    capture.stop();
    sender.stop();
    browser.storage.onChanged.removeListener(onStorageChanged);
  };
  // "Never capture on this site" stops this page at once, without a reload.
  const onStorageChanged = (changes: Record<string, { newValue?: unknown }>, area: string) => {
    if (area === 'local' && excludedSites(changes[SETTINGS_KEY]?.newValue).includes(site)) stop();
  };
  browser.storage.onChanged.addListener(onStorageChanged);
  ctx.onInvalidated(stop);
}

function excludedSites(settings: unknown): string[] {
  const sites = (settings as { neverCaptureSites?: unknown } | undefined)?.neverCaptureSites;
  return Array.isArray(sites) ? sites.filter((site): site is string => typeof site === 'string') : [];
}
