// Wiring only: the Front adapter on the shared chat capture, started by the shared content-script
// runner. Front's message markup is unconfirmed (see lib/capture/front-selectors.ts).
import { defineContentScript } from 'wxt/utils/define-content-script';
import { runCapture } from '../lib/capture/content-script';
import { startFrontCapture } from '../lib/capture/front';

export default defineContentScript({
  matches: ['https://app.frontapp.com/*'],
  runAt: 'document_idle',
  main: (ctx) => runCapture(ctx, startFrontCapture),
});
