import { expect, type Page, test } from '@playwright/test';
import { pages } from '../../src/build/manifest';
import { baseUrl, openPage, settleSelfWakingIslands, waitForHydration } from './browser';

const WIDTHS = [320, 390, 600, 768, 900, 1024, 1280, 1440, 1920] as const;
/** How far apart the free space left and right of a short row may be. */
const BALANCE_TOLERANCE = 4;

/** Every page of the sitemap; grids differ by their number of cards, page by page. */
const checkedPages = () => pages.filter((page) => !page.noindex && !(page.view === 'insights' && page.path !== '/insights'));

interface GridBox {
  heading: string;
  left: number;
  right: number;
  items: { left: number; right: number; top: number; width: number }[];
}

/**
 * The card grids in the page's main: lists marked as card grids, and any other list laid out as a
 * CSS grid, with at least two items. Each comes with the heading of its section. A list whose items
 * are each one button is a row of controls (the booking step's days and times), not cards: it starts
 * where its label starts, as a form's controls do, however few it holds.
 */
function measureGrids(page: Page): Promise<GridBox[]> {
  return page.evaluate(() => {
    const lists = [...document.querySelectorAll<HTMLElement>('main ul, main ol')].filter((list) => {
      const items = [...list.children].filter((child) => child.tagName === 'LI');
      const controls = items.every((item) => item.children.length === 1 && item.firstElementChild?.tagName === 'BUTTON');
      return items.length > 1 && !controls && (list.hasAttribute('data-cards') || getComputedStyle(list).display === 'grid');
    });
    return lists.map((list) => {
      const section = list.closest('section');
      const labelledBy = section?.getAttribute('aria-labelledby');
      const heading =
        (labelledBy && document.getElementById(labelledBy)?.textContent) ||
        section?.getAttribute('aria-label') ||
        section?.querySelector('h2')?.textContent ||
        list.getAttribute('aria-label') ||
        '(untitled)';
      const box = list.getBoundingClientRect();
      const style = getComputedStyle(list);
      return {
        heading: heading.trim(),
        left: box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth),
        right: box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth),
        items: [...list.children]
          .filter((child) => child.tagName === 'LI')
          .map((item) => {
            const rect = item.getBoundingClientRect();
            return { left: rect.left, right: rect.right, top: Math.round(rect.top), width: rect.width };
          }),
      };
    });
  });
}

/** What is wrong with a grid's rows and card widths, in words (empty when nothing is). */
function gridProblems(where: string, grid: GridBox): string[] {
  const problems: string[] = [];
  const rows = new Map<number, GridBox['items']>();
  for (const item of grid.items) {
    const key = [...rows.keys()].find((top) => Math.abs(top - item.top) <= 1) ?? item.top;
    rows.set(key, [...(rows.get(key) ?? []), item]);
  }
  const ordered = [...rows.entries()].sort(([a], [b]) => a - b).map(([, items]) => items);
  const firstCount = ordered[0]!.length;
  ordered.forEach((row, index) => {
    const freeLeft = Math.min(...row.map((item) => item.left)) - grid.left;
    const freeRight = grid.right - Math.max(...row.map((item) => item.right));
    const balanced = Math.abs(freeLeft - freeRight) <= BALANCE_TOLERANCE;
    const full = index > 0 && row.length === firstCount;
    if (!balanced && !full) {
      problems.push(
        `${where}, grid '${grid.heading}': row ${index + 1} of ${ordered.length} has ${row.length} of ${grid.items.length} cards (first row ${firstCount}) ` +
          `and leaves ${freeLeft.toFixed(1)} px free on the left, ${freeRight.toFixed(1)} px on the right`,
      );
    }
  });
  const widths = grid.items.map((item) => item.width);
  if (Math.max(...widths) - Math.min(...widths) > 1) {
    problems.push(`${where}, grid '${grid.heading}': cards of unequal widths ${widths.map((width) => width.toFixed(1)).join(', ')} px`);
  }
  return problems;
}

test.describe('card grids leave no empty column', () => {
  test('on every page: every row is full or centred, cards equal, no overflow, 320–1920 px', async ({ browser }) => {
    test.setTimeout(300_000);
    const { context, page } = await openPage(browser, baseUrl, { width: WIDTHS[0], height: 900 });
    const problems: string[] = [];
    // Two pages of one view whose grids hold the same numbers of cards lay out alike: each such
    // shape is measured at every width once.
    const shapes = new Set<string>();
    for (const { path, view } of checkedPages()) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      // The prerendered layout is the hydrated one (CLS 0 is gated), so no need to wait for hydration;
      // but an island that wakes by itself fills in what it fetches (/book's days and times): the page
      // is measured as it settles.
      await page.goto(`${baseUrl}${path}`);
      await settleSelfWakingIslands(page);
      const shape = `${view}: ${(await measureGrids(page)).map((grid) => grid.items.length).join(', ')}`;
      if (shapes.has(shape)) continue;
      shapes.add(shape);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const where = `${path} at ${width} px`;
        for (const grid of await measureGrids(page)) problems.push(...gridProblems(where, grid));
        const overflow = await page.evaluate(() => {
          const { scrollWidth, clientWidth } = document.documentElement;
          // What sticks out, named: an overflow seen once on CI (/ at 1280 px, 11 px) was not reproduced since.
          const beyond = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > clientWidth + 0.5).slice(0, 3);
          return {
            px: scrollWidth - clientWidth,
            what: beyond
              .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} (${getComputedStyle(element).transform})`)
              .join(', '),
          };
        });
        if (overflow.px > 0) problems.push(`${where}: the page overflows horizontally by ${overflow.px} px: ${overflow.what}`);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  test('finds the grids it is meant to check', async ({ browser }) => {
    const { context, page } = await openPage(browser, baseUrl, { width: 1280, height: 900 });
    for (const [path, minimum] of [
      ['/', 2],
      ['/awards', 2],
      ['/services', 3],
      ['/about', 1],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await waitForHydration(page);
      expect((await measureGrids(page)).length, path).toBeGreaterThanOrEqual(minimum);
    }
    await context.close();
  });
});
