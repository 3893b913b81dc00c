import { expect, type Page, test } from '@playwright/test';
import { baseUrl, DESKTOP, exportedRows, MOBILE, openPage, waitForHydration } from './browser';

const exportedLeads = () => exportedRows<{ fullName: string; email: string; phone: string; service: string }>('leads');

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Get a Free Consultation' });
const focusedLabel = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? document.activeElement?.textContent ?? '');

test.describe('consultation dialog', () => {
  test('opens by itself on the home page a few seconds after hydration, submits, and the lead is in the export', async ({ browser }) => {
    const { context, page, problems } = await openPage(browser, baseUrl, DESKTOP, { leadModalAutoOpen: true });
    const widthBefore = await (async () => {
      await page.goto(`${baseUrl}/`);
      return page.evaluate(() => document.body.clientWidth);
    })();
    await dialog(page).waitFor({ state: 'visible' });
    await expect.poll(() => focusedLabel(page)).toBe('Full Name *');
    // Scroll is locked and nothing moved sideways.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    expect(await page.evaluate(() => document.body.clientWidth)).toBe(widthBefore);

    await page.keyboard.type('Ada E2E Lovelace');
    await dialog(page).getByLabel('Email').fill('ada.e2e@analytical.example');
    await dialog(page).getByLabel('Service *').selectOption('cybersecurity');
    await dialog(page).getByRole('button', { name: 'Request Consultation' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(await page.getByRole('dialog').getByText('Our team will reach out shortly.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // Once per session: a reload of the home page does not open it again.
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);

    const leads = await exportedLeads();
    expect(leads).toContainEqual(expect.objectContaining({ fullName: 'Ada E2E Lovelace', email: 'ada.e2e@analytical.example', service: 'cybersecurity' }));
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
    await context.close();
  });

  test('opens from its trigger, closes by Escape and by the overlay, and returns focus to the trigger', async ({ browser }) => {
    const { context, page } = await openPage(browser, baseUrl);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const trigger = page.getByRole('link', { name: 'Get a Free Consultation' });
    await trigger.click();
    await dialog(page).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    await trigger.click();
    await dialog(page).waitFor({ state: 'visible' });
    await page.mouse.click(10, 10);
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  test('works by keyboard alone, with Tab kept inside the dialog', async ({ browser }) => {
    const { context, page } = await openPage(browser, baseUrl, MOBILE);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Get a Free Consultation' }).focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'visible' });
    await expect.poll(() => focusedLabel(page)).toBe('Full Name *');
    // The press opens the page's own <dialog> at once; the trap that keeps Tab inside it is its island's,
    // loaded on that press (before it, Tab past the end goes where a native modal dialog sends it).
    await page
      .locator('vip-island[data-awake]')
      .filter({ has: dialog(page) })
      .waitFor({ state: 'attached' });
    for (let presses = 0; presses < 12; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    // Back to the name field, then fill everything with the keyboard.
    while ((await focusedLabel(page)) !== 'Full Name *') await page.keyboard.press('Tab');
    await page.keyboard.type('Keyboard Only');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keys Inc.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('410 555 0177');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await dialog(page).getByLabel('Service *').inputValue()).not.toBe('');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect((await exportedLeads()).map((lead) => lead.fullName)).toContain('Keyboard Only');
    await context.close();
  });

  test('keeps the form and everything typed when the API cannot be reached, with the spec alert', async ({ browser }) => {
    const { context, page } = await openPage(browser, baseUrl);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.route('**/lead', (route) => route.abort('connectionrefused'));
    const alerts: string[] = [];
    page.on('dialog', (browserDialog) => {
      alerts.push(browserDialog.message());
      void browserDialog.accept();
    });
    await page.getByRole('link', { name: 'Get a Free Consultation' }).click();
    await dialog(page).getByLabel('Full Name *').fill('Offline Olivia');
    await dialog(page).getByLabel('Phone').fill('410 555 0188');
    await dialog(page).getByLabel('Service *').selectOption('web');
    await dialog(page).getByRole('button', { name: 'Request Consultation' }).click();
    // The alert comes after the refused request and the dialog's error handling: on a loaded machine, over a second.
    await expect.poll(() => alerts, { timeout: 10_000 }).toEqual(['Something went wrong. Please try again.']);
    expect(await dialog(page).getByLabel('Full Name *').inputValue()).toBe('Offline Olivia');
    expect(await dialog(page).getByLabel('Phone').inputValue()).toBe('410 555 0188');
    expect(await dialog(page).getByLabel('Service *').inputValue()).toBe('web');
    expect((await exportedLeads()).map((lead) => lead.fullName)).not.toContain('Offline Olivia');

    // The API is back: the same submission goes through.
    await page.unroute('**/lead');
    await dialog(page).getByRole('button', { name: 'Request Consultation' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect((await exportedLeads()).filter((lead) => lead.fullName === 'Offline Olivia')).toHaveLength(1);
    await context.close();
  });
});

test.describe('contact form', () => {
  const fill = async (page: Page, message: string) => {
    await page.getByLabel('First Name *').fill('Grace');
    await page.getByLabel('Last Name *').fill('Hopper');
    await page.getByLabel('Email *').fill('grace@navy.example');
    await page.getByLabel('Service of Interest *').selectOption('web-services');
    await page.getByLabel('Message *').fill(message);
  };

  test('sends, shows the success text and clears the fields', async ({ browser }) => {
    const { context, page, problems } = await openPage(browser, baseUrl);
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    expect(await page.getByLabel('Message *').getAttribute('placeholder')).toBe('Tell us about your project...');
    await fill(page, 'Please quote a Next.js rebuild.');
    // The placeholder follows the service once the form's island runs (typing woke it).
    await expect.poll(() => page.getByLabel('Message *').getAttribute('placeholder')).toBe('Tell us about your web services needs...');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText("Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.").waitFor();
    expect(await page.getByLabel('First Name *').inputValue()).toBe('');
    expect(await page.getByLabel('Message *').inputValue()).toBe('');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  test('shows the error text and keeps the values when the API is down', async ({ browser }) => {
    const { context, page } = await openPage(browser, baseUrl);
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    await page.route('**/contact', (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue()));
    await fill(page, 'This one must not be lost.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Sorry, there was an error sending your message. Please try again or contact us directly.').waitFor();
    expect(await page.getByLabel('First Name *').inputValue()).toBe('Grace');
    expect(await page.getByLabel('Message *').inputValue()).toBe('This one must not be lost.');
    await context.close();
  });

  test('lets the browser block an invalid e-mail before any request', async ({ browser }) => {
    const { context, page } = await openPage(browser, baseUrl);
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true;
    });
    await fill(page, 'Hello');
    await page.getByLabel('Email *').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.getByLabel('Email *').evaluate((input) => (input as HTMLInputElement).validity.typeMismatch)).toBe(true);
    expect(posted).toBe(false);
    await context.close();
  });
});
