// Wiring only: the user's settings in, Meet captures out to the background.
import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { startMeetCapture } from '../lib/capture/meet';
import { createCaptureSender } from '../lib/capture/sender';

// Same key and fields as lib/settings/schema.ts, read without zod to keep this script small.
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

export default defineContentScript({
  matches: ['https://meet.google.com/*'],
  runAt: 'document_idle',
  async main(ctx) {
    const settings = await readCaptureSettings();
    if (ctx.isInvalid) return;
    const sender = createCaptureSender({ transport: (message) => browser.runtime.sendMessage(message) });
    const capture = startMeetCapture({ send: sender, selfName: settings.displayName, autoCaptions: settings.autoCaptions });
    ctx.onInvalidated(() => {
      capture.stop();
      sender.stop();
    });
  },
});
