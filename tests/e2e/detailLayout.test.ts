import { type Browser, expect, type Page, test } from '@playwright/test';
import { baseUrl, DESKTOP, MOBILE, openPage, waitForHydration } from './browser';

/** A cyber service, an AI service (with the four stat cards) and a compliance framework page. */
const PATHS = ['/services/vapt', '/ai-services/vision-ai', '/compliance/gdpr'];
const ASIDE = 'main [data-detail-aside]';
const COLUMN = 'main [data-detail-main]';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The viewport box of the first element the selector matches. */
function boxOf(page: Page, selector: string): Promise<Box> {
  return page.$eval(selector, (element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });
}

/** Where the sticky header ends, in viewport pixels. */
const headerBottom = (page: Page) => boxOf(page, 'header');

/** The "On this page" links (text and target id) and the headings of the main column (text and id). */
async function tableOfContents(page: Page) {
  return page.evaluate(
    ([aside, column]) => {
      const nav = document.querySelector(`${aside} nav`)!;
      const label = document.getElementById(nav.getAttribute('aria-labelledby') ?? '');
      return {
        labelledByItsHeading: !!label && nav.contains(label) && /^H[2-6]$/.test(label.tagName),
        links: [...nav.querySelectorAll('a')].map((link) => ({ text: link.textContent!.trim(), target: link.getAttribute('href') })),
        headings: [...document.querySelectorAll(`${column} h2`)].map((heading) => ({ text: heading.textContent!.trim(), target: `#${heading.id}` })),
        faqInColumn: !!document.querySelector(`${column} details summary`),
      };
    },
    [ASIDE, COLUMN],
  );
}

/** A fresh tab on the page at the width, hydrated. */
async function openHydrated(browser: Browser, path: string, viewport: { width: number; height: number }) {
  const opened = await openPage(browser, baseUrl, viewport);
  await opened.page.goto(`${baseUrl}${path}`);
  await waitForHydration(opened.page);
  return opened;
}

/** Two animation frames: what a scroll or a layout change has drawn. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** After a link to `target` was followed: its heading sits just below the sticky header, and nothing moves it afterwards. */
async function expectHeadingBelowHeader(page: Page, target: string) {
  await page.waitForFunction((hash) => window.location.hash === hash, target);
  await nextFrames(page);
  const header = await headerBottom(page);
  const heading = await boxOf(page, target);
  const where = `${target} heading top ${heading.top} px, header bottom ${header.bottom} px`;
  expect(heading.top, where).toBeGreaterThanOrEqual(header.bottom);
  expect(heading.top, where).toBeLessThanOrEqual(header.bottom + 32);
  // Nothing (the router's scroll handling, a late layout) moves it afterwards.
  await nextFrames(page);
  expect((await boxOf(page, target)).top, where).toBe(heading.top);
}

for (const path of PATHS) {
  test.describe(`detail layout of ${path}`, () => {
    test('at 1280 px: the aside is top-aligned right of the main column, lists its sections and the FAQ, and stays in view', async ({ browser }) => {
      const { context, page } = await openHydrated(browser, path, DESKTOP);

      const aside = await boxOf(page, ASIDE);
      const column = await boxOf(page, COLUMN);
      expect(aside.left).toBeGreaterThanOrEqual(column.right);
      expect(Math.abs(aside.top - column.top)).toBeLessThanOrEqual(2);

      const toc = await tableOfContents(page);
      expect(toc.labelledByItsHeading).toBe(true);
      expect(toc.faqInColumn).toBe(true);
      expect(toc.headings.length).toBeGreaterThanOrEqual(3);
      expect(toc.links).toEqual(toc.headings);

      // The contact box leads where the page's closing call to action does.
      const ctaHref = await page.$eval('main section[data-tone="dark"] a', (link) => link.getAttribute('href'));
      expect(await page.$$eval(`${ASIDE} a`, (links) => links.map((link) => link.getAttribute('href')))).toContain(ctaHref);

      const stats = await page.$$eval(`${ASIDE} dl > div`, (cards) =>
        cards.map((card) => [card.querySelector('dt')?.textContent, card.querySelector('dd')?.textContent]),
      );
      if (path.startsWith('/ai-services/')) {
        expect(stats).toHaveLength(4);
        for (const [label, value] of stats) expect(label && value).toBeTruthy();
      }

      // Scrolled to the middle of the main column, the aside is stuck just below the header, whole.
      await page.evaluate((selector) => {
        const column = document.querySelector(selector)!.getBoundingClientRect();
        window.scrollTo(0, window.scrollY + column.top + column.height / 2 - window.innerHeight / 2);
      }, COLUMN);
      await nextFrames(page);
      const header = await headerBottom(page);
      const stuck = await boxOf(page, ASIDE);
      expect(stuck.top).toBeGreaterThanOrEqual(header.bottom);
      expect(stuck.top).toBeLessThanOrEqual(header.bottom + 48);
      expect(stuck.bottom).toBeLessThanOrEqual(DESKTOP.height);
      await context.close();
    });

    test('at 1280 px after hydration: an "On this page" link puts its heading just below the header, and it stays there', async ({ browser }) => {
      const { context, page } = await openHydrated(browser, path, DESKTOP);
      const { links } = await tableOfContents(page);
      // A section in the middle, then the FAQ (the last entry): each a new history entry.
      const middle = links[Math.floor(links.length / 2)]!.target!;
      for (const target of [middle, links.at(-1)!.target!]) {
        await page.locator(`${ASIDE} nav a[href="${target}"]`).click();
        await expectHeadingBelowHeader(page, target);
      }
      // Back returns to the section the visitor came from.
      await page.goBack();
      await expectHeadingBelowHeader(page, middle);
      await context.close();
    });

    test('at 390 px: one column, the "On this page" list before the first section, nothing wider than the screen', async ({ browser }) => {
      const { context, page } = await openHydrated(browser, path, MOBILE);

      const aside = await boxOf(page, ASIDE);
      const column = await boxOf(page, COLUMN);
      expect(aside.bottom).toBeLessThanOrEqual(column.top);
      expect(Math.abs(aside.left - column.left)).toBeLessThanOrEqual(1);
      expect(Math.abs(aside.right - column.right)).toBeLessThanOrEqual(1);
      const nav = await boxOf(page, `${ASIDE} nav`);
      const firstHeading = await boxOf(page, `${COLUMN} h2`);
      expect(nav.bottom).toBeLessThanOrEqual(firstHeading.top);

      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      await context.close();
    });
  });
}

test("an article's heading anchor puts its heading just below the header, Tab continues from that section, and Back returns to where the visitor was", async ({
  browser,
}) => {
  const { context, page } = await openHydrated(browser, '/insights/gdpr-breach-notification-72-hour-rule', DESKTOP);
  const anchors = await page.$$eval('main a.anchor', (links) => links.map((link) => link.getAttribute('href')!));
  expect(anchors.length).toBeGreaterThanOrEqual(2);
  const target = anchors[1]!;
  const link = page.locator(`main a.anchor[href="${target}"]`);
  await link.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await link.click();
  await expectHeadingBelowHeader(page, target);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  // The browser's own fragment navigation: Tab goes on from the section (its heading's anchor), not from the top of the page.
  await page.keyboard.press('Tab');
  expect(await page.evaluate((hash) => document.activeElement?.closest(`main ${hash}`) !== null, target)).toBe(true);
  await page.goBack();
  await page.waitForFunction(() => window.location.hash === '');
  await nextFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await context.close();
});
