/**
 * The forms with scripts off (docs/product/platform.md §7), as such a visitor meets them against the production
 * server: each one posts form-encoded to its API route, is stored once, lands on its confirmation
 * page and shows in the staff export; a problem is listed on a page whose Back returns to the form
 * with everything typed; a form on another website that posts to ours is refused and stores nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { MESSAGES, SUCCESS_COPY } from '../../src/shared/forms';
import { CONSULTATION_PATH, FORM_CONFIRMATIONS, FORM_PROBLEM_PATH } from '../../src/model/formPages';
import { baseUrl, databasePath, DESKTOP, exportedRows, MOBILE } from './browser';

const exportedLeads = () => exportedRows<{ fullName: string; phone: string; service: string }>('leads');
const exportedContacts = () => exportedRows<{ firstName: string; message: string }>('contacts');

function pendingSubscriber(email: string): string | undefined {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('select status from newsletter_subscribers where email = ?').get(email) as { status: string } | undefined)?.status;
  } finally {
    db.close();
  }
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  test.describe(`forms with scripts off, ${width}`, () => {
    let context: BrowserContext;
    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ javaScriptEnabled: false, viewport, isMobile: viewport.width < 640, hasTouch: viewport.width < 640 });
    });
    test.afterAll(async () => {
      await context.close();
    });

    test('sends the contact form: stored once, its confirmation page, in the export', async () => {
      const page = await context.newPage();
      const name = `NoScript ${width}`;
      await page.goto(`${baseUrl}/contact`);
      await page.getByLabel('First Name *').fill(name);
      await page.getByLabel('Last Name *').fill('Hopper');
      await page.getByLabel('Email *').fill('grace@navy.example');
      await page.getByLabel('Service of Interest *').selectOption('web-services');
      await page.getByLabel('Message *').fill('Sent <without> script & kept verbatim.');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.waitForURL(`${baseUrl}${FORM_CONFIRMATIONS.contact}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(SUCCESS_COPY.contact.heading);
      expect(await page.getByText(SUCCESS_COPY.contact.lines[0]!).count()).toBe(1);

      // Back to the form and the same message sent again: still one message.
      await page.goBack();
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.waitForURL(`${baseUrl}${FORM_CONFIRMATIONS.contact}`);
      expect((await exportedContacts()).filter((row) => row.firstName === name)).toEqual([
        expect.objectContaining({ message: 'Sent <without> script & kept verbatim.' }),
      ]);
      await page.close();
    });

    test('leads from the consultation button to the form’s page, lists the request’s problems on a page whose Back keeps what was typed, then takes it', async () => {
      const page = await context.newPage();
      const name = `NoScript Lead ${width}`;
      // The home page's consultation button is a link to the form on a page of its own.
      await page.goto(`${baseUrl}/`);
      await page.getByRole('link', { name: 'Get a Free Consultation' }).click();
      await page.waitForURL(`${baseUrl}${CONSULTATION_PATH}`);
      await page.getByLabel('Full Name *').fill(name);
      await page.getByLabel('Company Name').fill('Offline Inc.');
      await page.getByLabel('Phone').fill('12');
      await page.getByRole('button', { name: 'Request Consultation' }).click();

      await page.waitForURL(`${baseUrl}/lead`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your form was not sent');
      expect(await page.getByRole('listitem').filter({ hasText: ':' }).allTextContents()).toEqual(
        expect.arrayContaining([`Service: ${MESSAGES.serviceRequired}`, `Phone: ${MESSAGES.phoneInvalid}`]),
      );
      expect(await page.getByRole('link', { name: 'Back to the form' }).getAttribute('href')).toBe(CONSULTATION_PATH);

      await page.goBack();
      expect(pathOf(page)).toBe(CONSULTATION_PATH);
      expect(await page.getByLabel('Full Name *').inputValue()).toBe(name);
      expect(await page.getByLabel('Company Name').inputValue()).toBe('Offline Inc.');
      expect(await page.getByLabel('Phone').inputValue()).toBe('12');

      await page.getByLabel('Phone').fill('410 555 0166');
      await page.getByLabel('Service *').selectOption('ai');
      await page.getByRole('button', { name: 'Request Consultation' }).click();
      await page.waitForURL(`${baseUrl}${FORM_CONFIRMATIONS.lead}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(SUCCESS_COPY.lead.heading);
      expect((await exportedLeads()).filter((lead) => lead.fullName === name)).toEqual([expect.objectContaining({ phone: '410 555 0166', service: 'ai' })]);
      await page.close();
    });

    test('signs up from the newsletter box in the footer: a pending subscription and “check your inbox”', async () => {
      const page = await context.newPage();
      const email = `noscript.${width}@reader.example`;
      await page.goto(`${baseUrl}/about`);
      const box = page.locator('footer form');
      await box.getByLabel('Subscribe to our newsletter').fill(email);
      await box.getByRole('button', { name: 'Subscribe' }).click();
      await page.waitForURL(`${baseUrl}${FORM_CONFIRMATIONS.newsletter}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(SUCCESS_COPY.newsletter.heading);
      expect(pendingSubscriber(email)).toBe('pending');
      await page.close();
    });
  });
}

test.describe('a form on another website that posts to ours', () => {
  let evil: Server;
  let evilUrl: string;
  test.beforeAll(async () => {
    // Its second page hides its address (Origin: null), as our own pages do with Referrer-Policy: no-referrer.
    evil = createServer((request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      const hidden = request.url === '/no-referrer' ? '<meta name="referrer" content="no-referrer">' : '';
      response.end(
        `<!doctype html>${hidden}<title>Win a prize</title><form method="post" action="${baseUrl}/lead">` +
          '<input name="fullName" value="Forged Lead"><input name="email" value="forged@evil.example"><input name="service" value="ai">' +
          '<button>Claim</button></form>',
      );
    });
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', () => resolve()));
    evilUrl = `http://127.0.0.1:${(evil.address() as AddressInfo).port}/`;
  });
  test.afterAll(async () => {
    await new Promise<void>((resolve) => evil.close(() => resolve()));
  });

  for (const evilPage of ['', 'no-referrer']) {
    test(`is refused with 403 in the browser and stores nothing (/${evilPage})`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${evilUrl}${evilPage}`);
      const [answer] = await Promise.all([page.waitForResponse(`${baseUrl}/lead`), page.getByRole('button', { name: 'Claim' }).click()]);
      expect(answer.status()).toBe(403);
      await page.waitForURL(`${baseUrl}/lead`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your form was not sent');
      expect((await exportedLeads()).map((lead) => lead.fullName)).not.toContain('Forged Lead');
      await context.close();
    });
  }
});

test.describe('the problem page on its own', () => {
  test('is prerendered with nothing listed, kept out of search engines', async () => {
    const response = await fetch(`${baseUrl}${FORM_PROBLEM_PATH}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta [^>]*name="robots" content="noindex"/);
    expect(html).toMatch(/<ul [^>]*data-form-problems=""[^>]*><\/ul>/);
  });
});
