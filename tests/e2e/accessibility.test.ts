import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pages } from '../../src/site/build/manifest';
import { DESKTOP, MOBILE, openPage, waitForHydration, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const { version: axeVersion } = createRequire(import.meta.url)('axe-core/package.json') as { version: string };
const browser = useBrowser();

/**
 * axe's WCAG 2.0–2.2 A/AA rules and its best practices. Selected by tag because some WCAG 2.2 rules
 * (target-size, 2.5.8 Target Size (Minimum)) are off unless their tag is asked for; these tags cover
 * every rule axe runs by default.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Any violation fails with a readable summary. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`,
  );
}

const paths = [...pages.map((page) => page.path), '/no-such-page', '/compliance/no-such-framework', '/ai-services/no-such-type'];

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('axe at %s width', (_name, viewport) => {
  it.each(paths)('%s has no violations', async (path) => {
    const { context, page } = await openPage(browser(), baseUrl, viewport);
    await page.goto(`${baseUrl}${path}`);
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});

describe('axe itself', () => {
  it('is the axe-core the project installs and runs the WCAG 2.2 rules', async () => {
    const { context, page } = await openPage(browser(), baseUrl, MOBILE);
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.testEngine.version).toBe(axeVersion);
    const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id);
    expect(ran).toEqual(expect.arrayContaining(['target-size', 'label-content-name-mismatch']));
    await context.close();
  });
});

describe('axe with menus open', () => {
  it('would report a violation (canary: the scan really runs on our pages)', async () => {
    const { context, page } = await openPage(browser(), baseUrl, DESKTOP);
    await page.goto(`${baseUrl}/about`);
    await waitForHydration(page);
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/logo.svg';
      document.querySelector('main')?.append(image);
    });
    expect((await violations(page)).some((line) => line.startsWith('image-alt'))).toBe(true);
    await context.close();
  });

  it('desktop dropdown open', async () => {
    const { context, page } = await openPage(browser(), baseUrl, DESKTOP);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Compliance' }).hover();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('consultation dialog open, with validation errors shown', async () => {
    const { context, page } = await openPage(browser(), baseUrl, MOBILE);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Get a Free Consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get a Free Consultation' });
    await dialog.getByRole('button', { name: 'Request Consultation' }).click();
    await dialog.getByText('Full name is required').waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('chat panel open with an answer', async () => {
    const { context, page } = await openPage(browser(), baseUrl, DESKTOP);
    await page.goto(`${baseUrl}/about`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Open chat with our assistant/ }).click();
    const panel = page.getByRole('region', { name: 'Virtual IP Assistant' });
    await panel.getByLabel('Your message').fill('do you do penetration testing?');
    await page.keyboard.press('Enter');
    await panel.getByRole('link', { name: 'VAPT Services' }).first().waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('search dialog open with results (%s)', async (_name, viewport) => {
    const { context, page } = await openPage(browser(), baseUrl, viewport);
    await page.goto(`${baseUrl}/awards`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Search the site' }).click();
    await page.getByRole('combobox', { name: 'Search the site' }).fill('cloud sec');
    await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('mobile menu open with a group expanded', async () => {
    const { context, page } = await openPage(browser(), baseUrl, MOBILE);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('button', { name: 'Services' }).click();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
