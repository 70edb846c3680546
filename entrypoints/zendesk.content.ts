// Wiring only: the Zendesk Agent Workspace adapter, started by the shared content-script runner.
// The runner also answers "Insert into reply" from the panel, typing into the adapter's reply box.
import { defineContentScript } from 'wxt/utils/define-content-script';
import { runCapture } from '../lib/capture/core/content-script';
import { replyAnswerer } from '../lib/capture/core/reply';
import { ZENDESK } from '../lib/capture/platforms/zendesk/selectors';
import { findZendeskReplyBox, startZendeskCapture } from '../lib/capture/platforms/zendesk/adapter';

export default defineContentScript({
  matches: ['https://*.zendesk.com/agent/*'],
  runAt: 'document_idle',
  main: (ctx) =>
    runCapture(
      ctx,
      startZendeskCapture,
      { platform: 'zendesk', selectors: ZENDESK },
      replyAnswerer(findZendeskReplyBox),
    ),
});
