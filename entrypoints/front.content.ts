// Wiring only: the Front adapter on the shared chat capture, started by the shared content-script
// runner. Front's message markup is unconfirmed (see lib/capture/platforms/front/selectors.ts).
// The runner also answers "Insert into reply" from the panel, typing into the adapter's reply box.
import { defineContentScript } from 'wxt/utils/define-content-script';
import { runCapture } from '../lib/capture/core/content-script';
import { replyAnswerer } from '../lib/capture/core/reply';
import { FRONT } from '../lib/capture/platforms/front/selectors';
import { findFrontReplyBox, startFrontCapture } from '../lib/capture/platforms/front/adapter';

export default defineContentScript({
  matches: ['https://app.frontapp.com/*'],
  runAt: 'document_idle',
  main: (ctx) =>
    runCapture(ctx, startFrontCapture, { platform: 'front', selectors: FRONT }, replyAnswerer(findFrontReplyBox)),
});
