import { expect, type Page, test } from '@playwright/test';
import { baseUrl, DESKTOP, MOBILE, openPage, waitForHydration } from './browser';

/** Long pages with many tab stops, some of them low on the screen where the chat launcher sits. */
const PATHS = ['/', '/services/vapt', '/contact', '/awards'];
/** More tab stops than any page has: the walk ends when focus comes back round, this only stops a runaway. */
const MAX_TAB_STOPS = 400;

interface TabStop {
  /** A short description of the focused element, for the failure message. */
  element: string;
  /** What entirely hides it (a fixed or sticky element), or null when part of it can be seen. */
  hiddenBy: string | null;
}

/**
 * WCAG 2.2 SC 2.4.11 Focus Not Obscured (Minimum): the focused element is not entirely hidden by
 * content the author placed over it. Samples a grid of points over the part of the element inside the
 * viewport; a point is hidden when what is drawn there belongs to a fixed or sticky element that does
 * not contain the focused one. Nothing of it in the viewport counts as hidden too.
 */
function focusedTabStop(): TabStop | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body || focused === document.documentElement) return null;
  const describe = (element: Element) => {
    const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name}"`;
  };
  const overlay = (element: Element | null): Element | null => {
    for (let node = element; node; node = node.parentElement) {
      const { position } = getComputedStyle(node);
      if (position === 'fixed' || position === 'sticky') return node;
    }
    return null;
  };
  const rect = focused.getBoundingClientRect();
  const left = Math.max(rect.left, 0);
  const right = Math.min(rect.right, document.documentElement.clientWidth);
  const top = Math.max(rect.top, 0);
  const bottom = Math.min(rect.bottom, document.documentElement.clientHeight);
  if (right - left < 1 || bottom - top < 1) return { element: describe(focused), hiddenBy: 'outside the viewport' };
  const hiders = new Set<string>();
  const STEPS = 5;
  for (let i = 0; i < STEPS; i += 1) {
    for (let j = 0; j < STEPS; j += 1) {
      const x = left + ((right - left) * (i + 0.5)) / STEPS;
      const y = top + ((bottom - top) * (j + 0.5)) / STEPS;
      const hit = document.elementFromPoint(x, y);
      const cover = overlay(hit);
      if (!hit || !cover || cover.contains(focused)) return { element: describe(focused), hiddenBy: null };
      hiders.add(describe(cover));
    }
  }
  return { element: describe(focused), hiddenBy: [...hiders].join(' and ') };
}

/** Waits for the frame after focus scrolled the element into view, then measures it (one round trip). */
function measureAfterScroll(): Promise<(TabStop & { index: number }) | null> {
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const stop = (window as unknown as { __focusedTabStop: () => TabStop | null }).__focusedTabStop();
        resolve(stop && { ...stop, index: [...document.querySelectorAll('*')].indexOf(document.activeElement as Element) });
      }),
    ),
  );
}

/** Tabs through the whole page from the top, returning every tab stop that was entirely hidden. */
async function hiddenTabStops(page: Page): Promise<string[]> {
  await page.evaluate(`window.__focusedTabStop = ${focusedTabStop.toString()}`);
  const hidden: string[] = [];
  const seen = new Set<number>();
  let stops = 0;
  for (; stops < MAX_TAB_STOPS; stops += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(measureAfterScroll);
    // Focus left the page (or came back round to where it started): every tab stop has been seen.
    if (!stop || seen.has(stop.index)) break;
    seen.add(stop.index);
    if (stop.hiddenBy) hidden.push(`${stop.element} hidden by ${stop.hiddenBy}`);
  }
  expect(stops, 'the page has tab stops').toBeGreaterThan(10);
  expect(stops, 'focus came back round').toBeLessThan(MAX_TAB_STOPS);
  return hidden;
}

for (const [name, viewport] of [
  ['mobile', MOBILE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`focus not obscured (WCAG 2.4.11) at ${name} width`, () => {
    for (const path of PATHS) {
      test(`no tab stop of ${path} is hidden by the sticky header or the chat launcher`, async ({ browser }) => {
        const { context, page } = await openPage(browser, baseUrl, viewport);
        await page.goto(`${baseUrl}${path}`);
        await waitForHydration(page);
        expect(await hiddenTabStops(page)).toEqual([]);
        await context.close();
      });
    }
  });
}

test.describe('focus not obscured (canary)', () => {
  test('reports a link that the chat launcher covers', async ({ browser }) => {
    const { context, page } = await openPage(browser, baseUrl, MOBILE);
    await page.goto(`${baseUrl}/about`);
    await waitForHydration(page);
    // A small link right under the launcher: nothing of it can be seen when it has focus.
    await page.evaluate(() => {
      const box = [...document.querySelectorAll('button')].find((button) => getComputedStyle(button).position === 'fixed')?.getBoundingClientRect();
      if (!box) throw new Error('no fixed chat launcher');
      const link = document.createElement('a');
      link.href = '#covered';
      link.textContent = 'x';
      link.style.cssText = `position:fixed;left:${box.left + 20}px;top:${box.top + 20}px;width:16px;height:16px;overflow:hidden`;
      document.body.append(link);
    });
    const hidden = await hiddenTabStops(page);
    expect(hidden.some((line) => line.startsWith('<a> "x" hidden by'))).toBe(true);
    await context.close();
  });
});
