/**
 * The themes as a visitor meets them: a system set to dark paints dark before any script runs (CSS
 * alone decides); a stored choice opposite to the system's is applied before the first paint by the
 * inline script, before any module; the switch works by keyboard in the header and the mobile menu
 * and its choice persists; the browser's UI colour and the favicon follow; hydration changes no
 * colour; print stays light.
 */
import { expect, type Page, test } from '@playwright/test';
import { dark, light, THEME_COLOR } from '../../src/ui/palette';
import { baseUrl, DESKTOP, MOBILE, openPage, waitForHydration } from './browser';

/** '#0f172a' → 'rgb(15, 23, 42)', as getComputedStyle reports it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

const colours = (page: Page) =>
  page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    return {
      background: style('body').backgroundColor,
      text: style('body').color,
      heading: style('main h2, main h1').color,
      scheme: style('html').colorScheme,
    };
  });

for (const [colorScheme, palette] of [
  ['light', light],
  ['dark', dark],
] as const) {
  test.describe(`a system set to ${colorScheme}`, () => {
    test('paints the page in that theme before any script runs, and hydration keeps it without a shift', async ({ browser }) => {
      const context = await browser.newContext({ viewport: MOBILE, colorScheme, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/services/vapt`);
      const before = await colours(page);
      expect(before.background).toBe(rgb(palette.surface));
      expect(before.text).toBe(rgb(palette.text));
      await context.close();

      const { context: live, page: hydrated } = await openPage(browser, baseUrl, MOBILE);
      await hydrated.emulateMedia({ colorScheme });
      await hydrated.goto(`${baseUrl}/services/vapt`);
      await waitForHydration(hydrated);
      expect(await colours(hydrated)).toEqual(before);
      // Nothing moved while the page loaded and hydrated (CLS 0 in this theme).
      const shifts = await hydrated.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) =>
              resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0)),
            ).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(0), 500);
          }),
      );
      expect(shifts).toBe(0);
      await live.close();
    });
  });
}

for (const [stored, system] of [
  ['dark', 'light'],
  ['light', 'dark'],
] as const) {
  test.describe(`a stored choice of ${stored} on a system set to ${system}`, () => {
    test('is the theme of the first paint: the inline script applies it before any module runs', async ({ browser }) => {
      const palette = stored === 'dark' ? dark : light;
      const context = await browser.newContext({ viewport: DESKTOP, colorScheme: system });
      await context.addInitScript((choice) => localStorage.setItem('color-scheme', choice), stored);
      // No module runs: what the page shows is the HTML, its CSS and its inline scripts.
      await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && !message.text().includes('net::ERR_FAILED') && errors.push(message.text()));
      await page.goto(`${baseUrl}/services/vapt`);
      expect((await colours(page)).background).toBe(rgb(palette.surface));
      const active = await page.evaluate(() =>
        [...document.querySelectorAll('meta[name="theme-color"]')]
          .filter((meta) => matchMedia(meta.getAttribute('media') ?? 'all').matches)
          .map((meta) => meta.getAttribute('content')),
      );
      expect(active).toEqual([THEME_COLOR[stored]]);
      // The Content-Security-Policy allows the script (a refused one is logged as an error).
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

test.describe('the theme switch', () => {
  test('in the header, by keyboard: light, dark, system; the choice outlives a reload', async ({ browser }) => {
    const { context, page } = await openPage(browser, baseUrl, DESKTOP);
    await page.goto(`${baseUrl}/about`);
    await waitForHydration(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: /^Theme: / });
    expect(await toggle.getAttribute('aria-label')).toBe('Theme: system');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-label')).toBe('Theme: light');
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-label')).toBe('Theme: dark');
    expect((await colours(page)).background).toBe(rgb(dark.surface));
    await page.reload();
    await waitForHydration(page);
    expect((await colours(page)).background).toBe(rgb(dark.surface));
    expect(await toggle.getAttribute('aria-label')).toBe('Theme: dark');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-label')).toBe('Theme: system');
    expect((await colours(page)).background).toBe(rgb(light.surface));
    expect(await page.evaluate(() => localStorage.getItem('color-scheme'))).toBeNull();
    await context.close();
  });

  test('in the mobile menu, with its name shown', async ({ browser }) => {
    const { context, page } = await openPage(browser, baseUrl, MOBILE);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Theme: / })
        .isVisible(),
    ).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    const toggle = menu.getByRole('button', { name: /^Theme: / });
    // Each choice's name is in the button; the one in effect is shown, and is the button's name.
    expect(await toggle.innerText()).toBe('Theme: system');
    expect(await menu.getByRole('button', { name: 'Theme: system', exact: true }).isVisible()).toBe(true);
    await toggle.click();
    expect(await toggle.innerText()).toBe('Theme: light');
    await toggle.click();
    expect(await toggle.innerText()).toBe('Theme: dark');
    expect(await menu.getByRole('button', { name: 'Theme: dark', exact: true }).isVisible()).toBe(true);
    expect((await colours(page)).background).toBe(rgb(dark.surface));
    await page.evaluate(() => localStorage.removeItem('color-scheme'));
    await context.close();
  });
});

test.describe('the browser’s UI and the favicon', () => {
  test('say which colour to use in each scheme', async ({ browser }) => {
    const { context, page } = await openPage(browser, baseUrl, DESKTOP);
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

test.describe('printing with the system set to dark', () => {
  test('prints in the light theme', async ({ browser }) => {
    const { context, page } = await openPage(browser, baseUrl, DESKTOP);
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
