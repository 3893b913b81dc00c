import { expect, test } from '@playwright/test';
import { baseUrl, MOBILE, openPage, waitForHydration } from './browser';

test.describe('frequently asked questions', () => {
  test('open and close by keyboard, and the FAQPage JSON-LD holds the questions the page shows', async ({ browser }) => {
    const { context, page } = await openPage(browser, baseUrl, MOBILE);
    await page.goto(`${baseUrl}/compliance/soc2`);
    await waitForHydration(page);

    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const question = faq.locator('summary').first();
    await expect.poll(() => faq.locator('summary').count()).toBeGreaterThanOrEqual(3);
    const answer = faq.locator('details').first().locator('p');
    expect(await answer.isVisible()).toBe(false);

    await question.focus();
    await page.keyboard.press('Enter');
    expect(await answer.isVisible()).toBe(true);
    expect(await answer.textContent()).toMatch(/Type II/);
    await page.keyboard.press('Space');
    expect(await answer.isVisible()).toBe(false);

    const shown = await faq.locator('summary').allTextContents();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = jsonLd.map((text) => JSON.parse(text) as { '@type': string; mainEntity?: { name: string }[] }).find((data) => data['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity?.map((entry) => entry.name)).toEqual(shown);
    await context.close();
  });
});
