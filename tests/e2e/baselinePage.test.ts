/**
 * The benchmarks' bare page (scripts/lib/baselinePage.ts) is their floor only if a browser loads
 * nothing but the page: in Lighthouse's Chromium (the desktop build, which fetches a favicon; the
 * headless shell of the other tests does not), a /favicon.ico that ended before the paint joined
 * Lantern's LCP and moved the bare page's LCP between about 650 and 750 ms from run to run.
 */
import { expect, it } from 'vitest';
import { startBaselineServer } from '../../scripts/lib/baselinePage';
import { readRc } from '../../scripts/lib/lighthouseRuns';
import { launchBrowser } from './browser';

/** The favicon is fetched once the page has loaded; this is well after that, even on a busy machine. */
const AFTER_LOAD_MS = 2_000;

it('the bare page of the benchmarks makes Lighthouse’s Chromium request nothing but itself', async () => {
  const baseline = await startBaselineServer();
  const browser = await launchBrowser(readRc().ci.collect.chromePath);
  try {
    const page = await browser.newPage();
    await page.goto(baseline.url, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_LOAD_MS);
    expect(baseline.strays()).toEqual([]);
  } finally {
    await browser.close();
    baseline.close();
  }
});
