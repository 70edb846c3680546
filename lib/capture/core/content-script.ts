// What every capture content script does: read the user's capture settings and any capture rules the
// proxy served, apply those rules to its platform's selectors, start its platform's capture with a
// sender to the background, and stop both when the extension is reloaded. On a support tool it also puts
// a reply into the open reply box when the panel asks (reply.ts).
import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { Platform, ServedRulesInUse } from '../../messaging/capture-protocol';
import type { CaptionCapture, CaptionCaptureOptions } from './caption-capture';
import type { SelectorOverrides, SelectorRules } from '../../api/capture-rules';
import { applySelectorOverrides } from './rules';
import { createCaptureSender } from './sender';

// Same keys and fields as lib/settings/schema.ts and lib/background/capture-rules.ts, read without
// zod to keep content scripts small (the background checked the rules before keeping them).
const SETTINGS_KEY = 'settings';
const CAPTURE_RULES_KEY = 'captureRules';

export interface CaptureSettings {
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

/** The settings a content script uses, from what storage holds (anything unreadable counts as unset). */
export function captureSettings(stored: unknown): CaptureSettings {
  const settings = stored as Record<string, unknown> | undefined;
  return {
    displayName: typeof settings?.displayName === 'string' ? settings.displayName : undefined,
    autoCaptions: settings?.autoCaptions === true,
    proxyUrl: typeof settings?.proxyUrl === 'string' ? settings.proxyUrl.replace(/\/+$/, '') : '',
    neverCaptureSites: excludedSites(settings),
  };
}

async function readStored(): Promise<{ settings: CaptureSettings; rules: KeptRules | undefined }> {
  try {
    const stored = await browser.storage.local.get([SETTINGS_KEY, CAPTURE_RULES_KEY]);
    return {
      settings: captureSettings(stored[SETTINGS_KEY]),
      rules: stored[CAPTURE_RULES_KEY] as KeptRules | undefined,
    };
  } catch {
    return { settings: captureSettings(undefined), rules: undefined }; // capture without the extras rather than not at all
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

/** What the settings change in a running capture: read by the capture as it goes, so changed in place. */
export type LiveOptions = Pick<CaptionCaptureOptions, 'selfName' | 'autoCaptions'>;

export interface CaptureSwitch {
  /** New settings: the display name and auto captions apply at once; excluding or allowing the site stops or starts. */
  update(settings: CaptureSettings): void;
  stop(): void;
}

/**
 * Runs a page's capture while its site is not excluded. `begin` starts one with the options object it
 * is given and must hand that same object to the capture, which is how later settings reach it.
 */
export function createCaptureSwitch(
  site: string,
  initial: CaptureSettings,
  begin: (options: LiveOptions) => { stop(): void },
): CaptureSwitch {
  let live: LiveOptions | undefined;
  let running: { stop(): void } | undefined;
  const halt = () => {
    running?.stop();
    running = live = undefined;
  };
  const apply = (settings: CaptureSettings) => {
    if (settings.neverCaptureSites.includes(site)) return halt();
    if (live) {
      live.selfName = settings.displayName;
      live.autoCaptions = settings.autoCaptions;
    } else {
      live = { selfName: settings.displayName, autoCaptions: settings.autoCaptions };
      running = begin(live);
    }
  };
  apply(initial);
  return { update: apply, stop: halt };
}

export async function runCapture(
  ctx: ContentScriptContext,
  start: (options: CaptionCaptureOptions) => CaptionCapture,
  /** Absent where there are no built-in selectors to extend (a page read by a recipe). */
  rules?: PlatformRules,
  /**
   * On a tool the agent replies in: answers the panel's "Insert into reply" (replyAnswerer in reply.ts).
   * Passed in by the entrypoint, so a meeting's content script carries none of that code.
   */
  answerReplies?: (ctx: ContentScriptContext) => void,
): Promise<void> {
  const { settings, rules: kept } = await readStored();
  if (ctx.isInvalid) return;
  const served = rules && applyKeptRules(kept, settings.proxyUrl, rules, document);
  // After the served rules: they may name newer reply boxes too. Inserting reads nothing from the
  // conversation, so it answers on a site excluded from capture as well.
  answerReplies?.(ctx);
  const capture = createCaptureSwitch(location.hostname.toLowerCase(), settings, (live) => {
    const sender = createCaptureSender({ transport: (message) => browser.runtime.sendMessage(message) });
    const running = start(Object.assign(live, { send: sender, rules: served }));
    return {
      stop() {
        running.stop();
        sender.stop();
      },
    };
  });
  // Every setting takes effect on this page without a reload, "Never capture on this site" included.
  const onStorageChanged = (changes: Record<string, { newValue?: unknown }>, area: string) => {
    if (area === 'local' && SETTINGS_KEY in changes) capture.update(captureSettings(changes[SETTINGS_KEY]?.newValue));
  };
  browser.storage.onChanged.addListener(onStorageChanged);
  ctx.onInvalidated(() => {
    capture.stop();
    browser.storage.onChanged.removeListener(onStorageChanged);
  });
}

function excludedSites(settings: unknown): string[] {
  const sites = (settings as { neverCaptureSites?: unknown } | undefined)?.neverCaptureSites;
  return Array.isArray(sites) ? sites.filter((site): site is string => typeof site === 'string') : [];
}
