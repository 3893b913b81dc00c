/**
 * The islands as a visitor meets them against the production server (docs/product/platform.md §1, §6): a press
 * made before an island's code has arrived opens what it opens at once, from the page's own HTML,
 * and the island takes it over as it is;
 * Back restores a page from the back/forward cache; the Speculation Rules prerender the site's
 * pages and nothing else.
 */
import { type Browser, chromium, expect, type Page, type Route, test } from '@playwright/test';
import { baseUrl, CHROMIUM_FLAGS, DESKTOP, MOBILE, openPage, waitForHydration } from './browser';

/**
 * Holds back every request for React's chunk until `release`: a visitor on a slow connection who
 * presses before the island's code has arrived.
 */
async function holdReact(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release = () => {};
  let seen = () => {};
  const requested = new Promise<void>((resolve) => (seen = resolve));
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/react-[\w-]+\.js$/, async (route: Route) => {
    seen();
    await held;
    await route.continue();
  });
  return { requested, release };
}

type HeldReact = Awaited<ReturnType<typeof holdReact>>;

/** Opens `path` at `viewport` with React's chunk held back (holdReact), runs `visit`, and closes the tab; no page error on the way. */
async function withHeldReact(
  browser: Browser,
  viewport: { width: number; height: number },
  path: string,
  visit: (page: Page, react: HeldReact) => Promise<void>,
): Promise<void> {
  const { context, page, problems } = await openPage(browser, baseUrl, viewport);
  try {
    const react = await holdReact(page);
    await page.goto(`${baseUrl}${path}`);
    await waitForHydration(page);
    await visit(page, react);
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
  } finally {
    await context.close();
  }
}

test.describe('a press before the island has loaded', () => {
  const PRESSES = [
    [
      'a dropdown (hovered, then clicked)',
      DESKTOP,
      '/about',
      (page: Page) => page.locator('nav[aria-label="Main"] button').first(),
      (page: Page) => page.locator('nav[aria-label="Main"] li ul a').first(),
    ],
    [
      'the menu button',
      MOBILE,
      '/about',
      (page: Page) => page.getByRole('button', { name: 'Open menu' }),
      (page: Page) => page.getByRole('dialog', { name: 'Site menu' }),
    ],
    [
      'the search icon',
      DESKTOP,
      '/about',
      (page: Page) => page.getByRole('button', { name: 'Search the site' }),
      (page: Page) => page.getByRole('combobox', { name: 'Search the site' }),
    ],
    [
      'a consultation button',
      DESKTOP,
      '/',
      (page: Page) => page.getByRole('link', { name: 'Get a Free Consultation' }).first(),
      (page: Page) => page.getByRole('dialog', { name: 'Get a Free Consultation' }),
    ],
    [
      'the chat launcher',
      DESKTOP,
      '/about',
      (page: Page) => page.getByRole('button', { name: /^Open chat/ }),
      (page: Page) => page.getByRole('log', { name: 'Conversation' }),
    ],
  ] as const;
  for (const [name, viewport, path, control, response] of PRESSES) {
    test(`${name}: opens at once, natively, and its island takes it over as it is`, ({ browser }) =>
      withHeldReact(browser, viewport, path, async (page, react) => {
        await control(page).click();
        await react.requested;
        // React is still held back: what opened is the page's own HTML.
        await response(page).waitFor({ state: 'visible' });
        expect(new URL(page.url()).pathname).toBe(path);
        react.release();
        await page
          .locator('vip-island[data-awake]')
          .filter({ has: response(page) })
          .waitFor({ state: 'attached' });
        // Taken over, not made again: a second press would have closed it, a new render emptied it.
        await page.waitForTimeout(300);
        await expect(response(page).isVisible()).resolves.toBe(true);
        // Now the island's: Escape closes it.
        await page.keyboard.press('Escape');
        await response(page).waitFor({ state: 'hidden' });
      }));
  }

  test('a search typed before its island has loaded is searched once it has', ({ browser }) =>
    withHeldReact(browser, DESKTOP, '/about', async (page, react) => {
      await page.getByRole('button', { name: 'Search the site' }).click();
      await react.requested;
      await page.keyboard.type('iso');
      react.release();
      await page.getByRole('option').first().waitFor({ state: 'visible' });
      await expect(page.getByRole('combobox', { name: 'Search the site' }).inputValue()).resolves.toBe('iso');
    }));

  test('a chat message typed and sent with Enter before its island has loaded is sent once it has, once', ({ browser }) =>
    withHeldReact(browser, DESKTOP, '/about', async (page, react) => {
      await page.getByRole('button', { name: /^Open chat/ }).click();
      await react.requested;
      await page.keyboard.type('Do you run penetration tests?');
      await page.keyboard.press('Enter');
      const log = page.getByRole('log', { name: 'Conversation' });
      react.release();
      await log.getByText('Do you run penetration tests?').waitFor();
      await expect(page.getByLabel('Your message').inputValue()).resolves.toBe('');
      await page.waitForTimeout(300);
      await expect(log.getByText('Do you run penetration tests?').count()).resolves.toBe(1);
    }));

  test("the theme switch works from the page's first script, without React", ({ browser }) =>
    withHeldReact(browser, DESKTOP, '/about', async (page, react) => {
      await page.getByRole('button', { name: 'Theme: system' }).click();
      // React is still held back (the hover woke the header's island, which waits for it).
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('light');
      await expect(page.getByRole('button', { name: 'Theme: light' }).isVisible()).resolves.toBe(true);
      react.release();
      await page.waitForTimeout(300);
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('light');
    }));

  test('a form filled and sent before its island has loaded keeps every value and is checked by the island', ({ browser }) =>
    withHeldReact(browser, DESKTOP, '/consultation', async (page, react) => {
      await page.getByLabel('Full Name').fill('Ada Lovelace');
      await page
        .getByRole('button', { name: /Submit|Send|Request/ })
        .first()
        .click();
      await react.requested;
      react.release();
      // The island ran the press: its own validation speaks (the e-mail is missing), nothing was posted natively.
      await page.locator('[aria-invalid="true"]').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/consultation');
      await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe('Ada Lovelace');
    }));
});

test.describe('navigation between documents', () => {
  let bfcacheBrowser: Awaited<ReturnType<typeof chromium.launch>>;
  test.beforeAll(async () => {
    // Playwright turns the back/forward cache off by default (stack.md), and the headless shell
    // has none at all ('BackForwardCacheDisabledForDelegate'): Debian's full Chromium, headless.
    bfcacheBrowser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  });
  test.afterAll(() => bfcacheBrowser?.close());

  test('Back restores the page from the back/forward cache, as the visitor left it', async () => {
    const context = await bfcacheBrowser.newContext({ viewport: DESKTOP });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => addEventListener('pageshow', (event) => ((window as unknown as { restored: boolean }).restored = event.persisted)));
      await page.goto(`${baseUrl}/about`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Theme: system' }).click();
      await page.locator('main a[href="/contact"], footer a[href="/contact"]').first().click();
      await page.waitForURL(`${baseUrl}/contact`);
      await page.goBack({ waitUntil: 'commit' });
      await page.waitForFunction(() => (window as unknown as { restored?: boolean }).restored === true);
      expect(new URL(page.url()).pathname).toBe('/about');
    } finally {
      await context.close();
    }
  });

  test("prerenders the site's pages on intent, never the API, the editor, e-mailed links, files, a URL with a query or a new tab's page", async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser, baseUrl, DESKTOP);
    try {
      await page.goto(`${baseUrl}/`);
      const decisions = await page.evaluate(() => {
        type Condition = { href_matches?: string; not?: Condition; selector_matches?: string };
        // Chromium has URLPattern; TypeScript's DOM library does not know it yet.
        const URLPattern = (globalThis as unknown as { URLPattern: new (input: string, base?: string) => { test(url: string): boolean } }).URLPattern;
        const rules = JSON.parse(document.querySelector('script[type=speculationrules]')?.textContent ?? '{}') as {
          prerender: Array<{ eagerness: string; where: { and: Condition[] } }>;
        };
        // As the browser reads a rule for a link: its pattern relative to the document, its selector on the <a>.
        const holds = (condition: Condition, link: HTMLAnchorElement): boolean =>
          condition.not
            ? !holds(condition.not, link)
            : condition.href_matches
              ? new URLPattern(condition.href_matches, location.origin).test(link.href)
              : link.matches(condition.selector_matches ?? '*');
        /** The rule that prerenders a link to `url` (opening in a new tab or not), if any. */
        const ruleFor = (url: string, newTab: boolean) => {
          const link = document.createElement('a');
          link.href = url;
          if (newTab) link.target = '_blank';
          return rules.prerender.find((rule) => rule.where.and.every((condition) => holds(condition, link)));
        };
        const urls = [
          '/',
          '/about',
          '/services/vapt',
          '/insights/tags/gdpr',
          '/newsletter/confirmed',
          '/api/lead',
          '/admin/',
          '/newsletter/confirm?token=x',
          '/newsletter/unsubscribe',
          '/rss.xml',
          '/about?utm_source=x',
          'https://evil.example/',
        ];
        return {
          eagerness: [...new Set(rules.prerender.map((rule) => rule.eagerness))],
          sameTab: urls.filter((url) => ruleFor(url, false)),
          // A prerender is for the tab it was made in.
          newTab: urls.filter((url) => ruleFor(url, true)),
        };
      });
      expect(decisions).toEqual({
        eagerness: ['moderate'],
        sameTab: ['/', '/about', '/services/vapt', '/insights/tags/gdpr', '/newsletter/confirmed'],
        newTab: [],
      });
    } finally {
      await context.close();
    }
  });
});
