/**
 * The proof of the address (issue 61), as the visitor and the consultant meet it, against the
 * production server sending to a real SMTP sink: a booking on /book is held and says to check the
 * inbox; the e-mailed link's page confirms it and only then does the invitation arrive (read as a
 * calendar reads it); a hold not confirmed in time is released, its time offered again and its link
 * landing on the page that says so; with BOOKING_CONFIRMATION=host the consultant's link confirms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { freePort } from '../../scripts/lib/freePort';
import { startServer, type RunningServer } from '../../scripts/lib/serverProcess';
import { smtpSink } from '../../server/test/deliverySinks';
import { loadSiteFiles } from '../../src/build/content/loadSiteFiles';
import { BOOKING_PAGES } from '../../src/model/bookingPaths';
import { BOOKING_ROUTES } from '../../src/shared/formRoutes';
import { axeViolations } from './axe';
import { DESKTOP, exportedRows, waitForHydration, watchPage } from './browser';

interface Slot {
  start: string;
  end: string;
}
interface ExportedBooking {
  id: string;
  start: string;
  status: string;
  email: string;
}

const CONSULTANTS = loadSiteFiles().booking.consultants.map((consultant) => consultant.email.toLowerCase());

test.describe('a booking held until its address is proven', () => {
  test.describe.configure({ timeout: 180_000 });
  let smtp: Awaited<ReturnType<typeof smtpSink>>;
  let dir: string;
  let byEmail: RunningServer;
  let byHost: RunningServer;

  test.beforeAll(async () => {
    smtp = await smtpSink();
    dir = mkdtempSync(path.join(tmpdir(), 'vip-holds-'));
    const serve = async (name: string, env: NodeJS.ProcessEnv) => {
      const port = await freePort();
      return startServer({
        PORT: String(port),
        SITE_URL: `http://127.0.0.1:${port}`,
        DATABASE_PATH: path.join(dir, `${name}.sqlite`),
        DATABASE_URL: '',
        SMTP_URL: smtp.url,
        NOTIFY_POLL_MS: '100',
        RATE_LIMIT_FORMS: '1000',
        ...env,
      });
    };
    // The default confirmation (email), with the shortest hold the setting allows.
    byEmail = await serve('email', { BOOKING_HOLD_MINUTES: '1' });
    byHost = await serve('host', { BOOKING_CONFIRMATION: 'host' });
  });
  test.afterAll(async () => {
    await byEmail?.stop();
    await byHost?.stop();
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const store = (server: RunningServer) => ({ DATABASE_PATH: path.join(dir, `${server === byEmail ? 'email' : 'host'}.sqlite`), DATABASE_URL: '' });
  const bookingOf = async (server: RunningServer, email: string) =>
    (await exportedRows<ExportedBooking>('bookings', store(server))).find((row) => row.email === email);
  const slotsOf = async (server: RunningServer) => ((await (await fetch(`${server.url}${BOOKING_ROUTES.slots}`)).json()) as { slots: Slot[] }).slots;
  const addressOf = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? (mail.to.value[0]?.address ?? '').toLowerCase() : '');
  async function mailTo(address: string, after: number, subject = /./): Promise<ParsedMail> {
    let found: ParsedMail | undefined;
    await expect
      .poll(() => (found = smtp.messages.slice(after).find(({ mail }) => addressOf(mail) === address && subject.test(mail.subject ?? ''))?.mail), {
        timeout: 20_000,
      })
      .toBeDefined();
    return found!;
  }
  const linkIn = (mail: ParsedMail, server: RunningServer, page: string) => {
    const link = new RegExp(`${server.url}${page}\\?token=[\\w-]+`).exec(mail.text ?? '')?.[0];
    expect(link, mail.text).toBeDefined();
    return link!;
  };
  const methodOf = (mail: ParsedMail) => {
    const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
    return part ? new ICAL.Component(ICAL.parse(part.content.toString())).getFirstPropertyValue('method') : undefined;
  };

  /** Books `start` for other visitors until no consultant is left free then (each held for its own confirmation). */
  async function takeTheRest(server: RunningServer, start: string): Promise<void> {
    for (let filler = 0; filler < CONSULTANTS.length; filler += 1) {
      const response = await fetch(`${server.url}${BOOKING_ROUTES.book}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fullName: 'Filler', email: `filler.${filler}.${Date.parse(start)}@example.com`, start }),
      });
      if (response.status === 409) return;
      expect(response.status).toBe(202);
    }
  }

  /** Books the first free time on /book as a visitor does; the step's result heading. */
  async function bookOnPage(
    browser: Browser,
    server: RunningServer,
    name: string,
    email: string,
    slotIndex = 0,
  ): Promise<{ page: Page; heading: string; close: () => Promise<void> }> {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${server.url}${BOOKING_PAGES.book}`);
    await waitForHydration(page);
    await page
      .getByRole('button', { name: /free times?$/ })
      .first()
      .click();
    await page
      .getByRole('list', { name: /^Times on/ })
      .getByRole('button')
      .nth(slotIndex)
      .click();
    await page.getByLabel('Full Name *').fill(name);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Book this time' }).click();
    const result = page.getByRole('heading', { name: /^(Check your inbox to confirm|Your request is with our consultant|Your consultation is booked)$/ });
    await result.waitFor();
    return { page, heading: (await result.textContent()) ?? '', close: () => context.close() };
  }

  test('confirmed from the e-mailed link: held and offered to nobody until then, the invitation only after', async ({ browser }) => {
    const email = 'held.hana@example.com';
    const before = smtp.messages.length;
    const { page, heading, close } = await bookOnPage(browser, byEmail, 'Held Hana', email);
    expect(heading).toBe('Check your inbox to confirm');
    await expect(page.getByText(new RegExp(`Open the link in the e-mail we sent to ${email.replace('.', '\\.')}`))).toBeVisible();
    const held = (await bookingOf(byEmail, email))!;
    expect(held.status).toBe('held');
    // Another consultant may be free then: once every one is held, the time is offered to nobody.
    await takeTheRest(byEmail, held.start);
    expect((await slotsOf(byEmail)).map((slot) => slot.start)).not.toContain(held.start);

    const asked = await mailTo(email, before);
    expect(methodOf(asked)).toBeUndefined();
    const confirm = linkIn(asked, byEmail, BOOKING_PAGES.confirm);
    // Opening the link (a mail scanner does) changes nothing; its page's button confirms.
    expect((await fetch(confirm)).status).toBe(200);
    expect((await bookingOf(byEmail, email))?.status).toBe('held');
    const problems = watchPage(page, byEmail.url);
    await page.goto(confirm);
    expect(await axeViolations(page)).toEqual([]);
    const afterConfirm = smtp.messages.length;
    await Promise.all([page.waitForURL(`${byEmail.url}${BOOKING_PAGES.confirmed}`), page.getByRole('button', { name: 'Confirm my consultation' }).click()]);
    await expect(page.getByRole('heading', { level: 1, name: 'The consultation is confirmed' })).toBeVisible();
    expect((await bookingOf(byEmail, email))?.status).toBe('confirmed');
    expect(methodOf(await mailTo(email, afterConfirm))).toBe('REQUEST');
    expect(problems.errors).toEqual([]);
    await close();
  });

  test('released when not confirmed in time: the time is offered again, and the late link says so', async ({ browser }) => {
    const email = 'late.lars@example.com';
    const before = smtp.messages.length;
    const { page, close } = await bookOnPage(browser, byEmail, 'Late Lars', email, 1);
    const held = (await bookingOf(byEmail, email))!;
    const confirm = linkIn(await mailTo(email, before), byEmail, BOOKING_PAGES.confirm);
    await takeTheRest(byEmail, held.start);
    expect((await slotsOf(byEmail)).map((slot) => slot.start)).not.toContain(held.start);
    // BOOKING_HOLD_MINUTES=1: a minute later the time is free again.
    await expect.poll(async () => (await slotsOf(byEmail)).map((slot) => slot.start), { timeout: 90_000, intervals: [5_000] }).toContain(held.start);
    await page.goto(confirm);
    await Promise.all([page.waitForURL(`${byEmail.url}${BOOKING_PAGES.holdExpired}`), page.getByRole('button', { name: 'Confirm my consultation' }).click()]);
    await expect(page.getByRole('heading', { level: 1, name: 'This time is no longer held' })).toBeVisible();
    expect((await bookingOf(byEmail, email))?.status).toBe('released');
    // The address may book again at once.
    await close();
    expect((await bookOnPage(browser, byEmail, 'Late Lars', email)).heading).toBe('Check your inbox to confirm');
  });

  test('host: the consultant’s link confirms the request, and the visitor then gets the invitation', async ({ browser }) => {
    const email = 'asking.ada@example.com';
    const before = smtp.messages.length;
    const { page, heading, close } = await bookOnPage(browser, byHost, 'Asking Ada', email);
    expect(heading).toBe('Your request is with our consultant');
    let asked: ParsedMail | undefined;
    await expect
      .poll(() => (asked = smtp.messages.slice(before).find(({ mail }) => CONSULTANTS.includes(addressOf(mail)))?.mail), { timeout: 20_000 })
      .toBeDefined();
    expect(asked!.text).toContain('Asking Ada');
    expect(smtp.messages.slice(before).some(({ mail }) => addressOf(mail) === email)).toBe(false);
    await page.goto(linkIn(asked!, byHost, BOOKING_PAGES.approve));
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.getByRole('button', { name: 'Decline' })).toBeVisible();
    const afterConfirm = smtp.messages.length;
    await Promise.all([page.waitForURL(`${byHost.url}${BOOKING_PAGES.confirmed}`), page.getByRole('button', { name: 'Confirm the consultation' }).click()]);
    expect(methodOf(await mailTo(email, afterConfirm))).toBe('REQUEST');
    expect((await bookingOf(byHost, email))?.status).toBe('confirmed');
    await close();
  });
});
