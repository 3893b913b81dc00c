/**
 * The weight gates of docs/product/platform.md §6, in Chromium against the production server, on every page type
 * at 390 and 1280 px: the script a page requests before its load event (≤ 5 KB gzip), and what a
 * page left alone requests in 10 s (no React, no styled-components, ≤ 15 KB gzip; ≤ 75 KB where the
 * first screen holds a form). The home page's dialog, which opens by itself, is its HTML: it wakes
 * no React until the visitor turns to it. Bytes are decided by the code: a gate.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, expect, test } from '@playwright/test';
import { BOOKING_PAGES } from '../../src/model/bookingPaths';
import { baseUrl, DESKTOP, MOBILE, openTab } from './browser';

const dist = path.resolve(import.meta.dirname, '../../dist');
const KB = 1000;

/** The page types Lighthouse CI measures (lighthouserc.json), with the consultation form's and the booking step's own pages. */
const PAGE_TYPES = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../lighthouserc.json'), 'utf8')).ci.collect.url.map(
  (url: string) => new URL(url).pathname,
) as string[];
/**
 * Pages whose first screen holds a form: the contact and consultation forms, and the booking step
 * and its manage page, whose islands wake by themselves to fetch the free times and the meeting.
 */
const INTERACTIVE_AT_REST = new Set(['/contact', '/consultation', BOOKING_PAGES.book, BOOKING_PAGES.manage]);
const REACT_OR_STYLED = /^\/assets\/(react|styled)-[\w-]+\.js$/;

const gzipped = (asset: string) => gzipSync(readFileSync(path.join(dist, asset)), { level: 9 }).length;

const WIDTHS = [MOBILE, DESKTOP] as const;
const PAGES = [...PAGE_TYPES, '/consultation', BOOKING_PAGES.book, BOOKING_PAGES.manage];

/** One first visit (the home page's dialog opens by itself after a few seconds), left alone for 10 s, its script weighed (soft: every page and width reports). */
async function weighPageLeftAlone(browser: Browser, viewport: (typeof WIDTHS)[number], pagePath: string): Promise<void> {
  const where = `${pagePath} at ${viewport.width} px`;
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 640, hasTouch: viewport.width < 640 });
  try {
    const { page } = await openTab(context, baseUrl);
    await page.goto(`${baseUrl}${pagePath}`);
    await page.waitForTimeout(10_000);
    const scripts = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, beforeLoad: navigation.loadEventStart === 0 || entry.startTime < navigation.loadEventStart }));
    });
    const js = scripts.filter((script) => script.path.endsWith('.js')).map((script) => ({ ...script, bytes: gzipped(script.path) }));
    const critical = js.filter((script) => script.beforeLoad).reduce((sum, script) => sum + script.bytes, 0);
    const total = js.reduce((sum, script) => sum + script.bytes, 0);
    // Each failure says what was loaded, when, and how much.
    const loaded = js.map((script) => `${script.path} ${script.bytes} B${script.beforeLoad ? ' (before load)' : ''}`).join(', ');
    expect.soft(critical, `${where}: critical script (gzip bytes): ${loaded}`).toBeLessThanOrEqual(5 * KB);
    if (INTERACTIVE_AT_REST.has(pagePath)) {
      expect.soft(total, `${where}: script in 10 s (gzip bytes): ${loaded}`).toBeLessThanOrEqual(75 * KB);
    } else {
      expect
        .soft(
          js.map((script) => script.path).filter((file) => REACT_OR_STYLED.test(file)),
          `${where}: ${loaded}`,
        )
        .toEqual([]);
      expect.soft(total, `${where}: script in 10 s (gzip bytes): ${loaded}`).toBeLessThanOrEqual(15 * KB);
    }
  } finally {
    await context.close();
  }
}

// Every page at both widths waits out its 10 s at once; each failure names its page and width.
test(`a page left alone at ${WIDTHS.map((viewport) => viewport.width).join(' and ')} px: critical script ≤ 5 KB, and what it loads in 10 s`, async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await Promise.all(WIDTHS.flatMap((viewport) => PAGES.map((pagePath) => weighPageLeftAlone(browser, viewport, pagePath))));
});
