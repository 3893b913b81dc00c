import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { axeViolations as violations, runAxe } from './axe';
import { baseUrl, DESKTOP, MOBILE, openPage as openTab, waitForHydration } from './browser';

const { version: axeVersion } = createRequire(import.meta.url)('axe-core/package.json') as { version: string };
// Every route at both widths: tests/e2e/routes.test.ts. Here: axe itself, and the states a visit opens.

test.describe('axe itself', () => {
  test('is the axe-core the project installs and runs the WCAG 2.2 rules', async ({ browser }) => {
    const { context, page } = await openTab(browser, baseUrl, MOBILE);
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    const run = await runAxe(page);
    expect(run.engineVersion).toBe(axeVersion);
    expect(run.rules).toEqual(expect.arrayContaining(['target-size', 'label-content-name-mismatch']));
    await context.close();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe with menus open, ${colorScheme} theme`, () => {
    const openPage = async (...args: Parameters<typeof openTab>) => {
      const opened = await openTab(...args);
      await opened.page.emulateMedia({ colorScheme });
      return opened;
    };

    test('would report a violation (canary: the scan really runs on our pages)', async ({ browser }) => {
      const { context, page } = await openPage(browser, baseUrl, DESKTOP);
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

    test('desktop dropdown open', async ({ browser }) => {
      const { context, page } = await openPage(browser, baseUrl, DESKTOP);
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Compliance' }).hover();
      expect(await violations(page)).toEqual([]);
      await context.close();
    });

    test('consultation dialog open, with validation errors shown', async ({ browser }) => {
      const { context, page } = await openPage(browser, baseUrl, MOBILE);
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Get a Free Consultation' }).click();
      const dialog = page.getByRole('dialog', { name: 'Get a Free Consultation' });
      await dialog.getByRole('button', { name: 'Request Consultation' }).click();
      await dialog.getByText('Full name is required').waitFor();
      expect(await violations(page)).toEqual([]);
      await context.close();
    });

    test('chat panel open with an answer', async ({ browser }) => {
      const { context, page } = await openPage(browser, baseUrl, DESKTOP);
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

    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE],
    ] as const) {
      test(`search dialog open with results (${name})`, async ({ browser }) => {
        const { context, page } = await openPage(browser, baseUrl, viewport);
        await page.goto(`${baseUrl}/awards`);
        await waitForHydration(page);
        await page.getByRole('button', { name: 'Search the site' }).click();
        await page.getByRole('combobox', { name: 'Search the site' }).fill('cloud sec');
        await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();
        await page.keyboard.press('ArrowDown');
        expect(await violations(page)).toEqual([]);
        await context.close();
      });
    }

    test('mobile menu open with a group expanded', async ({ browser }) => {
      const { context, page } = await openPage(browser, baseUrl, MOBILE);
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Site menu' }).getByRole('button', { name: 'Services' }).click();
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  });
}
