import { expect, type Page, test } from '@playwright/test';
import { pages } from '../../src/build/manifest';
import { axeViolations } from './axe';
import { animationsSettled, baseUrl, DESKTOP, MOBILE, SELF_WAKING, settleSelfWakingIslands, useTabs, waitForHydration } from './browser';

const NOT_FOUND: [path: string, status: number][] = [
  ['/no-such-page', 404],
  ['/compliance/no-such-framework', 404],
  ['/ai-services/no-such-type', 404],
];

/** Every prerendered route, and one not-found page of each kind. */
const ROUTES: [path: string, status: number][] = [...pages.map((page): [string, number] => [page.path, 200]), ...NOT_FOUND];

/**
 * At phone width, the first route of each view (page template) and the not-found pages. A width
 * changes the CSS a template applies, not a page's DOM: what a page's own content can get wrong
 * (names, headings, links, contrast of its text) is checked on every route at desktop width, what
 * a width can get wrong (target sizes, what shows, contrast over the layout) once per template.
 */
const ROUTES_PER_VIEW: [path: string, status: number][] = [
  ...pages.filter((page, index) => pages.findIndex((other) => other.view === page.view) === index).map((page): [string, number] => [page.path, 200]),
  ...NOT_FOUND,
];

/** The chunks of React and styled-components (vite.config.ts names them). */
const REACT_OR_STYLED = /^\/assets\/(react|styled)-[\w-]+\.js$/;

/**
 * One visit per route and width checks all a route must pass, each in one of a few tabs of one
 * context per width.
 */
// The routes' visits share nothing but their tabs: they run on both workers.
test.describe.configure({ mode: 'parallel' });

for (const [width, viewport, routes] of [
  ['desktop', DESKTOP, ROUTES],
  ['mobile', MOBILE, ROUTES_PER_VIEW],
] as const) {
  test.describe(`${routes === ROUTES ? 'every route' : 'a route of each page type'} at ${width} width`, () => {
    const withTab = useTabs(viewport);
    const themeOf = new WeakMap<Page, 'light' | 'dark'>();

    for (const [path, status] of routes) {
      test(`${path} answers ${status}, starts cleanly, stays on our origin and has no axe violation in either theme`, () =>
        withTab(async ({ page, problems }) => {
          const response = await page.goto(`${baseUrl}${path}`);
          expect(response?.status()).toBe(status);
          const html = (await response?.text()) ?? '';
          await waitForHydration(page);

          expect(problems.errors).toEqual([]);
          // A not-found page's own 404 is the one console line it may have. Chromium's note that a
          // preload was not used "within a few seconds from the window's load event" depends on the
          // machine's speed (the page's data is read when hydration reaches the page, later on a busy
          // machine), not on the code.
          const LATE_PRELOAD = /was preloaded using link preload but not used within a few seconds/;
          expect(problems.console.filter((line) => (status !== 404 || !line.includes('404')) && !LATE_PRELOAD.test(line))).toEqual([]);
          expect(problems.foreignRequests).toEqual([]);
          expect(await page.locator('h1').count()).toBe(1);
          // A page nobody has touched runs its plain script only: no island woke, no React, no
          // styled-components (the weight gate measures the bytes: tests/e2e/weight.test.ts). But for
          // an island that asks to wake by itself (/book's step, whose free times must be fetched):
          // it wakes, and is checked below as the visitor sees it, its times loaded.
          // What this document loaded, from its own resource timing: the tab's request events may still
          // bring a request of the page it showed before.
          const selfWaking = page.locator(SELF_WAKING);
          if ((await selfWaking.count()) === 0) {
            const awake = await page.locator('vip-island[data-awake]').evaluateAll((islands) => islands.map((island) => island.getAttribute('data-island')));
            expect(awake, 'islands awake on a page nobody touched').toEqual([]);
            const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
            expect(loaded.filter((script) => REACT_OR_STYLED.test(script))).toEqual([]);
          } else await settleSelfWakingIslands(page);
          expect(await page.locator(`vip-island[data-awake]:not(${SELF_WAKING})`).count()).toBe(0);
          expect(html).not.toContain('data-styled=');
          // Each route is checked whole in one theme and with the rules a colour can change in the other:
          // the same DOM in other colours (CSS alone decides). A tab stays in the theme it ended in, so
          // the next route loads in it and each visit switches the theme once.
          const first = themeOf.get(page) ?? 'light';
          const second = first === 'light' ? 'dark' : 'light';
          expect(await axeViolations(page), `${first} theme`).toEqual([]);
          await page.emulateMedia({ colorScheme: second });
          themeOf.set(page, second);
          // Colours with a transition (buttons) take it to the new theme: axe reads the end state.
          await animationsSettled(page);
          expect(await axeViolations(page, 'colour'), `${second} theme`).toEqual([]);
        }));
    }
  });
}
