/**
 * Visual regression: a full-page screenshot of every page type at a phone, tablet and laptop width
 * (the projects `visual 390`, `visual 768` and `visual 1280` of playwright.config.ts), in the light
 * and the dark theme, compared by `toHaveScreenshot` with the reviewed baselines in
 * tests/visual/baselines (`<name>.<width>.<light|dark>.png`), against the production build and
 * server. `npm run test:visual -- --update` rewrites the baselines that changed. The capture is made
 * deterministic in visualCapture.ts; the tolerance is in playwright.config.ts and `tolerance` below.
 */
import { closeSync, existsSync, openSync, readSync, rmSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { baseUrl, closedDialogBefore, watchPage } from './browser';
import { loadSettled, nextFrames, pinnedFontconfig, VISUAL_FLAGS } from './visualCapture';

const test = base.extend({
  // Chromium as the other tests launch it, with the pinned fonts, sRGB output and no scrollbars.
  browser: [
    async ({ playwright, launchOptions }, use) => {
      const fontconfig = pinnedFontconfig();
      const browser = await playwright.chromium.launch({ ...launchOptions, args: VISUAL_FLAGS, env: { ...process.env, FONTCONFIG_FILE: fontconfig.file } });
      await use(browser);
      await browser.close();
      rmSync(fontconfig.dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

/** One page of each type (each template and each kind of index). */
const PAGES: { name: string; path: string; status?: number }[] = [
  { name: 'home', path: '/' },
  { name: 'services', path: '/services' },
  { name: 'cyber-services', path: '/services/cyber-services' },
  { name: 'cyber-service', path: '/services/vapt' },
  { name: 'ai-service', path: '/ai-services/predictive-analytics' },
  { name: 'web-services', path: '/web-services' },
  { name: 'web-service', path: '/web-services/mern-development' },
  { name: 'compliance-page', path: '/compliance/iso-27001' },
  { name: 'awards', path: '/awards' },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'insights', path: '/insights' },
  { name: 'article', path: '/insights/soc-2-type-1-vs-type-2' },
  { name: 'not-found', path: '/no-such-page', status: 404 },
];
const SCHEMES = ['light', 'dark'] as const;
/** Where playwright.config.ts's snapshotPathTemplate puts them. */
const BASELINES = path.resolve(import.meta.dirname, '../visual/baselines');

/**
 * How many pixels of a capture may differ from its baseline: up to 100, or up to 0.01 % of the
 * image when that is more (a long page). toHaveScreenshot takes the smaller of `maxDiffPixels` and
 * `maxDiffPixelRatio`, so the larger is worked out here from the baseline's size (its PNG header).
 */
function tolerance(snapshot: string): number {
  const baseline = path.join(BASELINES, snapshot);
  if (!existsSync(baseline)) return 100;
  const header = Buffer.alloc(24);
  const file = openSync(baseline, 'r');
  readSync(file, header, 0, 24, 0);
  closeSync(file);
  return Math.max(100, Math.floor(header.readUInt32BE(16) * header.readUInt32BE(20) * 0.0001));
}

// The pages share nothing: both workers capture them.
test.describe.configure({ mode: 'parallel' });

for (const { name, path: pagePath, status } of PAGES) {
  // One load of the page captures both themes (the system's setting switched, CSS alone decides), so
  // both pictures are of the same page.
  test(`${name} in light and dark (${pagePath})`, async ({ page, context, viewport }) => {
    await closedDialogBefore(context);
    const problems = watchPage(page, baseUrl);
    await page.emulateMedia({ colorScheme: SCHEMES[0], reducedMotion: 'reduce' });
    await loadSettled(page, baseUrl, pagePath, status);
    for (const colorScheme of SCHEMES) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await nextFrames(page);
      const snapshot = `${name}.${viewport!.width}.${colorScheme}.png`;
      // As an array, the name is the file's as it is (a string would have its dots made dashes).
      await expect.soft(page, snapshot).toHaveScreenshot([snapshot], { fullPage: true, maxDiffPixels: tolerance(snapshot), timeout: 30_000 });
    }
    // A broken page should not pass, nor become a baseline.
    const pageProblems = [...problems.errors, ...problems.console.filter((line) => status === undefined || !line.includes(String(status)))];
    expect(pageProblems, `${name}: the page reported errors`).toEqual([]);
  });
}
