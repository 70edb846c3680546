import { defineConfig } from 'wxt';

// The proxy answers the extension through CORS, so no host permission is requested at install.

/**
 * Extension pages run only the extension's own scripts: no inline script, eval, plugins, <base> or form
 * posts, so text from pages and the service can never become code there.
 */
const EXTENSION_PAGES_CSP = "script-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'";
export default defineConfig({
  zip: {
    // Store packages carry no source maps; the sources archive (for Firefox's review) is the extension's
    // source only: the proxy, the practice pages and the tests are not part of what ships.
    exclude: ['**/*.map'],
    excludeSources: ['proxy/**', 'bench/**', 'practice/**', 'test/**', 'docs/**', '**/*.log'],
  },
  modules: ['@wxt-dev/module-react'],
  // Explicit imports keep lib/ runnable by vitest and the proxy without WXT's globals.
  imports: false,
  manifest: ({ browser }) => ({
    default_locale: 'en',
    // Both from public/_locales (extName, extDescription): the stores show them in the user's language.
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    // activeTab + scripting: "Capture from this page" injects the element picker into the tab the user
    // opened Sidecue on, with no host permission at install.
    // contextMenus: "Evaluate with Sidecue" and "Shorten with Sidecue" on text selected on any page.
    // alarms: local History older than the days set in the options is deleted even when no page is open.
    permissions:
      browser === 'firefox'
        ? ['storage', 'activeTab', 'scripting', 'contextMenus', 'alarms']
        : ['storage', 'sidePanel', 'activeTab', 'scripting', 'contextMenus', 'alarms'],
    // "Save for this site" asks for that one site, so its saved recipe runs on the next visit.
    ...(browser === 'firefox'
      ? { optional_permissions: ['https://*/*', 'http://*/*'] }
      : { optional_host_permissions: ['https://*/*', 'http://*/*'] }),
    icons: { 16: 'icon/16.png', 32: 'icon/32.png', 48: 'icon/48.png', 128: 'icon/128.png' },
    // Idle; the background swaps in the capturing and needs-attention icons per tab (toolbar-icon.ts).
    action: { default_title: '__MSG_actionTitle__', default_icon: { 16: 'icon/16.png', 32: 'icon/32.png' } },
    // Chrome routes this to action.onClicked, which opens the panel; Firefox opens its sidebar.
    commands:
      browser === 'firefox'
        ? { _execute_sidebar_action: { suggested_key: { default: 'Alt+Shift+S' }, description: '__MSG_actionTitle__' } }
        : { _execute_action: { suggested_key: { default: 'Alt+Shift+S' }, description: '__MSG_actionTitle__' } },
    content_security_policy: browser === 'firefox' ? EXTENSION_PAGES_CSP : { extension_pages: EXTENSION_PAGES_CSP },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'sidecue@sidecue.dev',
              // The first version that knows data_collection_permissions.
              strict_min_version: '140.0',
              // Captions and chat text go to the proxy the user configures.
              data_collection_permissions: { required: ['websiteContent'] },
            },
            // Firefox for Android learnt data_collection_permissions two versions later.
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {}),
  }),
});
