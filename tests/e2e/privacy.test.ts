import { expect, type Locator, type Page, test } from '@playwright/test';
import { pages } from '../../src/build/manifest';
import { PRIVACY_PATH, SECURITY_POLICY_PATH, SECURITY_TXT_PATH } from '../../src/model/legalPaths';
import { securityTxtProblems } from '../../src/build/securityTxt';
import { normaliseSiteUrl } from '../../src/siteUrl';
import { baseUrl, DESKTOP, MOBILE, openPage, waitForHydration } from './browser';
import { crawledDocument } from './crawledDocument';

/** The privacy link in the same form as the submit button, visible and within a short distance of it. */
async function expectPrivacyLinkBeside(form: Locator, submit: Locator): Promise<void> {
  const link = form.getByRole('link', { name: /Privacy notice/ });
  expect(await link.getAttribute('href')).toBe(PRIVACY_PATH);
  expect(await link.isVisible()).toBe(true);
  const [linkBox, buttonBox] = [await link.boundingBox(), await submit.boundingBox()];
  if (!linkBox || !buttonBox) throw new Error('link or submit button not laid out');
  const gap = Math.max(0, buttonBox.y - (linkBox.y + linkBox.height), linkBox.y - (buttonBox.y + buttonBox.height));
  expect(gap).toBeLessThan(80);
}

const formOf = (page: Page, submitName: string) => page.locator('form').filter({ has: page.getByRole('button', { name: submitName }) });

test.describe('privacy links', () => {
  test('every page and not-found page links to the privacy notice and the disclosure policy from its footer', async () => {
    const missing: string[] = [];
    for (const path of [...pages.map((page) => page.path), '/no-such-page', '/compliance/no-such-framework']) {
      const document = crawledDocument(await (await fetch(`${baseUrl}${path}`)).text());
      const hrefs = [...document.querySelectorAll('footer a[href]')].map((anchor) => anchor.getAttribute('href'));
      if (!hrefs.includes(PRIVACY_PATH) || !hrefs.includes(SECURITY_POLICY_PATH)) missing.push(path);
    }
    expect(missing).toEqual([]);
  });

  test('sits beside the consultation dialog’s submit button and opens in a new tab, keeping what was typed', async ({ browser }) => {
    const { context, page, problems } = await openPage(browser, baseUrl, DESKTOP);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Get a Free Consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get a Free Consultation' });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByLabel('Full Name *').fill('Kept Value');
    const form = formOf(page, 'Request Consultation');
    await expectPrivacyLinkBeside(form, form.getByRole('button', { name: 'Request Consultation' }));

    const [tab] = await Promise.all([context.waitForEvent('page'), form.getByRole('link', { name: /Privacy notice/ }).click()]);
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe(PRIVACY_PATH);
    expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Notice');
    expect(await dialog.getByLabel('Full Name *').inputValue()).toBe('Kept Value');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  test('sits beside the contact form’s and the newsletter box’s submit buttons', async ({ browser }) => {
    const { context, page } = await openPage(browser, baseUrl, MOBILE);
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    const contact = formOf(page, 'Send Message');
    await expectPrivacyLinkBeside(contact, contact.getByRole('button', { name: 'Send Message' }));
    const newsletter = formOf(page, 'Subscribe');
    await newsletter.scrollIntoViewIfNeeded();
    await expectPrivacyLinkBeside(newsletter, newsletter.getByRole('button', { name: 'Subscribe' }));
    await context.close();
  });
});

test.describe('security.txt', () => {
  test('is served by the Node server as text/plain with every RFC 9116 field', async () => {
    const response = await fetch(`${baseUrl}${SECURITY_TXT_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(securityTxtProblems(await response.text(), normaliseSiteUrl(process.env.SITE_URL), new Date())).toEqual([]);
  });
});
