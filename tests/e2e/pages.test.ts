import { expect, test } from '@playwright/test';
import { baseUrl, openPage, waitForHydration } from './browser';

// Every route's status, hydration, scripts, styles and axe: tests/e2e/routes.test.ts.
test.describe('unknown URLs', () => {
  for (const [path, heading] of [
    ['/no-such-page', 'Page not found'],
    ['/services/no-such-service', 'Page not found'],
    ['/about/deeper/still', 'Page not found'],
    ['/compliance/no-such-framework', 'Compliance service not found'],
    ['/ai-services/no-such-type', 'Service Not Found'],
    ['/web-services/no-such-type', 'Service Not Found'],
  ] as const) {
    test(`${path} answers 404 with its not-found page and hydrates without errors`, async ({ browser }) => {
      const { context, page, problems } = await openPage(browser, baseUrl);
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect.poll(() => page.locator('h1').textContent()).toBe(heading);
      expect(await page.title()).toBe('Page Not Found | Virtual IP');
      expect(problems.errors).toEqual([]);
      expect(problems.console.filter((line) => !line.includes('404'))).toEqual([]);
      // Links lead back into the site.
      expect(
        await page.locator('main a[href="/"], main a[href="/compliance"], main a[href="/ai-services"], main a[href="/web-services"]').count(),
      ).toBeGreaterThan(0);
      await context.close();
    });
  }

  test('an unknown compliance key answers 404 with the spec texts in the served document', async ({ browser }) => {
    const { context, page, problems } = await openPage(browser, baseUrl);
    const response = await page.goto(`${baseUrl}/compliance/nope`);
    expect(response?.status()).toBe(404);
    // The not-found page is the document itself, not something a script writes after the load.
    const served = await response!.text();
    expect(served).toContain('Compliance service not found');
    expect(served).toContain('The requested compliance service does not exist.');
    await waitForHydration(page);
    expect(await page.locator('h1').textContent()).toBe('Compliance service not found');
    expect(await page.getByText('The requested compliance service does not exist.').count()).toBe(1);
    expect(await page.locator('main a[href="/compliance"]').count()).toBeGreaterThan(0);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
