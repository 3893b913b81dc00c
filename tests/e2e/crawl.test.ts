import { expect, test } from '@playwright/test';
import { baseUrl } from './browser';
import { pages } from '../../src/build/manifest';
import { crawledDocument } from './crawledDocument';

/**
 * A crawler as a search engine's: it reads the HTML the production server sends. Every link a page
 * has is in its prerendered HTML (tests/e2e/routes.test.ts checks that hydration changes nothing), so
 * no browser is needed to find them.
 */
test.describe('link crawler', () => {
  test('starts at /, follows every internal link, finds no broken link and reaches every manifest route', async () => {
    const origin = new URL(baseUrl).origin;
    const queue = ['/'];
    const status = new Map<string, number>();
    const linkedFrom = new Map<string, string>();

    while (queue.length > 0) {
      const path = queue.shift() as string;
      if (status.has(path)) continue;
      const response = await fetch(`${baseUrl}${path}`);
      status.set(path, response.status);
      const document = crawledDocument(await response.text(), response.url);
      for (const anchor of document.querySelectorAll('a[href]')) {
        const url = new URL((anchor as HTMLAnchorElement).href);
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
    const unreached = pages
      .filter((entry) => !entry.noindex)
      .map((entry) => entry.path)
      .filter((path) => !status.has(path));
    expect(unreached).toEqual([]);
    expect(status.size).toBeGreaterThanOrEqual(65);
  });
});
