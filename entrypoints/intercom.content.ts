// Wiring only: the Intercom inbox adapter, started by the shared content-script runner. Intercom's
// single-page app opens conversations without page loads, so the script runs on the whole app and
// the adapter reads only a URL naming a conversation.
// The runner also answers "Insert into reply" from the panel, typing into the adapter's reply box.
import { defineContentScript } from 'wxt/utils/define-content-script';
import { runCapture } from '../lib/capture/core/content-script';
import { replyAnswerer } from '../lib/capture/core/reply';
import { INTERCOM } from '../lib/capture/platforms/intercom/selectors';
import { findIntercomReplyBox, startIntercomCapture } from '../lib/capture/platforms/intercom/adapter';

export default defineContentScript({
  matches: ['https://app.intercom.com/*', 'https://app.eu.intercom.com/*', 'https://app.au.intercom.com/*'],
  runAt: 'document_idle',
  main: (ctx) =>
    runCapture(
      ctx,
      startIntercomCapture,
      { platform: 'intercom', selectors: INTERCOM },
      replyAnswerer(findIntercomReplyBox),
    ),
});
