// Wiring only: capture messages in, panel ports in and out, one analysis loop per tab; the LinkedIn
// profile each tab shows kept for the panel.
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { createAnalysisService } from '../lib/analysis/service';
import { createCaptureHandler } from '../lib/background/capture-listener';
import { createTabCloseHandler } from '../lib/background/closed-tabs';
import { registerOutreachMenu, type ContextMenuDeps } from '../lib/background/context-menu';
import { createCaptureRulesUpdater } from '../lib/background/capture-rules';
import {
  createLocalData,
  isDeleteAllLocalData,
  RETENTION_ALARM,
  RETENTION_PERIOD_MINUTES,
} from '../lib/background/local-data';
import { createPanelPortHandler } from '../lib/background/panel-ports';
import { createProfileKeeper } from '../lib/background/profile-listener';
import { recoverSessions } from '../lib/background/recovery';
import { serialized, syncRecipeScripts } from '../lib/background/recipe-scripts';
import { createToolbarIconUpdater } from '../lib/background/toolbar-icon';
import { createApiClient } from '../lib/api/client';
import { createClosedSessions } from '../lib/history/closed-sessions';
import { createHistoryIndex } from '../lib/history/local-index';
import { isCaptureMessage } from '../lib/messaging/capture-protocol';
import { isProfileMessage } from '../lib/messaging/outreach-protocol';
import { PENDING_SELECTION_KEY } from '../lib/messaging/outreach-selection';
import { opensWelcome } from '../lib/onboarding/welcome';
import { panelViewKey } from '../lib/panel/views';
import { openPanelFromToolbarButton, openPanelInUserAction } from '../lib/platform/side-panel';
import { loadRecipes, onRecipesChanged } from '../lib/recipes/store';
import { PICKS_KEY, type RememberedPicks } from '../lib/session/current-user';
import { createSessionStore } from '../lib/session/store';
import { apiOptionsOf } from '../lib/settings/api-options';
import { excludeSite, loadSettings, onSettingsChanged } from '../lib/settings/storage';

const isOwnPage = (url: string | undefined) => url?.startsWith(browser.runtime.getURL('/'));

export default defineBackground(() => {
  const store = createSessionStore(browser.storage.session);
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (opensWelcome(reason)) void browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') });
  });
  // Firefox's MV2 build names the toolbar button browserAction.
  const toolbar = browser.action ?? (browser as unknown as { browserAction: typeof browser.action }).browserAction;
  store.onChange(createToolbarIconUpdater({ setIcon: (details) => toolbar.setIcon(details) }));
  const history = createHistoryIndex(browser.storage.local);
  const analysis = createAnalysisService({ store, settings: loadSettings, history });
  const rememberedPicks = async () =>
    ((await browser.storage.local.get(PICKS_KEY))[PICKS_KEY] as RememberedPicks | undefined) ?? {};
  const savePicks = (picks: RememberedPicks) => browser.storage.local.set({ [PICKS_KEY]: picks });
  const handleCapture = createCaptureHandler({ store, analysis, settings: loadSettings, rememberedPicks });
  const captureRules = createCaptureRulesUpdater({
    area: browser.storage.local,
    proxyUrl: async () => (await loadSettings()).proxyUrl,
  });

  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    const tabId = sender.tab?.id;
    if (!isCaptureMessage(message) || tabId === undefined) return false;
    // A page's next capture then uses the newest rules; this one already applied what was kept.
    if (message.type === 'capture/meeting') void captureRules.refreshIfStale();
    handleCapture(message, tabId, sender.url).then(
      () => sendResponse({ ok: true }),
      () => sendResponse({ ok: false }),
    );
    return true; // answers asynchronously, once stored
  });
  const profiles = createProfileKeeper(browser.storage.session);
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    const tabId = sender.tab?.id;
    if (!isProfileMessage(message) || tabId === undefined) return false;
    profiles.handle(message, tabId).then(
      () => sendResponse({ ok: true }),
      () => sendResponse({ ok: false }),
    );
    return true; // answers once stored
  });
  const closed = createClosedSessions({ session: browser.storage.session, local: browser.storage.local });
  const localData = createLocalData({
    store,
    analysis,
    history,
    closed,
    settings: loadSettings,
    local: browser.storage.local,
    session: browser.storage.session,
  });
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    // Only Sidecue's own pages (the options page) may ask, never a content script in a web page.
    if (!isDeleteAllLocalData(message) || !isOwnPage(sender.url)) return false;
    localData.deleteAll().then(
      () => sendResponse({ ok: true }),
      () => sendResponse({ ok: false }),
    );
    return true;
  });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === RETENTION_ALARM) void localData.enforceRetention();
  });
  // Created once: creating it again at every worker start would keep putting it off.
  void browser.alarms.get(RETENTION_ALARM).then(async (alarm) => {
    if (!alarm) await browser.alarms.create(RETENTION_ALARM, { periodInMinutes: RETENTION_PERIOD_MINUTES });
  });
  void localData.enforceRetention();
  browser.runtime.onConnect.addListener(
    createPanelPortHandler({ store, analysis, rememberedPicks, savePicks, excludeSite }),
  );
  const tabClosed = createTabCloseHandler({
    store,
    analysis,
    closed,
    settings: loadSettings,
    makeClient: (s) => createApiClient(apiOptionsOf(s)),
  });
  browser.tabs.onRemoved.addListener((tabId) => {
    void tabClosed(tabId);
    void profiles.tabClosed(tabId);
    void browser.storage.session.remove(panelViewKey(tabId));
  });
  onSettingsChanged(() => void captureRules.refreshIfStale());
  void captureRules.refreshIfStale();
  openPanelFromToolbarButton();
  void registerOutreachMenu({
    menus: browser.contextMenus as unknown as ContextMenuDeps['menus'],
    openPanel: openPanelInUserAction,
    keep: (selection) => browser.storage.session.set({ [PENDING_SELECTION_KEY]: selection }),
    now: Date.now,
  });
  const syncRecipes = serialized(async () =>
    syncRecipeScripts(await loadRecipes(), {
      getRegisteredContentScripts: () => browser.scripting.getRegisteredContentScripts(),
      // The recipe scripts carry js and no css: the generated type wants one of the two spelled out.
      registerContentScripts: (scripts) =>
        browser.scripting.registerContentScripts(
          scripts as Parameters<typeof browser.scripting.registerContentScripts>[0],
        ),
      unregisterContentScripts: (filter) => browser.scripting.unregisterContentScripts(filter),
      hasHostPermission: (pattern) => browser.permissions.contains({ origins: [pattern] }),
    }),
  );
  onRecipesChanged(() => void syncRecipes());
  browser.permissions.onAdded.addListener(() => void syncRecipes());
  browser.permissions.onRemoved.addListener(() => void syncRecipes());
  void syncRecipes();
  void recoverSessions(
    store,
    analysis,
    (tabId) =>
      browser.tabs.get(tabId).then(
        () => true,
        () => false,
      ),
    tabClosed,
  );
});
