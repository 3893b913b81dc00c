import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { searchIndexPlugin } from './src/build/vite/searchIndexPlugin';
import { siteDataPlugin } from './src/build/vite/siteDataPlugin';
import { iconSpritePlugin } from './src/build/vite/iconSpritePlugin';

/**
 * Unit and component tests: components in jsdom with Testing Library; the rest of the browser's code,
 * the server's and the scripts' in plain Node, but for browser code that needs the DOM's APIs
 * (storage, sendBeacon), named `*.dom.test.ts`. A jsdom environment costs a file a long set-up
 * (measured: docs/performance.md, "Measurements behind the code"). Browser tests against the built
 * site: playwright.config.ts.
 *
 * The `unit …` projects start nothing (`npm run test:unit`: a verdict in seconds); `integration`
 * holds the tests that start PostgreSQL, Redis, SMTP sinks, webhook receivers, servers or child
 * processes (`npm run test:integration`). `npm test` runs both.
 */

/**
 * The tests that start something are named `*.integration.test.ts`: every test on both stores
 * (server/test/stores.ts, PostgreSQL), Redis, SMTP, an app on the build's manifest, listening
 * servers, server processes and commands run as child processes (the build of a copy of the site
 * among them).
 */
const INTEGRATION = ['server/**/*.integration.test.ts', 'scripts/**/*.integration.test.ts'];
export default defineConfig({
  plugins: [react(), siteDataPlugin(), searchIndexPlugin(), iconSpritePlugin()],
  test: {
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores, one on this 2-core machine kind; the unit
    // projects keep both cores busy with two (integration sets its own count, below).
    maxWorkers: 2,
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        // The files of a worker share one jsdom and their modules (isolate: false): a jsdom set-up
        // a file less, a large part of this project's time (measured: docs/performance.md, "Measurements
        // behind the code"). src/test/setup.ts leaves the document and storage empty after each test.
        // None mocks a module (lint: a mock would leak between files).
        test: {
          name: 'unit: components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          exclude: ['src/**/*.dom.test.tsx'],
          setupFiles: ['src/test/setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        // The files of a worker share their modules (isolate: false): most import the site's
        // content (the manifest), which each would otherwise read and compile again. None mocks a module.
        test: { name: 'unit: browser code', environment: 'node', include: ['src/**/*.test.ts'], exclude: ['src/**/*.dom.test.ts'], isolate: false },
      },
      {
        extends: true,
        // Browser code that needs the DOM's APIs (storage, sendBeacon, fetch's globals), and components
        // whose test replaces a module, each file in its own jsdom and module registry: the only files
        // that may mock modules, or keep state at module level.
        test: { name: 'unit: browser code in a DOM', environment: 'jsdom', include: ['src/**/*.dom.test.{ts,tsx}'], setupFiles: ['src/test/setup.ts'] },
      },
      {
        extends: true,
        // The files of a worker share their modules (isolate: false): each would otherwise read and
        // compile the whole site's content again (the manifest), much CPU in all (measured:
        // docs/performance.md, "Measurements behind the code"). None mocks a module.
        test: {
          name: 'unit: server and scripts',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: INTEGRATION,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: INTEGRATION,
          globalSetup: ['tests/setup/postgres.ts', 'tests/setup/serverBuild.ts'],
          isolate: false,
          // Three: these files spend much of their time waiting on child processes, PostgreSQL,
          // sockets and timers, so a third worker fills idle cores and shortens the step (measured:
          // docs/performance.md, "Measurements behind the code").
          // A project with a worker count of its own runs in a group of its own, after the others.
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
