/**
 * The dark theme as a visitor whose system is set to dark meets it: the page paints dark before any
 * script runs (CSS alone decides), the browser's own UI and the favicon follow, hydration changes no
 * colour, and print stays light.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { dark, light, THEME_COLOR } from '../../src/ui/palette';
import { DESKTOP, MOBILE, openPage, useBrowser, waitForHydration } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** '#0f172a' → 'rgb(15, 23, 42)', as getComputedStyle reports it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

const colours = (page: Page) =>
  page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    return { background: style('body').backgroundColor, text: style('body').color, heading: style('main h2, main h1').color, scheme: style('html').colorScheme };
  });

describe.each([
  ['light', light],
  ['dark', dark],
] as const)('a system set to %s', (colorScheme, palette) => {
  it('paints the page in that theme before any script runs, and hydration keeps it', async () => {
    const context = await browser().newContext({ viewport: MOBILE, colorScheme, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/services/vapt`);
    const before = await colours(page);
    expect(before.background).toBe(rgb(palette.surface));
    expect(before.text).toBe(rgb(palette.text));
    await context.close();

    const { context: live, page: hydrated } = await openPage(browser(), baseUrl, MOBILE);
    await hydrated.emulateMedia({ colorScheme });
    await hydrated.goto(`${baseUrl}/services/vapt`);
    await waitForHydration(hydrated);
    expect(await colours(hydrated)).toEqual(before);
    await live.close();
  });
});

describe('the browser’s UI and the favicon', () => {
  it('say which colour to use in each scheme', async () => {
    const { context, page } = await openPage(browser(), baseUrl, DESKTOP);
    await page.goto(`${baseUrl}/`);
    const head = await page.evaluate(() => ({
      themeColors: [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => [meta.getAttribute('media'), meta.getAttribute('content')]),
      icon: document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '',
    }));
    expect(head.themeColors).toEqual([
      ['(prefers-color-scheme: light)', THEME_COLOR.light],
      ['(prefers-color-scheme: dark)', THEME_COLOR.dark],
    ]);
    const icon = decodeURIComponent(head.icon.replace(/^data:image\/svg\+xml,/, ''));
    expect(icon).toContain(`@media (prefers-color-scheme:dark){.s{fill:${dark.primary}}`);
    const served = await page.request.get(`${baseUrl}/favicon.svg`);
    expect(served.status()).toBe(200);
    expect(await served.text()).toBe(icon);
    await context.close();
  });
});

describe('printing with the system set to dark', () => {
  it('prints in the light theme', async () => {
    const { context, page } = await openPage(browser(), baseUrl, DESKTOP);
    await page.emulateMedia({ colorScheme: 'dark', media: 'print' });
    await page.goto(`${baseUrl}/services/vapt`);
    await waitForHydration(page);
    const printed = await colours(page);
    expect(printed.scheme).toBe('light');
    expect(printed.background).toBe(rgb(light.surface));
    // Print sets text black itself (src/ui/printCss.ts).
    expect(printed.text).toBe('rgb(0, 0, 0)');
    await context.close();
  });
});
