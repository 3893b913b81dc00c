import { describe, expect, inject, it } from 'vitest';
import { pages } from '../../src/site/build/manifest';
import { openPage, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('link crawler', () => {
  it('starts at /, follows every internal link, finds no broken link and reaches every manifest route', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    const origin = new URL(baseUrl).origin;
    const queue = ['/'];
    const status = new Map<string, number>();
    const linkedFrom = new Map<string, string>();

    while (queue.length > 0) {
      const path = queue.shift() as string;
      if (status.has(path)) continue;
      const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
      status.set(path, response?.status() ?? 0);
      const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== origin) continue;
        const target = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
        if (!status.has(target) && !queue.includes(target)) {
          queue.push(target);
          linkedFrom.set(target, path);
        }
      }
    }

    const broken = [...status].filter(([, code]) => code !== 200).map(([path, code]) => `${path} (${code}, linked from ${linkedFrom.get(path)})`);
    expect(broken).toEqual([]);
    // The newsletter's link pages are reached from its e-mails, not from the site (tests/e2e/newsletter.test.ts).
    const unreached = pages.filter((entry) => !entry.noindex).map((entry) => entry.path).filter((path) => !status.has(path));
    expect(unreached).toEqual([]);
    expect(status.size).toBeGreaterThanOrEqual(65);
    await context.close();
  }, 180_000);
});
