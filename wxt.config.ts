import { defineConfig } from 'wxt';

// The proxy answers the extension through CORS, so no host permission is requested.
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  // Explicit imports keep lib/ runnable by vitest and the proxy without WXT's globals.
  imports: false,
  manifest: ({ browser }) => ({
    name: 'Sidecue',
    // Only what works today: Google Meet's captions and chat.
    description: 'Live guidance in the side panel during Google Meet, Microsoft Teams and Zoom web calls, from their captions and chat.',
    permissions: browser === 'firefox' ? ['storage'] : ['storage', 'sidePanel'],
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
