// Wiring only: Google Meet's adapter, started by the shared content-script runner.
import { defineContentScript } from 'wxt/utils/define-content-script';
import { runCapture } from '../lib/capture/core/content-script';
import { MEET } from '../lib/capture/platforms/meet/selectors';
import { startMeetCapture } from '../lib/capture/platforms/meet/adapter';

export default defineContentScript({
  matches: ['https://meet.google.com/*'],
  runAt: 'document_idle',
  main: (ctx) => runCapture(ctx, startMeetCapture, { platform: 'meet', selectors: MEET }),
});
