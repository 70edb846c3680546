// Wiring only: reports the LinkedIn profile the tab shows to the background, and fills LinkedIn's open
// note or message box when the panel asks. On every LinkedIn page, not only /in/…: LinkedIn is a
// single-page app, so a profile is often reached without a page load.
import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { insertDraft, isInsertDraftRequest } from '../lib/outreach/linkedin/insert';
import { pageNavigation, watchProfiles } from '../lib/outreach/linkedin/watch';

export default defineContentScript({
  matches: ['https://www.linkedin.com/*'],
  runAt: 'document_idle',
  main(ctx) {
    const watch = watchProfiles({
      doc: document,
      url: () => location.href,
      // The background answers { ok: true } once it has kept the profile.
      send: async (message) => {
        const answer = (await browser.runtime.sendMessage(message)) as { ok?: boolean } | undefined;
        if (answer?.ok !== true) throw new Error('The profile was not kept.');
      },
      onNavigate: pageNavigation(window),
    });
    const onMessage = (message: unknown, _sender: unknown, sendResponse: (response: unknown) => void) => {
      if (!isInsertDraftRequest(message)) return false;
      sendResponse(insertDraft(document, message));
      return false;
    };
    browser.runtime.onMessage.addListener(onMessage);
    ctx.onInvalidated(() => {
      watch.stop();
      browser.runtime.onMessage.removeListener(onMessage);
    });
  },
});
