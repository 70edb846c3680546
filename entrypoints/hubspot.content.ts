// Wiring only: the HubSpot inbox adapter, started by the shared content-script runner. A match
// pattern allows a host wildcard only as a leading "*.", so "app-*.hubspot.com" cannot be written and
// "*.hubspot.com" would also run on HubSpot's public sites: the app's hosts are listed, one per data
// hosting region (na1 as app. and app-na1., na2, na3, eu1, ap1). HubSpot's single-page app opens
// threads without page loads, so the script runs on the whole app and the adapter reads only a URL
// naming a thread.
// The runner also answers "Insert into reply" from the panel, typing into the adapter's reply box.
import { defineContentScript } from 'wxt/utils/define-content-script';
import { runCapture } from '../lib/capture/core/content-script';
import { replyAnswerer } from '../lib/capture/core/reply';
import { HUBSPOT } from '../lib/capture/platforms/hubspot/selectors';
import { findHubSpotReplyBox, startHubSpotCapture } from '../lib/capture/platforms/hubspot/adapter';

export default defineContentScript({
  matches: [
    'https://app.hubspot.com/*',
    'https://app-na1.hubspot.com/*',
    'https://app-na2.hubspot.com/*',
    'https://app-na3.hubspot.com/*',
    'https://app-eu1.hubspot.com/*',
    'https://app-ap1.hubspot.com/*',
  ],
  runAt: 'document_idle',
  main: (ctx) =>
    runCapture(
      ctx,
      startHubSpotCapture,
      { platform: 'hubspot', selectors: HUBSPOT },
      replyAnswerer(findHubSpotReplyBox),
    ),
});
