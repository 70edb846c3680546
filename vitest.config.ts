import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    setupFiles: ['test/support/i18n-setup.ts'],
    globalSetup: ['test/support/postgres-server.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
