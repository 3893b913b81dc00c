/**
 * The benchmarks' bare page (scripts/lib/baselinePage.ts) is their floor only if a browser loads
 * nothing but the page: in Lighthouse's Chromium (the desktop build, which fetches a favicon; the
 * headless shell of the other tests does not), a /favicon.ico that ended before the paint joined
 * Lantern's LCP and moved the bare page's LCP from run to run (measured: docs/performance.md,
 * "Measurements behind the code").
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startBaselineServer } from '../../scripts/lib/baselinePage';
import { readRc } from '../../scripts/lib/lighthouseRuns';
import { launchBrowser } from './browser';

/** The favicon is fetched once the page has loaded; this is well after that, even on a busy machine. */
const AFTER_LOAD_MS = 2_000;

test('the bare pages of the benchmarks make Lighthouse’s Chromium request nothing but themselves and, with the brand font, its file, rendered in it', async () => {
  const baseline = await startBaselineServer({ distDir: path.resolve(import.meta.dirname, '../../dist') });
  const browser = await launchBrowser(readRc().ci.collect.chromePath);
  try {
    const page = await browser.newPage();
    await page.goto(baseline.url, { waitUntil: 'load' });
    const fontRequests: string[] = [];
    page.on('request', (request) => fontRequests.push(request.url()));
    await page.goto(baseline.fontUrl!, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_LOAD_MS);
    expect(baseline.strays()).toEqual([]);
    expect(fontRequests).toEqual([baseline.fontUrl, baseline.fontFileUrl]);
    // The face is used: the preloaded file was there by the first paint (font-display: optional).
    expect(await page.evaluate(() => document.fonts.check("16px 'Plus Jakarta Sans'") && [...document.fonts].some((face) => face.status === 'loaded'))).toBe(
      true,
    );
  } finally {
    await browser.close();
    baseline.close();
  }
});
