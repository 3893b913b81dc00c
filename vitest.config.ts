import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { searchIndexPlugin } from './scripts/lib/searchIndexPlugin';
import { siteDataPlugin } from './scripts/lib/siteDataPlugin';

/** Unit and component tests (jsdom). Browser tests against the built site: vitest.e2e.config.ts. */
export default defineConfig({
  plugins: [react(), siteDataPlugin(), searchIndexPlugin()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    globalSetup: ['tests/setup/postgres.ts'],
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
