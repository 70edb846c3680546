// Wiring only: the Freshdesk adapter, started by the shared content-script runner. On freshdesk.com
// the agent app lives under /a/; its Ember router opens tickets without page loads, so a pattern for
// /a/tickets/ alone would miss a ticket opened from the list. Freshdesk on freshworks.com has no known
// fixed path: the whole host is matched, and there too the adapter reads only a URL naming a ticket.
// The runner also answers "Insert into reply" from the panel, typing into the adapter's reply box.
import { defineContentScript } from 'wxt/utils/define-content-script';
import { runCapture } from '../lib/capture/core/content-script';
import { replyAnswerer } from '../lib/capture/core/reply';
import { FRESHDESK } from '../lib/capture/platforms/freshdesk/selectors';
import { findFreshdeskReplyBox, startFreshdeskCapture } from '../lib/capture/platforms/freshdesk/adapter';

export default defineContentScript({
  matches: ['https://*.freshdesk.com/a/*', 'https://*.freshworks.com/*'],
  runAt: 'document_idle',
  main: (ctx) =>
    runCapture(
      ctx,
      startFreshdeskCapture,
      { platform: 'freshdesk', selectors: FRESHDESK },
      replyAnswerer(findFreshdeskReplyBox),
    ),
});
