import { defineConfig } from 'wxt';

// The proxy answers the extension through CORS, so no host permission is requested.
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  // Explicit imports keep lib/ runnable by vitest and the proxy without WXT's globals.
  imports: false,
  manifest: ({ browser }) => ({
    name: 'Sidecue',
    description: 'Live guidance during meetings, chats and outreach, in the side panel.',
    permissions: browser === 'firefox' ? ['storage'] : ['storage', 'sidePanel'],
    action: { default_title: 'Open Sidecue' },
    ...(browser === 'firefox'
      ? { browser_specific_settings: { gecko: { id: 'sidecue@sidecue.dev', strict_min_version: '128.0' } } }
      : {}),
  }),
});
