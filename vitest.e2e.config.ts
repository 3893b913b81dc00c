import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: real Chromium (Debian's, via playwright-core) against the production server
 * serving the built dist/. Run after `npm run build`; see scripts/test.sh.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // On CI one retry absorbs a machine hiccup; a real failure fails twice and is reported.
    retry: process.env.CI ? 1 : 0,
  },
});
