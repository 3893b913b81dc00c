import { type Browser, expect, type Page, test } from '@playwright/test';
import { normaliseSiteUrl } from '../../src/siteUrl';
import { baseUrl, openPage, waitForHydration } from './browser';

/** The origin the build printed relative links with (vite.config.ts reads SITE_URL the same way). */
const siteUrl = normaliseSiteUrl(process.env.SITE_URL);

/** A service, a compliance framework and an article: the pages a prospect prints. */
const PATHS = ['/services/vapt', '/compliance/gdpr', '/insights/gdpr-breach-notification-72-hour-rule'];

/** A4 at 96 CSS px an inch (210 × 297 mm), with page.pdf's default margins (none). */
const A4 = { width: 794, height: 1123 } as const;

/** What print should keep whole: cards, key facts, FAQ entries. */
const CARDS = "main [data-print='keep-together'], main details, main dl > div";

async function openForPrint(browser: Browser, path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openPage(browser, baseUrl, { width: A4.width, height: A4.height });
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  await page.emulateMedia({ media: 'print' });
  return { page, close: () => context.close() };
}

for (const path of PATHS) {
  test.describe(`printing ${path}`, () => {
    test('leaves out the header menu and buttons, search, chat, dialogs and footer forms, and keeps the footer address', async ({ browser }) => {
      const { page, close } = await openForPrint(browser, path);
      const shown = await page.evaluate(() => {
        const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
        const all = (selector: string) => [...document.querySelectorAll(selector)];
        return {
          headerControls: all('header nav, header button, header a[href="/contact"]')
            .filter(visible)
            .map((element) => element.outerHTML.slice(0, 80)),
          chat: all('button[aria-label*="chat" i], #chat-panel').filter(visible).length,
          dialogs: all('dialog').filter(visible).length,
          footerForms: all('footer form, footer input, footer button').filter(visible).length,
          screenOnlyButtons: all('main button')
            .filter(visible)
            .map((button) => button.textContent),
          address: all('footer address')
            .filter(visible)
            .map((address) => (address.textContent ?? '').trim()),
        };
      });
      expect(shown.headerControls).toEqual([]);
      expect(shown.chat).toBe(0);
      expect(shown.dialogs).toBe(0);
      expect(shown.footerForms).toBe(0);
      expect(shown.screenOnlyButtons).toEqual([]);
      expect(shown.address).toHaveLength(1);
      expect(shown.address[0]).toMatch(/\w+.*\d/);
      await close();
    });

    test('prints each content link with its full address after the text', async ({ browser }) => {
      const { page, close } = await openForPrint(browser, path);
      const links = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')]
          .filter((link) => link.checkVisibility() && !link.getAttribute('href')!.startsWith('#'))
          .map((link) => ({ href: link.getAttribute('href')!, after: getComputedStyle(link, '::after').content })),
      );
      expect(links.length).toBeGreaterThan(0);
      for (const { href, after } of links) {
        const full = href.startsWith('/') ? `${siteUrl}${href}` : href;
        expect(after, href).toBe(`" (${full})"`);
      }
      await close();
    });

    test('prints the FAQ answers open, black on white, without background bands', async ({ browser }) => {
      const { page, close } = await openForPrint(browser, path);
      const result = await page.evaluate(() => ({
        answers: [...document.querySelectorAll('main details')].map((details) => {
          const answer = details.querySelector(':scope > :not(summary)')!;
          return { open: answer.getBoundingClientRect().height > 0 && answer.checkVisibility(), text: (answer.textContent ?? '').slice(0, 40) };
        }),
        backgrounds: [...document.querySelectorAll('main *, footer, footer *')]
          .map((element) => ({ tag: element.tagName, background: getComputedStyle(element).backgroundColor, image: getComputedStyle(element).backgroundImage }))
          .filter(({ background, image }) => image !== 'none' || !/^rgba\(0, 0, 0, 0\)$|^transparent$/.test(background)),
      }));
      if (path !== '/insights/gdpr-breach-notification-72-hour-rule') expect(result.answers.length).toBeGreaterThan(0);
      expect(result.answers.filter((answer) => !answer.open)).toEqual([]);
      expect(result.backgrounds).toEqual([]);
      await close();
    });

    test('fits on 1 to 19 A4 pages, with every card whole on one page', async ({ browser }) => {
      const { page, close } = await openForPrint(browser, path);
      const cards = await page.evaluate(
        (selector) =>
          [...document.querySelectorAll(selector)]
            .filter((card) => card.checkVisibility())
            .map((card) => ({
              card: (card.textContent ?? '').trim().slice(0, 40),
              height: card.getBoundingClientRect().height,
              breakInside: getComputedStyle(card).breakInside,
            })),
        CARDS,
      );
      // Print layout is one long column in the DOM; a card can stay whole when it is no taller than a page.
      for (const card of cards) {
        expect(card.breakInside, card.card).toBe('avoid');
        expect(card.height, card.card).toBeLessThanOrEqual(A4.height);
      }
      const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
      const pages = pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(19);
      await close();
    });
  });
}
