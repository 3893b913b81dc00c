/**
 * The newsletter's double opt-in as a visitor meets it, against the production server with a real
 * SMTP sink and webhook receiver, on SQLite and on PostgreSQL: subscribe in the browser, read the
 * e-mail, open its link and press the page's button (with and without JavaScript), find the address
 * in the staff export, and unsubscribe by the e-mail's link and by the one-click POST of RFC 8058;
 * a mail scanner that fetches every link changes nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { ParsedMail } from 'mailparser';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { freePort } from '../../scripts/lib/freePort';
import { startPostgres, type TestPostgres } from '../../scripts/lib/postgres';
import { runStaffCommand, startServer, type RunningServer } from '../../scripts/lib/serverProcess';
import { NEWSLETTER_PAGES } from '../../src/model/newsletterPaths';
import { smtpSink, webhookReceiver } from '../../server/test/deliverySinks';
import { exportedRows, MOBILE, openPage, waitForHydration } from './browser';

for (const kind of ['sqlite', 'postgres'] as const) {
  test.describe(`the newsletter on ${kind}`, () => {
    test.describe.configure({ timeout: 120_000 });

    let smtp: Awaited<ReturnType<typeof smtpSink>>;
    let webhook: Awaited<ReturnType<typeof webhookReceiver>>;
    const mails = () => smtp.messages.map((message) => message.mail);
    const events = () => webhook.received.map((delivery) => JSON.parse(delivery.body) as { type: string; data: { email?: string } });
    let postgres: TestPostgres | undefined;
    let server: RunningServer;
    let dir: string;
    let storeEnv: NodeJS.ProcessEnv;

    test.beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'vip-newsletter-'));
      [smtp, webhook] = await Promise.all([smtpSink(), webhookReceiver()]);
      if (kind === 'postgres') postgres = await startPostgres();
      storeEnv = kind === 'postgres' ? { DATABASE_URL: postgres!.url, DATABASE_PATH: '' } : { DATABASE_PATH: path.join(dir, 'site.sqlite'), DATABASE_URL: '' };
      const port = await freePort();
      server = await startServer({
        ...storeEnv,
        PORT: String(port),
        SITE_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: smtp.url,
        WEBHOOK_URL: webhook.url,
        NOTIFY_POLL_MS: '100',
      });
    });

    test.afterAll(async () => {
      await server?.stop();
      await smtp?.close();
      await webhook?.close();
      postgres?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    const exportSubscribers = async () => (await exportedRows<{ email: string }>('subscribers', storeEnv)).map((row) => row.email);
    /** What arrives on its own time: an e-mail, a webhook. */
    const arriving = (message: string) => ({ message, timeout: 20_000 });
    const mailTo = async (address: string, count = 1) => {
      const mail = () => mails().filter((mail) => mail.to && 'text' in mail.to && mail.to.text === address)[count - 1];
      await expect.poll(mail, arriving(`e-mail ${count} to ${address}`)).toBeDefined();
      return mail()!;
    };
    const linkIn = (mail: ParsedMail, path: string) => {
      const match = new RegExp(`${server.url}${path}\\?token=[A-Za-z0-9_-]+`).exec(mail.text ?? '');
      if (!match) throw new Error(`no ${path} link in the e-mail:\n${mail.text}`);
      return match[0];
    };

    async function subscribeInBrowser(browser: Browser, address: string) {
      const { context, page, problems } = await openPage(browser, server.url, MOBILE);
      await page.goto(`${server.url}/insights`);
      await waitForHydration(page);
      const box = page.getByLabel('Subscribe to our newsletter');
      await box.scrollIntoViewIfNeeded();
      await box.fill(address);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByRole('status').filter({ hasText: 'Check your inbox to confirm your subscription.' }).waitFor();
      expect(await box.inputValue()).toBe('');
      expect(problems.console.join('\n')).not.toContain(address);
      return { context, page, problems };
    }

    /** Opens an e-mailed link as a person does, and presses the page's one button. */
    async function follow(page: Page, link: string, button: string) {
      await page.goto(link);
      await waitForHydration(page);
      await Promise.all([page.waitForURL((url) => !url.search.includes('token=')), page.getByRole('button', { name: button }).click()]);
    }

    test('subscribes by the e-mailed link’s button, appears in the export, and leaves by the link in the e-mail', async ({ browser }) => {
      const address = `reader.${kind}@company.example`;
      const { context, page, problems } = await subscribeInBrowser(browser, address);
      const mail = await mailTo(address);
      expect(mail.subject).toMatch(/Confirm your subscription/);
      const unsubscribeLink = linkIn(mail, '/newsletter/unsubscribe');
      const header = (name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ');
      expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribeLink}>`);
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(header('to')).toBe(`To: ${address}`);
      expect(await exportSubscribers()).toEqual([]);

      await page.goto(linkIn(mail, '/newsletter/confirm'));
      expect(await page.locator('h1').textContent()).toBe('Confirm your subscription');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await exportSubscribers()).toEqual([]);
      await follow(page, linkIn(mail, '/newsletter/confirm'), 'Confirm my subscription');
      expect(new URL(page.url()).pathname).toBe(NEWSLETTER_PAGES.confirmed);
      expect(await page.locator('h1').textContent()).toBe('Your subscription is confirmed');
      expect(await exportSubscribers()).toEqual([address]);
      await expect
        .poll(() => events().some((event) => event.type === 'newsletter.confirmed' && event.data.email === address), arriving('the newsletter.confirmed event'))
        .toBe(true);

      // The same button again says the same; the address is listed once.
      await follow(page, linkIn(mail, '/newsletter/confirm'), 'Confirm my subscription');
      expect(new URL(page.url()).pathname).toBe(NEWSLETTER_PAGES.confirmed);

      await follow(page, unsubscribeLink, 'Unsubscribe');
      expect(new URL(page.url()).pathname).toBe(NEWSLETTER_PAGES.unsubscribed);
      expect(await page.locator('h1').textContent()).toBe('You have unsubscribed');
      expect(await exportSubscribers()).toEqual([]);
      await expect
        .poll(
          () => events().some((event) => event.type === 'newsletter.unsubscribed' && event.data.email === address),
          arriving('the newsletter.unsubscribed event'),
        )
        .toBe(true);
      expect(problems.errors).toEqual([]);
      await context.close();
    });

    test('confirms and unsubscribes without JavaScript too: the button’s form posts to the link itself', async ({ browser }) => {
      const address = `no.script.${kind}@company.example`;
      const { context } = await subscribeInBrowser(browser, address);
      await context.close();
      const mail = await mailTo(address);
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const page = await noScript.newPage();
      await page.goto(linkIn(mail, '/newsletter/confirm'));
      await Promise.all([page.waitForURL(`**${NEWSLETTER_PAGES.confirmed}`), page.getByRole('button', { name: 'Confirm my subscription' }).click()]);
      expect(await exportSubscribers()).toEqual([address]);
      await page.goto(linkIn(mail, '/newsletter/unsubscribe'));
      await Promise.all([page.waitForURL(`**${NEWSLETTER_PAGES.unsubscribed}`), page.getByRole('button', { name: 'Unsubscribe' }).click()]);
      expect(await exportSubscribers()).toEqual([]);
      await noScript.close();
    });

    test('changes nothing when a mail scanner fetches every link of the e-mail in order (GET and HEAD)', async ({ browser }) => {
      const address = `scanned.${kind}@company.example`;
      const { context } = await subscribeInBrowser(browser, address);
      await context.close();
      const mail = await mailTo(address);
      const links = [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
      expect(links.length).toBeGreaterThanOrEqual(2);
      for (const link of [...links, linkIn(mail, '/newsletter/unsubscribe')]) {
        for (const method of ['HEAD', 'GET']) expect((await fetch(link, { method, redirect: 'follow' })).status, `${method} ${link}`).toBe(200);
      }
      const stdout = await runStaffCommand('privacy', ['export', '--email', address], storeEnv);
      expect(JSON.parse(stdout).newsletter).toMatchObject({ email: address, status: 'pending' });
    });

    test('leaves by the one-click POST of the List-Unsubscribe header, and an unknown link says so', async ({ browser }) => {
      const address = `one.click.${kind}@company.example`;
      const { context, page } = await subscribeInBrowser(browser, address);
      const mail = await mailTo(address);
      await follow(page, linkIn(mail, '/newsletter/confirm'), 'Confirm my subscription');
      expect(await exportSubscribers()).toEqual([address]);

      const oneClick = await fetch(linkIn(mail, '/newsletter/unsubscribe'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(200);
      expect(await exportSubscribers()).toEqual([]);

      await follow(page, `${server.url}/newsletter/confirm?token=${'x'.repeat(43)}`, 'Confirm my subscription');
      expect(new URL(page.url()).pathname).toBe(NEWSLETTER_PAGES.invalidLink);
      expect(await page.locator('h1').textContent()).toBe('This link is no longer valid');
      await context.close();
    });
  });
}

test.describe('the newsletter without SMTP', () => {
  test.describe.configure({ timeout: 60_000 });

  test('stores sign-ups as pending and says once at start that no confirmation can be sent', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vip-newsletter-nosmtp-'));
    const env = { DATABASE_PATH: path.join(dir, 'site.sqlite'), DATABASE_URL: '', SMTP_URL: '' };
    const server = await startServer(env);
    try {
      const response = await fetch(`${server.url}/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'pending@company.example' }),
      });
      expect(response.status).toBe(202);
      await fetch(`${server.url}/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'second@company.example' }),
      });
      const warnings = server.output.filter((line) => line.includes('no confirmation e-mail can be sent'));
      expect(warnings).toHaveLength(1);
      expect(server.output.join('\n')).not.toContain('pending@company.example');
      const stdout = await runStaffCommand('privacy', ['export', '--email', 'pending@company.example'], env);
      expect(JSON.parse(stdout).newsletter).toMatchObject({ email: 'pending@company.example', status: 'pending' });
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
