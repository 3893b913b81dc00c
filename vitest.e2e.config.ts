import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: real Chromium (Debian's, via playwright-core) against the production server
 * serving the built dist/. Run after `npm run build`; see scripts/test.ts.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One file at a time: on two cores, two files at once took as long (7.9 min against 7.5) and slowed
    // every page, the way a loaded host does.
    fileParallelism: false,
    // Tests marked concurrent (every route at each width, tests/e2e/routes.test.ts) run a few at a time.
    maxConcurrency: 3,
    // On CI one retry absorbs a machine hiccup; a real failure fails twice and is reported.
    retry: process.env.CI ? 1 : 0,
  },
});
