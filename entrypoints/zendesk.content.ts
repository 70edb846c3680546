// Wiring only: the Zendesk Agent Workspace adapter, started by the shared content-script runner.
import { defineContentScript } from 'wxt/utils/define-content-script';
import { runCapture } from '../lib/capture/core/content-script';
import { ZENDESK } from '../lib/capture/platforms/zendesk/selectors';
import { startZendeskCapture } from '../lib/capture/platforms/zendesk/adapter';

export default defineContentScript({
  matches: ['https://*.zendesk.com/agent/*'],
  runAt: 'document_idle',
  main: (ctx) => runCapture(ctx, startZendeskCapture, { platform: 'zendesk', selectors: ZENDESK }),
});
