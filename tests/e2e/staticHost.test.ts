/**
 * The site on a static host with the API apart, as an operator deploys it (scripts/lib/staticDeployment.ts:
 * a build with SITE_URL and VITE_API_URL on two sites, its dist/ served by Cloudflare's own Pages
 * emulator, the API with SERVE_SITE=false and ALLOWED_ORIGINS), with a real SMTP server, and our own
 * server on the same build to compare with. In Chromium: every way a visitor reaches the company,
 * with no console error and no policy violation.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { deployStatically, type StaticDeployment } from '../../scripts/lib/staticDeployment';
import { startServer, type RunningServer } from '../../scripts/lib/serverProcess';
import { smtpSink } from '../../server/test/deliverySinks';
import { loadSiteFiles } from '../../src/build/content/loadSiteFiles';
import { BOOKING_PAGES } from '../../src/model/bookingPaths';
import { FORM_CONFIRMATIONS, FORM_PROBLEM_PATH } from '../../src/model/formPages';
import { NEWSLETTER_PAGES } from '../../src/model/newsletterPaths';
import { SUCCESS_COPY } from '../../src/shared/forms';
import { closedDialogBefore, DESKTOP, launchVisitorBrowser, SECURITY_HEADERS, VISITOR_AGENT, waitForHydration } from './browser';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let deployment: StaticDeployment;
let copy: string;
let siteUrl: string;
let apiUrl: string;
let ours: RunningServer;
let smtp: Awaited<ReturnType<typeof smtpSink>>;
let browser: Browser;

/** What a page did that a visitor would not want: console errors, uncaught errors, refused by the policy. */
const problems: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  smtp = await smtpSink();
  deployment = await deployStatically({ SMTP_URL: smtp.url, NOTIFY_EMAIL: 'sales@virtualip.example', NOTIFY_POLL_MS: '100', RATE_LIMIT_FORMS: '100' });
  ({ copy, siteUrl, apiUrl } = deployment);
  ours = await startServer(
    { DIST_DIR: path.join(copy, 'dist'), SITE_URL: siteUrl, DATABASE_PATH: path.join(deployment.dataDir, 'ours.sqlite'), DATABASE_URL: '' },
    { serverDir: path.join(copy, 'dist-server') },
  );
  browser = await launchVisitorBrowser();
});

test.afterAll(async () => {
  await browser?.close();
  await ours?.stop();
  await deployment?.stop();
  await smtp?.close();
});

/** A visitor's tab on the static site, every console error, uncaught error and policy violation noted. */
async function visitor(options: { javaScriptEnabled?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: DESKTOP, userAgent: VISITOR_AGENT, ...options });
  await closedDialogBefore(context);
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP refused ${event.blockedURI} (${event.violatedDirective})`)),
  );
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  // The host's own failures, named: a page whose script got a 500 from the emulator, or none at all,
  // behaves as one without script (its forms post as they do without it).
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${page.url()}: ${response.status()} for ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    if (request.resourceType() === 'script' && !failure.includes('ERR_ABORTED')) problems.push(`${page.url()}: ${request.url()} failed (${failure})`);
  });
  return { context, page };
}

/** The pages of the build, from its sitemap: their canonical URLs on the static host. */
const canonicalUrls = () => [...readFileSync(path.join(copy, 'dist/sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

const headersOf = (response: Response) => Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers.get(name)]));

/** The mail to `to` whose subject or text matches, when it arrives. */
async function mailTo(to: string, about: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  const matches = (mail: ParsedMail) =>
    (mail.to && 'text' in mail.to ? mail.to.text : '') === to && (about.test(mail.subject ?? '') || about.test(mail.text ?? ''));
  await expect.poll(() => (found = smtp.messages.map((message) => message.mail).find(matches)), { timeout: 20_000 }).toBeDefined();
  return found!;
}

const rows = (sql: string) => {
  const db = new Database(path.join(deployment.dataDir, 'api.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
};

test('answers every page at its canonical URL with 200, with the headers our server sends for the same build', async () => {
  const urls = canonicalUrls();
  expect(urls.length).toBeGreaterThan(50);
  for (const url of urls) {
    expect(url.startsWith(siteUrl), url).toBe(true);
    const [fromHost, fromOurs] = await Promise.all([fetch(url, { redirect: 'manual' }), fetch(url.replace(siteUrl, ours.url), { redirect: 'manual' })]);
    // What the host said besides its status, should it not be 200 (a 500 seen once on CI, not reproduced since).
    expect(fromHost.status, fromHost.status === 200 ? url : `${url}: ${(await fromHost.text()).slice(0, 500)}`).toBe(200);
    expect(headersOf(fromHost), url).toEqual(headersOf(fromOurs));
  }
  const policy = (await fetch(`${siteUrl}/`)).headers.get('content-security-policy') ?? '';
  expect(policy).toContain(`connect-src 'self' ${apiUrl};`);
  expect(policy).toContain(`form-action 'self' ${apiUrl};`);
  // The other spelling of a URL is sent to its canonical one.
  const slash = await fetch(`${siteUrl}/about/`, { redirect: 'manual' });
  expect(slash.status).toBe(308);
  expect(new URL(slash.headers.get('location')!, siteUrl).pathname).toBe('/about');
});

test('answers unknown URLs with the nearest not-found page, its policy and 404, and the not-found page’s own URL with 200', async () => {
  for (const [url, heading] of [
    ['/no-such-page', 'Page not found'],
    ['/compliance/no-such-framework', 'Compliance service not found'],
  ]) {
    const response = await fetch(`${siteUrl}${url}`, { redirect: 'manual' });
    expect(response.status, url).toBe(404);
    expect(response.headers.get('content-security-policy'), url).toBe((await fetch(`${ours.url}${url}`)).headers.get('content-security-policy'));
    expect(await response.text(), url).toContain(heading);
  }
  const notFound = await fetch(`${siteUrl}/404`, { redirect: 'manual' });
  expect(notFound.status).toBe(200);
});

test('publishes nothing a visitor may not read', async () => {
  const consultant = loadSiteFiles().booking.consultants[0]!.email;
  for (const url of ['/site.json', '/_server/site.json', '/dist-internal/site.json', '/nginx/http.conf', '/_nginx/server.conf', '/nginx/server.conf']) {
    const response = await fetch(`${siteUrl}${url}`, { redirect: 'manual' });
    expect(response.status, url).toBe(404);
    expect(await response.text(), url).not.toContain(consultant);
  }
});

test('takes a consultation request from the dialog and a message from the contact form', async () => {
  const { context, page } = await visitor();
  await page.goto(`${siteUrl}/`);
  await page.getByRole('link', { name: 'Get a Free Consultation' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Get a Free Consultation' });
  await dialog.getByLabel('Full Name *').fill('Static Stella');
  await dialog.getByLabel('Email').fill('stella@static.example');
  await dialog.getByLabel('Service *').selectOption('cybersecurity');
  await dialog.getByRole('button', { name: 'Request Consultation' }).click();
  await page.getByRole('dialog').getByRole('heading', { name: 'Thank you!' }).waitFor();

  await page.goto(`${siteUrl}/contact`);
  await waitForHydration(page);
  await page.getByLabel('First Name *').fill('Carl');
  await page.getByLabel('Last Name *').fill('Contact');
  await page.getByLabel('Email *').fill('carl@static.example');
  await page.getByLabel('Service of Interest *').selectOption('web-services');
  await page.getByLabel('Message *').fill('Sent from the static host.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // What the visitor waits for: the form's thanks, once its island has woken, sent and been answered
  // (on a busy machine that can take longer than a poll's 5 s). The API stored the message by then.
  await page.getByRole('status').filter({ hasText: SUCCESS_COPY.contact.lines[0]! }).waitFor();
  expect(rows("select email from contacts where email = 'carl@static.example'")).toHaveLength(1);
  expect(rows("select email from leads where email = 'stella@static.example'")).toHaveLength(1);
  await mailTo('sales@virtualip.example', /Static Stella/);
  await context.close();
});

test('answers the chat', async () => {
  const { context, page } = await visitor();
  await page.goto(`${siteUrl}/about`);
  await page
    .getByRole('button', { name: /^Open chat with our assistant\b/ })
    .last()
    .click();
  const panel = page.getByRole('region', { name: 'Virtual IP Assistant' });
  await panel.getByLabel('Your message').fill('Do you help with GDPR?');
  await panel.getByLabel('Your message').press('Enter');
  await expect(panel.getByRole('link', { name: 'GDPR' }).first()).toBeVisible({ timeout: 20_000 });
  await context.close();
});

test('subscribes by the e-mailed link’s page, and unsubscribes by its page and by the one-click POST to the API', async () => {
  const { context, page } = await visitor();
  await page.goto(`${siteUrl}/`);
  await page.getByLabel('Subscribe to our newsletter').fill('reader@static.example');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  // The form's island says so in place; where the page's script did not run (the last test lists any
  // script the host failed to serve), the form posts to the API, which answers with the site's page that says so.
  await page.getByText(SUCCESS_COPY.newsletter.lines[0]!).first().waitFor();
  const mail = await mailTo('reader@static.example', /Confirm your subscription/);
  const linkTo = (pathname: string) => new RegExp(`${siteUrl}${pathname}\\?token=[\\w-]+`).exec(mail.text ?? '')?.[0];
  const confirm = linkTo('/newsletter/confirm');
  expect(confirm, mail.text).toBeDefined();
  await page.goto(confirm!);
  await Promise.all([page.waitForURL(`${siteUrl}${NEWSLETTER_PAGES.confirmed}`), page.getByRole('button', { name: 'Confirm my subscription' }).click()]);
  expect(rows("select status from newsletter_subscribers where email = 'reader@static.example'")).toEqual([{ status: 'confirmed' }]);
  // The mail client's one click goes to the API itself (RFC 8058).
  const raw = smtp.messages.find((message) => message.mail === mail)!.raw.replace(/\r?\n[ \t]+/g, ' ');
  const oneClick = /^List-Unsubscribe: <([^>]+)>/im.exec(raw)?.[1] ?? '';
  expect(oneClick.startsWith(`${apiUrl}/newsletter/unsubscribe?token=`)).toBe(true);
  const unsubscribe = linkTo('/newsletter/unsubscribe')!;
  await page.goto(unsubscribe);
  await Promise.all([page.waitForURL(`${siteUrl}${NEWSLETTER_PAGES.unsubscribed}`), page.getByRole('button', { name: 'Unsubscribe' }).click()]);
  expect(rows("select status from newsletter_subscribers where email = 'reader@static.example'")).toEqual([{ status: 'unsubscribed' }]);
  const clicked = await fetch(oneClick, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(clicked.status).toBe(200);
  await context.close();
});

test('books a consultation, confirms it from the e-mailed link, and cancels it from the manage page', async () => {
  const { context, page } = await visitor();
  await page.goto(`${siteUrl}${BOOKING_PAGES.book}`);
  await page
    .getByRole('button', { name: /free times?$/ })
    .first()
    .click();
  await page
    .getByRole('list', { name: /^Times on/ })
    .getByRole('button')
    .first()
    .click();
  await page.getByLabel('Full Name *').fill('Booking Bea');
  await page.getByLabel(/^Email/).fill('bea@static.example');
  await page.getByRole('button', { name: 'Book this time' }).click();
  // BOOKING_CONFIRMATION=email (the default): held until the visitor confirms from the e-mail.
  await expect(page.getByRole('heading', { name: 'Check your inbox to confirm' })).toBeVisible();
  const asked = await mailTo('bea@static.example', /^Confirm your consultation/);
  const confirm = new RegExp(`${siteUrl}${BOOKING_PAGES.confirm}\\?token=[\\w-]+`).exec(asked.text ?? '')?.[0];
  expect(confirm, asked.text).toBeDefined();
  await page.goto(confirm!);
  // The page's script points the button at the same link on the API.
  await waitForHydration(page);
  await Promise.all([page.waitForURL(`${siteUrl}${BOOKING_PAGES.confirmed}`), page.getByRole('button', { name: 'Confirm my consultation' }).click()]);
  const mail = await mailTo('bea@static.example', /^Your consultation with/);
  const manage = new RegExp(`${siteUrl}${BOOKING_PAGES.manage}\\?token=[\\w-]+`).exec(mail.text ?? '')?.[0];
  expect(manage, mail.text).toBeDefined();
  await page.goto(manage!);
  // The island points the button at the API once it has read the booking.
  await waitForHydration(page);
  await page.getByRole('heading', { name: 'Your meeting' }).waitFor();
  await Promise.all([page.waitForURL(`${siteUrl}${BOOKING_PAGES.cancelled}`), page.getByRole('button', { name: 'Cancel my consultation' }).click()]);
  expect(rows("select status from bookings where email = 'bea@static.example'")).toEqual([{ status: 'cancelled' }]);
  await context.close();
});

test('takes each form without script, sending the visitor back to the site’s pages', async () => {
  const { context, page } = await visitor({ javaScriptEnabled: false });
  await page.goto(`${siteUrl}/contact`);
  await page.getByLabel('First Name *').fill('Noscript');
  await page.getByLabel('Last Name *').fill('Nora');
  await page.getByLabel('Email *').fill('nora@static.example');
  await page.getByLabel('Service of Interest *').selectOption('web-services');
  await page.getByLabel('Message *').fill('No script on this page.');
  await Promise.all([page.waitForURL(`${siteUrl}${FORM_CONFIRMATIONS.contact}`), page.getByRole('button', { name: 'Send Message' }).click()]);
  expect(rows("select email from contacts where email = 'nora@static.example'")).toHaveLength(1);

  await page.goto(`${siteUrl}/consultation`);
  await page.getByLabel('Full Name *').fill('Noscript Ned');
  await page.getByLabel('Email').fill('ned@');
  await page.getByLabel('Service *').selectOption('web');
  await Promise.all([
    page.waitForURL((url) => url.origin === siteUrl && url.pathname === FORM_PROBLEM_PATH),
    page.getByRole('button', { name: 'Request Consultation' }).click(),
  ]);
  expect(rows("select email from leads where full_name = 'Noscript Ned'")).toEqual([]);
  await page.goto(`${siteUrl}/`);
  await page.getByLabel('Subscribe to our newsletter').fill('noscript@static.example');
  await Promise.all([page.waitForURL(`${siteUrl}${FORM_CONFIRMATIONS.newsletter}`), page.getByRole('button', { name: 'Subscribe' }).click()]);
  await context.close();

  // With script, the site's problem page lists what the API found wrong.
  const scripted = await visitor();
  await scripted.page.goto(`${siteUrl}${FORM_PROBLEM_PATH}?problem=Email%3A+Enter+a+valid+email&back=%2Fconsultation`);
  await expect(scripted.page.getByRole('listitem').filter({ hasText: 'Email: Enter a valid email' })).toBeVisible();
  await scripted.context.close();
});

test('stores the visits’ analytics and vitals, and no page logged an error or had a request refused', async () => {
  const { context, page } = await visitor();
  const pageviews = () => rows("select page from analytics_events where event = 'pageview'").map((row) => row.page);
  for (const url of ['/', '/about', '/compliance/gdpr']) {
    await page.goto(`${siteUrl}${url}`);
    await expect.poll(pageviews, { message: `${url}'s page view, API log:\n${deployment.api.output.slice(-5).join('\n')}`, timeout: 15_000 }).toContain(url);
  }
  // Vitals are sent as a page is left.
  await page.goto(`${siteUrl}/contact`);
  await context.close();
  await expect.poll(() => rows('select count(*) as n from vitals')[0]!.n, { timeout: 15_000 }).not.toBe(0);
  expect(problems).toEqual([]);
});
