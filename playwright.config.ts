import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, VISUAL_WIDTHS, viewportAt } from './tests/e2e/browser';

/**
 * End-to-end and visual tests: Playwright Test driving Debian's Chromium (never `playwright
 * install`) against the production server on the built dist/ (tests/e2e/globalSetup.ts). Run after
 * `npm run build`: `npm run test:e2e`, `npm run test:visual`; `npm test` runs both as one step.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.test.ts',
  globalSetup: './tests/e2e/globalSetup.ts',
  outputDir: 'test-results/e2e',
  // Two at a time: most files wait on servers, PostgreSQL, SMTP and timers while the CPU-bound ones
  // (every route, the visual captures) use the two cores. Files whose tests share nothing run their
  // tests on both workers (`test.describe.configure({ mode: 'parallel' })`), so no long file ends alone.
  workers: 2,
  timeout: 60_000,
  // On CI one retry absorbs a machine hiccup; a test that passed only on it is reported as flaky (a
  // defect to fix, not to absorb), a real failure fails twice. Each failed attempt keeps its trace.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'test-results/e2e.json' }]],
  // The reviewed baselines, tests/visual/baselines/<page>.<width>.<light|dark>.png.
  snapshotPathTemplate: '{testDir}/../visual/baselines/{arg}{ext}',
  // CI never writes a baseline: a missing one fails. `npm run test:visual -- --update` rewrites those that changed.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: {
    // How long an assertion waits for what a visitor would wait for (an island waking, an answer, an
    // e-mail): Playwright's 5 s is short for two workers beside the servers on two cores.
    timeout: 15_000,
    toHaveScreenshot: {
      // Rendering here is deterministic (software rasterising, pinned fonts, motion off: repeated runs
      // differ by 0 pixels); the tolerance only absorbs what another CPU or a Chromium patch release
      // might change in anti-aliasing and colour rounding: pixelmatch's colour threshold 0.1,
      // anti-aliased pixels ignored, and (tests/e2e/visual.test.ts) up to 100 pixels or 0.01 % of the
      // image. A 1-pixel shift across the page, a changed colour of a button, an icon or a word that
      // appears or goes all exceed it.
      threshold: 0.1,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    // A failed attempt keeps a trace of its actions, console, network and errors
    // (`npx playwright show-trace`), and a screenshot of the page as the failure left it. The trace
    // records neither the screencast nor a DOM snapshot at each step: recorded on every attempt (a
    // trace is kept only when the attempt fails, but made in each), the screencast and the DOM
    // snapshots each cost the route checks a large share of their CPU (measured: docs/performance.md,
    // "Measurements behind the code").
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'e2e', testIgnore: 'visual.test.ts' },
    // One project per width; each test loads its page once and captures both themes from that load.
    ...VISUAL_WIDTHS.map((width) => ({
      name: `visual ${width}`,
      testMatch: 'visual.test.ts',
      use: { viewport: viewportAt(width), isMobile: width < 640, hasTouch: width < 640, deviceScaleFactor: 1 },
    })),
  ],
});
