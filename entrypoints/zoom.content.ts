// Wiring only: the Zoom web client adapter, started by the shared content-script runner. Top frame
// only (the default): the adapter reads the meeting UI inside the same-origin iframe#webclient itself,
// so the page is captured once whatever the frame's own address is.
import { defineContentScript } from 'wxt/utils/define-content-script';
import { runCapture } from '../lib/capture/content-script';
import { ZOOM } from '../lib/capture/zoom-selectors';
import { startZoomCapture } from '../lib/capture/zoom';

export default defineContentScript({
  matches: ['https://app.zoom.us/wc/*'],
  runAt: 'document_idle',
  main: (ctx) => runCapture(ctx, startZoomCapture, { platform: 'zoom', selectors: ZOOM }),
});
