import { defineConfig } from 'wxt';

// The proxy answers the extension through CORS, so no host permission is requested at install.
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  // Explicit imports keep lib/ runnable by vitest and the proxy without WXT's globals.
  imports: false,
  manifest: ({ browser }) => ({
    name: 'Sidecue',
    // Only what works today: Google Meet's captions and chat.
    description: 'Live guidance in the side panel during Meet, Teams and Zoom calls and support chats (Zendesk, Intercom, HubSpot, WhatsApp…).',
    // activeTab + scripting: "Capture from this page" injects the element picker into the tab the user
    // opened Sidecue on, with no host permission at install.
    // alarms: local History older than the days set in the options is deleted even when no page is open.
    permissions:
      browser === 'firefox'
        ? ['storage', 'activeTab', 'scripting', 'alarms']
        : ['storage', 'sidePanel', 'activeTab', 'scripting', 'alarms'],
    // "Save for this site" asks for that one site, so its saved recipe runs on the next visit.
    ...(browser === 'firefox'
      ? { optional_permissions: ['https://*/*', 'http://*/*'] }
      : { optional_host_permissions: ['https://*/*', 'http://*/*'] }),
    action: { default_title: 'Open Sidecue' },
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
          },
        }
      : {}),
  }),
});
