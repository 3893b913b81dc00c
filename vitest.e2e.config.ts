import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/e2e/sequencer';

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
    // Two files at a time: most files wait on servers, PostgreSQL, SMTP and timers while the CPU-bound
    // ones (every route, the visual captures) use the cores; the suite took 692 s this way against
    // some 880 s one file at a time.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    // Tests marked concurrent (every route at each width, tests/e2e/routes.test.ts) run a few at a time.
    maxConcurrency: 6,
    // On CI one retry absorbs a machine hiccup; a real failure fails twice and is reported.
    retry: process.env.CI ? 1 : 0,
  },
});
