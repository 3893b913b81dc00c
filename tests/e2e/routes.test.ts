import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { bootstrapScripts } from '../../scripts/lib/html';
import { pages } from '../../src/site/build/manifest';
import { axeViolations } from './axe';
import { DESKTOP, MOBILE, useBrowser, useTabs, waitForHydration } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Every prerendered route, and one not-found page of each kind. */
const ROUTES: [path: string, status: number][] = [
  ...pages.map((page): [string, number] => [page.path, 200]),
  ['/no-such-page', 404],
  ['/compliance/no-such-framework', 404],
  ['/ai-services/no-such-type', 404],
];

/** Scripts the prerendered HTML declares (entry + preloads): what the budget script counts. */
function declaredScripts(html: string): Set<string> {
  const scripts = bootstrapScripts(html);
  return new Set(scripts ? [scripts.entry, ...scripts.preloads] : []);
}

/** Loaded once the page is idle: the web-vitals reporter, and on a not-found page its suggestions' search. */
const AFTER_IDLE = /^\/assets\/reporter-[\w-]+\.js$/;
const AFTER_IDLE_NOT_FOUND = /^\/assets\/(siteSearch|search-headlines)-[\w-]+\.js$/;

/** The CSS rules of the prerendered <style data-styled> block (each ends with styled-components' marker). */
function prerenderedRuleCount(html: string): number {
  const css = /<style data-styled[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  return css.split('/*!sc*/').filter((rule) => rule.trim() !== '' && !rule.trim().startsWith('data-styled.g')).length;
}

/**
 * One visit per route and width checks all a route must pass, a few routes at a time, each in one of
 * a few tabs of one context per width.
 */
describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('every route at %s width', (width, viewport) => {
  const withTab = useTabs(browser, baseUrl, viewport);
  const themeOf = new WeakMap<Page, 'light' | 'dark'>();

  it.concurrent.each(ROUTES)('%s answers %i, hydrates cleanly, stays on our origin and has no axe violation in either theme', (path, status) =>
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
      if (width === 'desktop') {
        // Everything loaded for the first view was declared up front (so the weight budget counts it
        // all), but for what loads once the page is idle.
        const declared = declaredScripts(html);
        const idle = (script: string) => AFTER_IDLE.test(script) || (status === 404 && AFTER_IDLE_NOT_FOUND.test(script));
        expect(problems.scripts.filter((script) => !declared.has(script) && !idle(script))).toEqual([]);
        // And the requests are seen in a tab that has loaded these scripts before (from the cache).
        expect(problems.scripts).toEqual(expect.arrayContaining([...declared].filter((file) => file.endsWith('.js'))));
        // Hydration adopts the prerendered styles: a rule added now means a component's class name
        // differs between the prerender and the browser, and its CSS was compiled a second time.
        const rules = await page.evaluate(() => [...document.querySelectorAll('style[data-styled]')].reduce((sum, style) => sum + ((style as HTMLStyleElement).sheet?.cssRules.length ?? 0), 0));
        expect(rules).toBe(prerenderedRuleCount(html));
      }
      // Each route is checked whole in one theme and with the rules a colour can change in the other:
      // the same DOM in other colours (CSS alone decides). A tab stays in the theme it ended in, so
      // the next route loads in it and each visit switches the theme once.
      const first = themeOf.get(page) ?? 'light';
      const second = first === 'light' ? 'dark' : 'light';
      expect(await axeViolations(page), `${first} theme`).toEqual([]);
      await page.emulateMedia({ colorScheme: second });
      themeOf.set(page, second);
      // Colours with a transition (buttons) take it to the new theme: axe reads the end state.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      expect(await axeViolations(page, 'colour'), `${second} theme`).toEqual([]);
    }),
  );
});
