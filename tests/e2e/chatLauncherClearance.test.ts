import { expect, type Page, test } from '@playwright/test';
import { baseUrl, MOBILE, openPage, waitForHydration } from './browser';

/** Pages whose last lines of content a visitor reads on a phone: the contact page ends with the opening hours. */
const PATHS = ['/', '/contact', '/services/vapt', '/insights/gdpr-breach-notification-72-hour-rule'];

/**
 * Scrolled to the very end of the page, what of the page's content (main and footer) the fixed chat
 * launcher's box overlaps: every text line (each line box of a text node) and every drawn element
 * without text (images, icons, form fields, buttons) that is visible, in the viewport, below the
 * launcher's top edge and horizontally overlapping it. An empty list means nothing is hidden.
 */
function underLauncher(): string[] {
  const launcher = [...document.querySelectorAll('button')].find((button) => getComputedStyle(button).position === 'fixed');
  if (!launcher) throw new Error('no fixed chat launcher');
  const box = launcher.getBoundingClientRect();
  const viewportHeight = document.documentElement.clientHeight;
  const hidden = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.visibility === 'hidden' || style.display === 'none' || style.clip !== 'auto' || style.opacity === '0') return true;
    }
    return false;
  };
  const overlaps = (rect: DOMRect) =>
    rect.width > 0 && rect.height > 0 && rect.top < viewportHeight && rect.bottom > box.top && rect.left < box.right && rect.right > box.left;
  const px = (value: number) => Math.round(value);
  const where = (rect: DOMRect) => `${px(rect.left)}–${px(rect.right)} × ${px(rect.top)}–${px(rect.bottom)}`;
  const found: string[] = [];
  for (const root of document.querySelectorAll('main, footer')) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const words = (text.textContent ?? '').trim();
      if (!words || !text.parentElement || hidden(text.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) {
        if (overlaps(rect)) found.push(`text "${words.slice(0, 40)}" at ${where(rect)}`);
      }
    }
    for (const element of root.querySelectorAll('img, svg, input, textarea, select, button, video, canvas, iframe')) {
      const rect = element.getBoundingClientRect();
      if (!hidden(element) && overlaps(rect)) found.push(`<${element.tagName.toLowerCase()}> at ${where(rect)}`);
    }
  }
  return found.map((line) => `${line}, launcher at ${where(box)}`);
}

async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

test.describe('the chat launcher hides no content on a phone', () => {
  for (const path of PATHS) {
    test(`scrolled to the end of ${path}, all of main and the footer is above the launcher or beside it`, async ({ browser }) => {
      const { context, page } = await openPage(browser, baseUrl, MOBILE);
      await page.goto(`${baseUrl}${path}`);
      await waitForHydration(page);
      await scrollToEnd(page);
      expect(await page.evaluate(underLauncher)).toEqual([]);
      await context.close();
    });
  }

  test('canary: reports a line of text placed under the launcher', async ({ browser }) => {
    const { context, page } = await openPage(browser, baseUrl, MOBILE);
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    await scrollToEnd(page);
    await page.evaluate(() => {
      const line = document.createElement('p');
      line.textContent = 'under the launcher';
      line.style.cssText = 'position:fixed;right:0;bottom:0;margin:0;width:200px;text-align:right';
      document.querySelector('footer')?.append(line);
    });
    expect((await page.evaluate(underLauncher)).some((line) => line.startsWith('text "under the launcher"'))).toBe(true);
    await context.close();
  });
});
