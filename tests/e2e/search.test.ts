import { type Browser, expect, type Page, test } from '@playwright/test';
import { baseUrl, DESKTOP, MOBILE, openPage, waitForHydration } from './browser';

/** Polls that wait for the index to load (71 KB on a busy machine) get more than expect.poll's 1 s. */
const LOADING = { timeout: 10_000 };
const SEARCH_CODE = /\/assets\/(SearchDialog|siteSearch|search-index)-/;

async function open(browser: Browser, path: string, viewport: { width: number; height: number } = DESKTOP) {
  const opened = await openPage(browser, baseUrl, viewport);
  await opened.page.goto(`${baseUrl}${path}`);
  await waitForHydration(opened.page);
  return opened;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const input = (page: Page) => page.getByRole('combobox', { name: 'Search the site' });
const options = (page: Page) => page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
const activeOption = (page: Page) => page.locator('[role="option"][aria-selected="true"]');
/** The URL the page's document was loaded from: a client-side navigation would have left it at the first page's. */
const loadedFrom = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name);

test.describe('site search', () => {
  test('loads nothing of the search until it is opened, then finds by icon, arrows and Enter, and Enter loads the page', async ({ browser }) => {
    const { context, page, problems } = await open(browser, '/about');
    expect(problems.scripts.filter((script) => SEARCH_CODE.test(script))).toEqual([]);
    // Hovering wakes the header's island (the dialog is part of it), never loads the index.
    await page.getByRole('button', { name: 'Search the site' }).hover();
    await page.waitForLoadState('networkidle');
    expect(problems.scripts.filter((script) => script.includes('/assets/search-index-'))).toEqual([]);

    await page.getByRole('button', { name: 'Search the site' }).click();
    await dialog(page).waitFor({ state: 'visible' });
    await expect.poll(() => input(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => problems.scripts.some((script) => script.includes('/assets/search-index-')), LOADING).toBe(true);

    await input(page).fill('cloud security');
    await expect.poll(() => options(page).count(), LOADING).toBeGreaterThan(2);
    const first = await options(page).nth(0).getAttribute('id');
    expect(await activeOption(page).getAttribute('id')).toBe(first);
    await page.keyboard.press('ArrowDown');
    const second = await options(page).nth(1).getAttribute('id');
    expect(await activeOption(page).getAttribute('id')).toBe(second);
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(second);
    await page.keyboard.press('ArrowUp');
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(first);

    await input(page).fill('pentest');
    await expect.poll(() => options(page).first().textContent(), LOADING).toContain('VAPT Services');
    expect(await activeOption(page).textContent()).toContain('VAPT Services');
    expect(await options(page).first().locator('mark').count()).toBeGreaterThan(0);
    await page.keyboard.press('Enter');

    await page.waitForURL(`${baseUrl}/services/vapt`);
    // A full document load: the page's own head, and no search dialog over it.
    expect(await loadedFrom(page)).toBe(`${baseUrl}/services/vapt`);
    expect(await page.title()).toBe('VAPT Services | Virtual IP');
    expect(await page.locator('h1').textContent()).toContain('VAPT');
    expect(await dialog(page).isVisible()).toBe(false);
    expect(problems.errors).toEqual([]);
    expect(problems.foreignRequests).toEqual([]);
    await context.close();
  });

  test("opens with Ctrl+K and '/', forgives a misspelling, closes with Escape and gives focus back", async ({ browser }) => {
    const { context, page } = await open(browser, '/');
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor({ state: 'visible' });
    await input(page).fill('gdrp');
    await expect.poll(() => options(page).first().textContent(), LOADING).toContain('GDPR');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });

    const searchButton = page.getByRole('button', { name: 'Search the site' });
    await searchButton.focus();
    await page.keyboard.press('/');
    await dialog(page).waitFor({ state: 'visible' });
    expect(await input(page).inputValue()).toBe('gdrp');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await searchButton.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  test("types '/' into a form field instead of opening the search", async ({ browser }) => {
    const { context, page } = await open(browser, '/contact');
    const message = page.getByLabel('Message *');
    await message.click();
    await page.keyboard.type('24/7 monitoring');
    expect(await message.inputValue()).toBe('24/7 monitoring');
    expect(await dialog(page).count()).toBe(0);
    await context.close();
  });

  test('is a full-screen sheet on a phone, and a tap on a result opens it', async ({ browser }) => {
    const { context, page } = await open(browser, '/', MOBILE);
    await page.getByRole('button', { name: 'Search the site' }).click();
    await dialog(page).waitFor({ state: 'visible' });
    const box = await dialog(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: MOBILE.width, height: MOBILE.height });

    await input(page).fill('iso 27k');
    await expect.poll(() => options(page).first().textContent(), LOADING).toContain('ISO 27001');
    await options(page).first().tap();
    await page.waitForURL(`${baseUrl}/compliance/iso-27001`);
    expect(await loadedFrom(page)).toBe(`${baseUrl}/compliance/iso-27001`);
    expect(await page.title()).toBe('ISO 27001 Compliance & Certification | Virtual IP');
    expect(await dialog(page).isVisible()).toBe(false);
    await context.close();
  });
});

test.describe('not-found pages suggest the closest pages', () => {
  for (const [path, suggested] of [
    ['/services/pentest', '/services/vapt'],
    ['/compliance/gdrp', '/compliance/gdpr'],
    ['/ai-services/chatbot', '/ai-services/chatbots-virtual-assistants'],
  ]) {
    test(`${path} suggests ${suggested} first, without a hydration error or a layout shift`, async ({ browser }) => {
      const { context, page, problems } = await openPage(browser, baseUrl);
      await page.addInitScript(() => {
        (window as { __shift?: number }).__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) (window as { __shift?: number }).__shift! += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      const firstSuggestion = page.locator('main li a').first();
      // The suggestions come at the visitor's first sign of being there (a page left alone does without them).
      await page.waitForTimeout(500);
      expect(await firstSuggestion.getAttribute('href')).not.toBe(suggested);
      await page.mouse.move(20, 300);
      await expect.poll(() => firstSuggestion.getAttribute('href'), LOADING).toBe(suggested);
      expect(await page.evaluate(() => (window as { __shift?: number }).__shift)).toBe(0);
      expect(problems.errors).toEqual([]);
      expect(problems.console.filter((line) => !line.includes('404'))).toEqual([]);

      await firstSuggestion.click();
      await page.waitForURL(`${baseUrl}${suggested}`);
      await context.close();
    });
  }
});
