import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations as violations, runAxe } from './axe';
import { DESKTOP, MOBILE, openPage as openTab, waitForHydration, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const { version: axeVersion } = createRequire(import.meta.url)('axe-core/package.json') as { version: string };
const browser = useBrowser();

// Every route at both widths: tests/e2e/routes.test.ts. Here: axe itself, and the states a visit opens.

describe('axe itself', () => {
  it('is the axe-core the project installs and runs the WCAG 2.2 rules', async () => {
    const { context, page } = await openTab(browser(), baseUrl, MOBILE);
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    const run = await runAxe(page);
    expect(run.engineVersion).toBe(axeVersion);
    expect(run.rules).toEqual(expect.arrayContaining(['target-size', 'label-content-name-mismatch']));
    await context.close();
  });
});

describe.each(['light', 'dark'] as const)('axe with menus open, %s theme', (colorScheme) => {
  const openPage = async (...args: Parameters<typeof openTab>) => {
    const opened = await openTab(...args);
    await opened.page.emulateMedia({ colorScheme });
    return opened;
  };

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
    await page.getByRole('link', { name: 'Get a Free Consultation' }).click();
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
