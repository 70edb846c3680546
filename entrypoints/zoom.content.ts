// Wiring only: the Zoom web client adapter, started by the shared content-script runner. Top frame
// only (the default): the adapter reads the meeting UI inside the same-origin iframe#webclient itself,
// so the page is captured once whatever the frame's own address is.
import { defineContentScript } from 'wxt/utils/define-content-script';
import { runCapture } from '../lib/capture/core/content-script';
import { ZOOM } from '../lib/capture/platforms/zoom/selectors';
import { startZoomCapture } from '../lib/capture/platforms/zoom/adapter';

export default defineContentScript({
  matches: ['https://app.zoom.us/wc/*'],
  runAt: 'document_idle',
  main: (ctx) => runCapture(ctx, startZoomCapture, { platform: 'zoom', selectors: ZOOM }),
});
