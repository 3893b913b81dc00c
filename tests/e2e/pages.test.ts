import { describe, expect, inject, it } from 'vitest';
import { pages } from '../../src/site/build/manifest';
import { bootstrapScripts } from '../../scripts/lib/html';
import { openPage, waitForHydration, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Scripts the prerendered HTML declares (entry + preloads): what the budget script counts. */
function declaredScripts(html: string): Set<string> {
  const scripts = bootstrapScripts(html);
  return new Set(scripts ? [scripts.entry, ...scripts.preloads] : []);
}

const AFTER_IDLE = /^\/assets\/reporter-[\w-]+\.js$/;

/** The CSS rules of the prerendered <style data-styled> block (each ends with styled-components' marker). */
function prerenderedRuleCount(html: string): number {
  const css = /<style data-styled[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  return css.split('/*!sc*/').filter((rule) => rule.trim() !== '' && !rule.trim().startsWith('data-styled.g')).length;
}

describe('every prerendered route in Chromium', () => {
  it.each(pages.map((page) => page.path))('%s answers 200, hydrates cleanly, adds no CSS and stays on our origin', async (path) => {
    const { context, page, problems } = await openPage(browser(), baseUrl);
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    await waitForHydration(page);

    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
    expect(problems.foreignRequests).toEqual([]);
    // Everything loaded for the first view was declared up front (so the weight budget counts it all);
    // the only exception is the web-vitals reporter, which loads once the page is idle.
    const declared = declaredScripts(html);
    expect(problems.scripts.filter((script) => !declared.has(script) && !AFTER_IDLE.test(script))).toEqual([]);
    expect(await page.locator('h1').count()).toBe(1);
    // Hydration adopts the prerendered styles: a rule added now means a component's class name
    // differs between the prerender and the browser, and its CSS was compiled a second time.
    const rules = await page.evaluate(() => [...document.querySelectorAll('style[data-styled]')].reduce((sum, style) => sum + ((style as HTMLStyleElement).sheet?.cssRules.length ?? 0), 0));
    expect(rules).toBe(prerenderedRuleCount(html));
    await context.close();
  });
});

describe('unknown URLs', () => {
  it.each([
    ['/no-such-page', 'Page not found'],
    ['/services/no-such-service', 'Page not found'],
    ['/about/deeper/still', 'Page not found'],
    ['/compliance/no-such-framework', 'Compliance service not found'],
    ['/ai-services/no-such-type', 'Service Not Found'],
    ['/web-services/no-such-type', 'Service Not Found'],
  ])('%s answers 404 with its not-found page and hydrates without errors', async (path, heading) => {
    const { context, page, problems } = await openPage(browser(), baseUrl);
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe(heading);
    expect(await page.title()).toBe('Page Not Found | Virtual IP');
    expect(problems.errors).toEqual([]);
    expect(problems.console.filter((line) => !line.includes('404'))).toEqual([]);
    // Links lead back into the site.
    expect(await page.locator('main a[href="/"], main a[href="/compliance"], main a[href="/ai-services"], main a[href="/web-services"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('an unknown compliance key reached inside the app shows the spec texts', async () => {
    const { context, page, problems } = await openPage(browser(), baseUrl);
    await page.goto(`${baseUrl}/compliance`);
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/compliance/nope');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.locator('h1').textContent()).toBe('Compliance service not found');
    expect(await page.getByText('The requested compliance service does not exist.').count()).toBe(1);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
