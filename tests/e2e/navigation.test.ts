import { type Browser, expect, type Page, test } from '@playwright/test';
import { baseUrl, DESKTOP, MOBILE, openPage, waitForHydration } from './browser';

async function open(browser: Browser, path: string, viewport: { width: number; height: number } = DESKTOP) {
  const opened = await openPage(browser, baseUrl, viewport);
  await opened.page.goto(`${baseUrl}${path}`);
  await waitForHydration(opened.page);
  // A marker on the first document: a full page load leaves it behind.
  await opened.page.evaluate(() => ((window as { __firstDocument?: boolean }).__firstDocument = true));
  return opened;
}

/** Waits for `path` to load as a document of its own (not the first one), its script started. */
async function loadedAsNewDocument(page: Page, path: string) {
  await page.waitForURL(`${baseUrl}${path}`);
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as { __firstDocument?: boolean }).__firstDocument)).toBeUndefined();
}

/** The head a document was served with (written at build time, nothing rewrites it). */
const headOf = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent),
  }));
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('desktop header', () => {
  test('opens the Services dropdown on hover, closes it when the pointer leaves, and its link loads the page with its head', async ({ browser }) => {
    const { context, page, problems } = await open(browser, '/');
    const services = mainNav(page).getByRole('button', { name: 'Services' });
    const cyber = mainNav(page).getByRole('link', { name: 'Cybersecurity' });
    expect(await cyber.isVisible()).toBe(false);

    await services.hover();
    await cyber.waitFor({ state: 'visible' });
    // The list shows on hover at once (CSS); the state follows once the header's island runs.
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.move(5, 700);
    await cyber.waitFor({ state: 'hidden' });
    expect(await services.getAttribute('aria-expanded')).toBe('false');

    await services.hover();
    await cyber.click();
    await loadedAsNewDocument(page, '/services/cyber-services');
    expect(await page.locator('h1').textContent()).toBe('Cybersecurity Services');
    const head = await headOf(page);
    expect(head.title).toBe('Cybersecurity Services | Virtual IP');
    expect(head.ogTitle).toBe(head.title);
    expect(head.canonical).toEqual([expect.stringMatching(/^https:\/\/[^/]+\/services\/cyber-services$/)]);
    // The new page's header starts closed.
    expect(await mainNav(page).getByRole('button', { name: 'Services' }).getAttribute('aria-expanded')).toBe('false');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  test("loads the home page with its own head from the Home link, and the first page's head again on Back", async ({ browser }) => {
    const { context, page, problems } = await open(browser, '/about');
    const about = await headOf(page);
    expect(about.canonical).toHaveLength(1);

    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await loadedAsNewDocument(page, '/');
    expect(await page.locator('main h1').count()).toBe(1);
    const home = await headOf(page);
    expect(home.title).not.toBe(about.title);
    expect(home.title).not.toMatch(/not found/i);
    expect(home.description).not.toBe(about.description);
    expect(home.canonical).toEqual([about.canonical[0]!.replace(/\/about$/, '/')]);
    expect(home.ogTitle).toBe(home.title);
    expect(home.jsonLd.length).toBeGreaterThan(0);
    expect(home.jsonLd).not.toEqual(about.jsonLd);

    await page.goBack();
    await page.waitForURL(`${baseUrl}/about`);
    await waitForHydration(page);
    expect(await headOf(page)).toEqual(about);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  test('opens the Compliance dropdown by keyboard focus, enters it with Tab, closes with Escape, and its link loads the page from the keyboard', async ({
    browser,
  }) => {
    const { context, page } = await open(browser, '/about');
    const compliance = mainNav(page).getByRole('button', { name: 'Compliance' });
    // Tab from the top of the page until the Compliance button has focus.
    for (let presses = 0; presses < 20; presses += 1) {
      await page.keyboard.press('Tab');
      if (await compliance.evaluate((element) => element === document.activeElement)) break;
    }
    expect(await compliance.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect(compliance).toHaveAttribute('aria-expanded', 'true');
    const iso = mainNav(page).getByRole('link', { name: 'ISO 27001' });
    await expect(iso).toBeVisible();

    await page.keyboard.press('Tab');
    expect(await iso.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await compliance.getAttribute('aria-expanded')).toBe('false');
    expect(await compliance.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await loadedAsNewDocument(page, '/compliance/iso-27001');
    expect(await page.locator('h1').textContent()).toBe('ISO 27001 Compliance & Certification');
    expect(await page.title()).toBe('ISO 27001 Compliance & Certification | Virtual IP');
    await context.close();
  });

  test('moves focus to the page content with the skip link', async ({ browser }) => {
    const { context, page } = await open(browser, '/awards');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });
});

test.describe('header at every width', () => {
  const WIDTHS = [320, 340, 360, 390, 640, 768, 1024, 1199, 1200, 1280, 1366, 1440, 1920];

  // The brand font as it comes (used when it is there by the first paint, font-display: optional),
  // and missing: the fallback faces the visitor then keeps for the page (this machine has DejaVu Sans,
  // no Arial-metric font), which once made the full menu overflow at 1200–1280 px.
  for (const font of ['as it loads', 'missing'] as const)
    test(`keeps every item on one line, every control a whole 44 px target inside the viewport, and the bar 64 px high (brand font ${font})`, async ({
      browser,
    }) => {
      const { context, page } = await openPage(browser, baseUrl, { width: WIDTHS[0]!, height: 800 });
      if (font === 'missing') await page.route('**/*.woff2', (route) => route.abort());
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      if (font === 'missing')
        expect(
          await page.evaluate(
            () =>
              document.fonts.check('16px "Plus Jakarta Sans"', 'a') &&
              [...document.fonts].some((face) => face.family.includes('Plus Jakarta Sans') && !face.family.includes('Fallback') && face.status === 'loaded'),
          ),
        ).toBe(false);
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const header = await page.evaluate(() => {
          const banner = document.querySelector('header') as HTMLElement;
          const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
          /** Lines of text in an element: the line boxes of its text (icons aside); a wrapped label makes two. */
          const lines = (element: Element) => {
            const tops = new Set<number>();
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (!node.textContent?.trim()) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
            }
            return tops.size;
          };
          return {
            height: banner.getBoundingClientRect().height,
            scrollWidth: document.documentElement.scrollWidth,
            controls: [...banner.querySelectorAll('a, button')]
              .filter(visible)
              .filter((element) => !element.closest('[role="dialog"], dialog'))
              .filter((element) => element.textContent?.trim() !== 'Skip to main content')
              .map((element) => {
                const box = element.getBoundingClientRect();
                return {
                  label: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
                  lines: element.textContent?.trim() ? lines(element) : 1,
                  left: box.left,
                  right: box.right,
                  width: box.width,
                  height: box.height,
                };
              }),
          };
        });
        if (header.height !== 65) problems.push(`${width} px: the bar is ${header.height} px high (64 px and its 1 px border)`);
        if (header.scrollWidth > width) problems.push(`${width} px: the page is ${header.scrollWidth} px wide`);
        for (const control of header.controls) {
          if (control.lines !== 1) problems.push(`${width} px: '${control.label}' takes ${control.lines} lines`);
          if (control.left < 0 || control.right > width)
            problems.push(`${width} px: '${control.label}' reaches past the viewport (${control.left}–${control.right})`);
          if (Math.min(control.width, control.height) < 44) problems.push(`${width} px: '${control.label}' is ${control.width} × ${control.height} px`);
        }
      }
      expect(problems).toEqual([]);
      await context.close();
    });
});

test.describe('mobile menu', () => {
  const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });
  const drawer = (page: Page) => page.getByRole('dialog', { name: 'Site menu' });

  test('opens, expands a group, closes by the overlay and collapses its groups', async ({ browser }) => {
    const { context, page, problems } = await open(browser, '/', MOBILE);
    expect(await mainNav(page).isVisible()).toBe(false);
    await menuButton(page).click();
    await drawer(page).waitFor({ state: 'visible' });

    const compliance = drawer(page).getByRole('button', { name: 'Compliance' });
    await compliance.click();
    // A press made while the menu's island still wakes is held and made again once it runs.
    await expect(compliance).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer(page).getByRole('link', { name: 'HIPAA' })).toBeVisible();

    // The overlay is everything left of the drawer.
    await page.mouse.click(20, MOBILE.height / 2);
    await drawer(page).waitFor({ state: 'hidden' });

    await menuButton(page).click();
    await drawer(page).waitFor({ state: 'visible' });
    expect(await drawer(page).getByRole('button', { name: 'Compliance' }).getAttribute('aria-expanded')).toBe('false');
    expect(await drawer(page).getByRole('link', { name: 'HIPAA' }).isVisible()).toBe(false);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  test('keeps focus inside while open, closes on Escape and returns focus to the menu button', async ({ browser }) => {
    const { context, page } = await open(browser, '/contact', MOBILE);
    await menuButton(page).click();
    await drawer(page).waitFor({ state: 'visible' });
    // The press opened the menu natively and woke the header's island, which keeps Tab inside from
    // the moment it runs (before it, the browser's own modal dialog lets Tab leave for its controls).
    await page.locator('vip-island[data-island="header"][data-awake]').waitFor({ state: 'attached' });
    for (let presses = 0; presses < 15; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'hidden' });
    expect(await menuButton(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  test('leads from an expanded group to the page, which opens with the menu closed', async ({ browser }) => {
    const { context, page } = await open(browser, '/', MOBILE);
    await menuButton(page).click();
    await drawer(page).getByRole('button', { name: 'Services' }).click();
    await drawer(page).getByRole('link', { name: 'Cybersecurity' }).click();
    await loadedAsNewDocument(page, '/services/cyber-services');
    expect(await page.locator('h1').textContent()).toBe('Cybersecurity Services');
    expect(await drawer(page).isVisible()).toBe(false);
    await context.close();
  });
});

test.describe('start-up (src/app/page/start.ts)', () => {
  test('serves working links before any script has run', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/contact`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(`${baseUrl}/about`);
    expect(await page.locator('h1').count()).toBe(1);
    await context.close();
  });

  test('footer and page links load each page as a document with its own head, and Back walks the way back', async ({ browser }) => {
    const { context, page, problems } = await open(browser, '/contact');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'About Us' }).click();
    await loadedAsNewDocument(page, '/about');
    expect(await page.title()).toBe('About Us | Virtual IP');
    await footer.getByRole('link', { name: 'Compliance Frameworks' }).click();
    await loadedAsNewDocument(page, '/compliance');
    expect(await page.title()).toBe('Compliance Frameworks | Virtual IP');
    await page.getByRole('main').getByRole('link', { name: /GDPR/ }).first().click();
    await loadedAsNewDocument(page, '/compliance/gdpr');
    expect(await page.locator('h1').textContent()).toMatch(/GDPR/);
    expect(await page.title()).toBe('GDPR Compliance & Data Protection | Virtual IP');

    await page.goBack();
    await page.waitForURL(`${baseUrl}/compliance`);
    expect(await page.locator('h1').textContent()).toBe('Compliance Frameworks');
    await page.goBack();
    await page.waitForURL(`${baseUrl}/about`);
    expect(await page.locator('h1').textContent()).toBe('About Virtual IP');
    expect(await page.title()).toBe('About Us | Virtual IP');
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
    await context.close();
  });
});
