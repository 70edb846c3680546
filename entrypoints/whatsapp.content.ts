// Wiring only: the WhatsApp Web adapter on the shared chat capture, started by the shared content-script
// runner. One script per tab for the whole session: WhatsApp switches chats without changing the URL,
// and the capture follows the chat's title.
// The runner also answers "Insert into reply" from the panel, typing into the adapter's reply box.
import { defineContentScript } from 'wxt/utils/define-content-script';
import { runCapture } from '../lib/capture/core/content-script';
import { replyAnswerer } from '../lib/capture/core/reply';
import { WHATSAPP } from '../lib/capture/platforms/whatsapp/selectors';
import { findWhatsAppReplyBox, startWhatsAppCapture } from '../lib/capture/platforms/whatsapp/adapter';

export default defineContentScript({
  matches: ['https://web.whatsapp.com/*'],
  runAt: 'document_idle',
  main: (ctx) =>
    runCapture(
      ctx,
      startWhatsAppCapture,
      { platform: 'whatsapp', selectors: WHATSAPP },
      replyAnswerer(findWhatsAppReplyBox),
    ),
});
