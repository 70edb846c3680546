// What every capture content script does: read the user's capture settings, start its platform's
// capture with a sender to the background, and stop both when the extension is reloaded.
import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { CaptionCapture, CaptionCaptureOptions } from './caption-capture';
import { createCaptureSender } from './sender';

// Same key and fields as lib/settings/schema.ts, read without zod to keep content scripts small.
const SETTINGS_KEY = 'settings';

interface CaptureSettings {
  displayName?: string;
  autoCaptions: boolean;
}

async function readCaptureSettings(): Promise<CaptureSettings> {
  try {
    const stored = (await browser.storage.local.get(SETTINGS_KEY))[SETTINGS_KEY] as Record<string, unknown> | undefined;
    return {
      displayName: typeof stored?.displayName === 'string' ? stored.displayName : undefined,
      autoCaptions: stored?.autoCaptions === true,
    };
  } catch {
    return { autoCaptions: false }; // capture without the extras rather than not at all
  }
}

export async function runCapture(ctx: ContentScriptContext, start: (options: CaptionCaptureOptions) => CaptionCapture): Promise<void> {
  const settings = await readCaptureSettings();
  if (ctx.isInvalid) return;
  const sender = createCaptureSender({ transport: (message) => browser.runtime.sendMessage(message) });
  const capture = start({ send: sender, selfName: settings.displayName, autoCaptions: settings.autoCaptions });
  ctx.onInvalidated(() => {
    capture.stop();
    sender.stop();
  });
}
