/**
 * The booking step as a visitor in India meets it (issue 43), against the production server: a browser
 * whose time zone is Asia/Kolkata books by keyboard alone on /book and reads every time in India
 * Standard Time; /book has no axe violation, in either theme, with its times and form shown.
 * Against two instances on one PostgreSQL that send their e-mails to a real SMTP sink: the visitor
 * books by keyboard alone through the consultation dialog (its step's code loaded only once the
 * request has succeeded; the export lists the booking with the request's details and id), the
 * invitation is read back as a calendar reads it, the other instance refuses that time, and the
 * e-mailed link's page moves the meeting by keyboard (the same invitation, SEQUENCE 1) and cancels it
 * by its button, with and without script. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { freePort } from '../../scripts/lib/freePort';
import { startPostgres, type TestPostgres } from '../../scripts/lib/postgres';
import { startServer, type RunningServer } from '../../scripts/lib/serverProcess';
import { smtpSink } from '../../server/test/deliverySinks';
import { loadSiteFiles } from '../../src/build/content/loadSiteFiles';
import { BOOKING_PAGES } from '../../src/model/bookingPaths';
import { BOOKING_ROUTES } from '../../src/shared/formRoutes';
import { meetingLabel } from '../../src/shared/meetingTime';
import { axeViolations } from './axe';
import { animationsSettled, baseUrl, closedDialogBefore, DESKTOP, exportedRows, MOBILE, waitForHydration, watchPage } from './browser';

interface Slot {
  start: string;
  end: string;
}

const ZONE = 'Asia/Kolkata';
/** The consultants' mailboxes (content/site/booking.yaml): the one who holds the meeting is an attendee. */
const CONSULTANT_ADDRESSES = loadSiteFiles().booking.consultants.map((consultant) => consultant.email.toLowerCase());
const CONSULTANT_IDS = loadSiteFiles().booking.consultants.map((consultant) => consultant.id);
/** The company's address (content/site/company.yaml): the organizer of every invitation. */
const ORGANIZER = `mailto:${loadSiteFiles().company.email.toLowerCase()}`;
const freeSlots = async (base = baseUrl): Promise<Slot[]> => ((await (await fetch(`${base}${BOOKING_ROUTES.slots}`)).json()) as { slots: Slot[] }).slots;
const thisYearIn = (timeZone: string) => Number(new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(new Date()));
/** The slot a time button names, read the way the visitor's browser reads it. */
const slotNamed = (slots: Slot[], name: string) => slots.find((slot) => meetingLabel(slot.start, slot.end, ZONE, thisYearIn(ZONE)) === name);

/** A browser in India: its time zone is Asia/Kolkata, and it has seen the home page's dialog open by itself. */
async function visitorInIndia(browser: Browser, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, timezoneId: ZONE, isMobile: viewport.width < 640, hasTouch: viewport.width < 640 });
  await closedDialogBefore(context);
  return context;
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName ?? '',
      name: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
      label: (element as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '',
    };
  });

/** Presses Tab until `matches` says focus is where it should be (at most `limit` presses). */
async function tabTo(page: Page, matches: (focus: Awaited<ReturnType<typeof focused>>) => boolean, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (matches(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`focus never reached its target: it is on ${JSON.stringify(await focused(page))}`);
}

const IST_TIME = /^\w+ \d{1,2} \w+(?: \d{4})?, (\d\d:\d\d) to \d\d:\d\d, India Standard Time$/;

/** The step's time buttons show the start and are named by the whole meeting in India Standard Time. */
async function expectIndianTimes(page: Page, slots: Slot[]): Promise<void> {
  const times = page.getByRole('list', { name: /^Times on/ }).getByRole('button');
  expect(await times.count()).toBeGreaterThan(0);
  for (const button of await times.all()) {
    const name = (await button.getAttribute('aria-label')) ?? '';
    expect(name).toMatch(IST_TIME);
    expect(await button.textContent()).toBe(IST_TIME.exec(name)?.[1]);
    expect(slotNamed(slots, name), name).toBeDefined();
  }
}

interface ExportedBooking {
  start: string;
  status: string;
  fullName: string;
  email: string;
  companyName: string | null;
  timeZone: string;
  leadId: string | null;
}

/** The visitor's booking as the store holds it: that slot, confirmed, in their zone. */
async function bookingOf(email: string, slot: Slot, store?: NodeJS.ProcessEnv): Promise<ExportedBooking> {
  const booking = (await exportedRows<ExportedBooking>('bookings', store)).find((entry) => entry.email === email);
  expect(booking).toMatchObject({ start: slot.start, status: 'confirmed', timeZone: expect.stringMatching(/^Asia\/(Kolkata|Calcutta)$/) });
  return booking!;
}

test.describe('booking a consultation from India', () => {
  test.describe.configure({ timeout: 120_000 });

  test('on /book at phone width, by keyboard alone: a day, a time, name and address, booked', async ({ browser }) => {
    const context = await visitorInIndia(browser, MOBILE);
    const page = await context.newPage();
    const problems = watchPage(page, baseUrl);
    await page.goto(`${baseUrl}/book`);
    await waitForHydration(page);
    await page
      .getByRole('button', { name: /free times?$/ })
      .first()
      .waitFor();
    expect(await page.getByLabel('Time zone').inputValue()).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
    const slots = await freeSlots();

    await tabTo(page, (focus) => /free times?$/.test(focus.name));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const time = (await focused(page)).name;
    expect(time).toMatch(IST_TIME);
    await expectIndianTimes(page, slots);
    const chosen = slotNamed(slots, time)!;
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).label).toBe('Full Name *');
    await page.keyboard.type('Priya Page');
    await page.keyboard.press('Tab');
    await page.keyboard.type('priya.page@example.com');
    await page.keyboard.press('Enter');

    await expect.poll(async () => (await focused(page)).name).toBe('Your consultation is booked');
    await expect(page.getByText(/The invitation is on its way to priya\.page@example\.com\./)).toBeVisible();
    expect(await bookingOf('priya.page@example.com', chosen)).toMatchObject({ fullName: 'Priya Page', companyName: null, leadId: null });
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
    await context.close();
  });

  test('a second upcoming booking for one address, however spelled, is refused beside the e-mail field, and what was typed stays', async ({ browser }) => {
    // Booked before, as any visitor might have: the first free time another test has not just taken.
    let first: Slot | undefined;
    for (const slot of await freeSlots()) {
      const answer = await fetch(`${baseUrl}${BOOKING_ROUTES.book}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fullName: 'Rene Again', email: 'rene.again@example.com', timeZone: ZONE, start: slot.start }),
      });
      if (answer.status === 201) {
        first = slot;
        break;
      }
    }
    const context = await visitorInIndia(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchPage(page, baseUrl);
    await page.goto(`${baseUrl}/book`);
    await waitForHydration(page);
    await page
      .getByRole('list', { name: /^Times on/ })
      .getByRole('button')
      .first()
      .click();
    await page.getByLabel('Full Name *').fill('Rene Again');
    await page.getByLabel('Email *').fill('Rene.Again+second@Example.com');
    await page.getByRole('button', { name: 'Book this time' }).click();

    const email = page.getByLabel('Email *');
    await expect(email).toHaveAccessibleDescription(/already has a consultation booked.*link in the invitation/);
    await expect(email).toHaveValue('Rene.Again+second@Example.com');
    await expect(page.getByLabel('Full Name *')).toHaveValue('Rene Again');
    const rows = (await exportedRows<ExportedBooking>('bookings')).filter((row) => row.email.toLowerCase().startsWith('rene.again'));
    expect(rows.map((row) => row.start)).toEqual([first!.start]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  test('/book with its times and form shown has no axe violation in either theme, at both widths', async ({ browser }) => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const context = await visitorInIndia(browser, viewport);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/book`);
      await page
        .getByRole('list', { name: /^Times on/ })
        .getByRole('button')
        .first()
        .click();
      await page.getByLabel('Full Name *').waitFor();
      // Scrolled to the form, the fixed header and chat launcher lie over whichever times the day's
      // number of times puts under them, and axe's target-size rule counts a covered button as too
      // small. As tall as the page, the viewport shows every target uncovered, whatever the day.
      await page.setViewportSize({ width: viewport.width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await animationsSettled(page);
        expect(await axeViolations(page), `${viewport.width} px, ${colorScheme}`).toEqual([]);
      }
      await context.close();
    }
  });

  test('without script, /book offers the consultation form, the contact form and the phone, and no time', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/book`);
    await expect(page.getByText(/Choosing a time here needs JavaScript/)).toBeVisible();
    await page.getByRole('link', { name: 'Ask for a free consultation' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get a Free Consultation');
    await expect(
      page
        .locator('form[method="post"]')
        .filter({ has: page.getByLabel(/Email/) })
        .first(),
    ).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('link', { name: 'Write to us through the contact form' }).first()).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: /555-01\d\d/ }).first()).toHaveAttribute('href', /^tel:/);
    await expect(page.getByText('Loading the free times...')).toBeHidden();
    await context.close();
  });
});

/**
 * A consultant's own calendar: a server whose consultants' busy feeds (BOOKING_BUSY_FEEDS) come from
 * a real HTTP server on 127.0.0.1 marks a time busy for all of them; /book in Chromium never offers it.
 */
test.describe('the consultants’ own calendars', () => {
  test('a busy time from the consultants’ feeds is never offered on /book', async ({ browser }) => {
    const slots = await freeSlots();
    const busy = slots[0]!;
    // A time later that day, clear of the busy time and of the meeting's buffers (content/site/booking.yaml).
    const next = slots.find((slot) => Date.parse(slot.start) >= Date.parse(busy.end) + 60 * 60_000);
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d+/, '');
    const feed = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//Busy//EN',
      'BEGIN:VEVENT',
      'UID:busy',
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${stamp(busy.start)}`,
      `DTEND:${stamp(busy.end)}`,
      'SUMMARY:Client workshop',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const feeds = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/calendar' }).end(feed));
    await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
    const feedUrl = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}/consultant.ics`;
    const directory = mkdtempSync(path.join(tmpdir(), 'busy-feeds-'));
    const server = await startServer({
      DATABASE_PATH: path.join(directory, 'store.sqlite'),
      DATABASE_URL: '',
      BOOKING_BUSY_FEEDS: CONSULTANT_IDS.map((id) => `${id}=${feedUrl}`).join(' '),
    });
    try {
      expect((await freeSlots(server.url)).map((slot) => slot.start)).not.toContain(busy.start);
      const context = await visitorInIndia(browser, DESKTOP);
      const page = await context.newPage();
      await page.goto(`${server.url}/book`);
      const busyLabel = meetingLabel(busy.start, busy.end, ZONE, thisYearIn(ZONE));
      await page.getByRole('button', { name: new RegExp(`^${busyLabel.split(',')[0]}, \\d+ free times?$`) }).click();
      const times = page.getByRole('list', { name: /^Times on/ }).getByRole('button');
      await times.first().waitFor();
      const offered = await times.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
      expect(offered).not.toContain(busyLabel);
      // Other times of that day are offered.
      if (next && meetingLabel(next.start, next.end, ZONE, thisYearIn(ZONE)).split(',')[0] === busyLabel.split(',')[0])
        expect(offered).toContain(meetingLabel(next.start, next.end, ZONE, thisYearIn(ZONE)));
      await context.close();
    } finally {
      await server.stop();
      await new Promise((resolve) => feeds.close(resolve));
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

/** The invitation of an e-mail as a calendar program reads it. */
function invitationOf(mail: ParsedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  if (!part) throw new Error(`no text/calendar part in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString()));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString().replace('.000Z', 'Z'),
  };
}

/** Who an invitation is from and whom it invites: the organizer's address, and each attendee's with their RSVP request. */
function partiesOf(mail: ParsedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar')!;
  const event = new ICAL.Component(ICAL.parse(part.content.toString())).getFirstSubcomponent('vevent')!;
  return {
    organizer: String(event.getFirstPropertyValue('organizer')).toLowerCase(),
    attendees: event
      .getAllProperties('attendee')
      .map((attendee) => ({ address: String(attendee.getFirstValue()).toLowerCase(), rsvp: attendee.getParameter('rsvp') })),
  };
}

/**
 * Two instances of the production server on one PostgreSQL, both sending their e-mails to one real
 * SMTP sink (the first instance's address in every link): what one books, the other refuses.
 */
test.describe('booking from India on two instances sharing one PostgreSQL, with e-mails and their links', () => {
  test.describe.configure({ timeout: 150_000 });
  let smtp: Awaited<ReturnType<typeof smtpSink>>;
  let postgres: TestPostgres;
  let server: RunningServer;
  let second: RunningServer;
  let store: NodeJS.ProcessEnv;
  const VISITOR = { fullName: 'Priya Link', email: 'priya.link@example.com', timeZone: ZONE };

  test.beforeAll(async () => {
    smtp = await smtpSink();
    postgres = await startPostgres();
    store = { DATABASE_URL: postgres.url, DATABASE_PATH: '' };
    const [port, secondPort] = [await freePort(), await freePort()];
    const instance = (listen: number) =>
      startServer({
        ...store,
        PORT: String(listen),
        SITE_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: smtp.url,
        NOTIFY_POLL_MS: '100',
        RATE_LIMIT_FORMS: '1000',
        BOOKINGS_PER_CLIENT_PER_DAY: '1000',
        BOOKING_CONFIRMATION: 'none',
      });
    // One after the other: the first brings the database's schema up to date.
    server = await instance(port);
    second = await instance(secondPort);
  });
  test.afterAll(async () => {
    await second?.stop();
    await server?.stop();
    await smtp?.close();
    postgres?.stop();
  });

  const slotsOf = async () => ((await (await fetch(`${server.url}${BOOKING_ROUTES.slots}`)).json()) as { slots: Slot[] }).slots;
  /**
   * The next e-mail to an address whose subject matches (or that `matches` accepts), once the outbox
   * has sent it. The outbox sends in its own time, so a message queued before `after` may arrive after it.
   */
  async function mailTo(email: string, matches: RegExp | ((mail: ParsedMail) => boolean), after: number): Promise<ParsedMail> {
    const accepts = typeof matches === 'function' ? matches : (mail: ParsedMail) => matches.test(mail.subject ?? '');
    let found: ParsedMail | undefined;
    await expect
      .poll(
        () =>
          (found = smtp.messages.slice(after).find(({ mail }) => mail.to && !Array.isArray(mail.to) && mail.to.text.includes(email) && accepts(mail))?.mail),
        { timeout: 20_000 },
      )
      .toBeDefined();
    return found!;
  }
  /** The booking's manage link in an e-mail to the visitor. */
  function manageLinkOf(mail: ParsedMail): string {
    const manageUrl = new RegExp(`${server.url}${BOOKING_PAGES.manage}\\?token=[\\w-]+`).exec(mail.text ?? '')?.[0];
    expect(manageUrl, mail.text).toBeDefined();
    return manageUrl!;
  }
  /** Books `start` for `who`: the invitation's manage link, or undefined when no consultant is free then (409). */
  async function tryBook(start: string, who = VISITOR): Promise<string | undefined> {
    const before = smtp.messages.length;
    const response = await fetch(`${server.url}${BOOKING_ROUTES.book}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...who, start }),
    });
    if (response.status === 409) return undefined;
    expect(response.status).toBe(201);
    return manageLinkOf(await mailTo(who.email, /./, before));
  }
  async function book(start: string, who = VISITOR): Promise<string> {
    const manageUrl = await tryBook(start, who);
    expect(manageUrl, `${start} is free`).toBeDefined();
    return manageUrl!;
  }

  /** The e-mailed link's page: shows the booked meeting in IST, moves it by keyboard, then cancels it; a GET changes nothing. */
  async function manageByKeyboard(page: Page, manageUrl: string, booked: Slot, uid: string, email: string): Promise<void> {
    // Mail scanners open every link: a GET of the page and of the booking's details changes nothing.
    for (let visit = 0; visit < 2; visit += 1) expect((await fetch(manageUrl)).status).toBe(200);
    await bookingOf(email, booked, store);

    await page.goto(manageUrl);
    await expect(page.getByText(meetingLabel(booked.start, booked.end, ZONE, thisYearIn(ZONE)), { exact: true })).toBeVisible();
    await tabTo(page, (focus) => focus.name === 'Choose another time');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).name).toMatch(/free times?$/);
    // A time clear of the booked one and its buffers: moved to the very next time, the old time stays
    // blocked by the new one's buffer at hours when a single consultant has both (so it would not be
    // offered again, whatever the move did). It may be on a later day, or in the next week, than the
    // first day the chooser focuses, depending on the hour the test runs.
    const slots = await slotsOf();
    const clearOf = Date.parse(booked.end) + 60 * 60_000;
    const target = slots.find((slot) => Date.parse(slot.start) >= clearOf)!;
    const time = meetingLabel(target.start, target.end, ZONE, thisYearIn(ZONE));
    expect(time).toMatch(IST_TIME);
    const itsDay = new RegExp(`^${time.split(',')[0]}, \\d+ free times?$`);
    if (!(await page.getByRole('button', { name: itsDay }).isVisible())) {
      // The week buttons come before the days.
      for (let presses = 0; presses < 5 && (await focused(page)).name !== 'Next week'; presses += 1) await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
    }
    await tabTo(page, (focus) => itsDay.test(focus.name));
    await page.keyboard.press('Enter');
    await tabTo(page, (focus) => focus.name === time);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).name).toBe('Move to this time');
    const beforeMove = smtp.messages.length;
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).name).toBe('Your consultation has moved');
    await expect(page.getByText(time, { exact: true })).toBeVisible();

    const moved = invitationOf(await mailTo(email, /./, beforeMove));
    expect(moved).toEqual({ method: 'REQUEST', uid, sequence: 1, start: target.start });
    // Moved, not booked twice: the visitor has one booking, at the new time, and the old time is
    // offered again. (Whether the new time is still offered depends on how many consultants are
    // free then, which depends on the day and hour the test runs.)
    expect(
      (await exportedRows<ExportedBooking>('bookings', store))
        .filter((entry) => entry.email === email && entry.status === 'confirmed')
        .map((entry) => entry.start),
    ).toEqual([target.start]);
    expect((await slotsOf()).map((slot) => slot.start)).toContain(booked.start);

    const beforeCancel = smtp.messages.length;
    await tabTo(page, (focus) => focus.name === 'Cancel my consultation');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}${BOOKING_PAGES.cancelled}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your consultation is cancelled' })).toBeVisible();
    const cancelled = invitationOf(await mailTo(email, /./, beforeCancel));
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid, sequence: 2 });
    expect((await slotsOf()).map((slot) => slot.start)).toContain(target.start);

    // The link now manages nothing: its page says so, with no cancel button.
    await page.goto(manageUrl);
    await expect(page.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel my consultation' })).toHaveCount(0);
  }

  test('books through the consultation dialog by keyboard alone; the invitation is right; the second instance refuses that time; the e-mailed link moves (same UID, SEQUENCE 1) and cancels it (METHOD:CANCEL), and its GET changes nothing', async ({
    browser,
  }) => {
    const context = await visitorInIndia(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchPage(page, server.url);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        void response.text().then(
          (text) => scripts.push(text),
          () => undefined,
        );
    });
    const stepLoaded = () => scripts.some((text) => text.includes('Choose a day'));

    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await tabTo(page, (focus) => focus.name === 'Get a Free Consultation');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Get a Free Consultation' });
    await dialog.waitFor();
    await expect.poll(async () => (await focused(page)).label).toBe('Full Name *');
    await page.keyboard.type('Priya Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Raman Systems');
    await page.keyboard.press('Tab');
    await page.keyboard.type('priya.keyboard@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.waitForLoadState('networkidle');
    expect(stepLoaded(), 'the booking step’s code loaded before the request succeeded').toBe(false);
    await tabTo(page, (focus) => focus.name === 'Request Consultation', 5);
    await page.keyboard.press('Enter');

    // The thanks, then the booking step: days, a day's times, a confirm button (the request gave a name and an address).
    await expect.poll(async () => (await focused(page)).name).toBe('Thank you!');
    // The dialog is named by its heading: the thanks now.
    const thanks = page.getByRole('dialog', { name: 'Thank you!' });
    const firstDay = thanks.getByRole('button', { name: /free times?$/ }).first();
    await firstDay.waitFor();
    expect(stepLoaded()).toBe(true);
    expect(await thanks.getByRole('textbox').count()).toBe(0);
    const slots = await freeSlots(server.url);
    await tabTo(page, (focus) => /free times?$/.test(focus.name), 5);
    const day = (await focused(page)).name;
    await page.keyboard.press('Enter');
    const time = (await focused(page)).name;
    expect(time).toMatch(IST_TIME);
    expect(day.startsWith(time.split(',')[0]!)).toBe(true);
    await expectIndianTimes(page, slots);
    const chosen = slotNamed(slots, time)!;
    await page.keyboard.press('Enter');
    // The form loads as the first time is chosen, and takes the focus.
    await expect.poll(async () => (await focused(page)).name).toBe('Book this time');
    await expect(thanks.getByText('We will send the invitation to priya.keyboard@example.com.')).toBeVisible();
    const beforeBooking = smtp.messages.length;
    await page.keyboard.press('Enter');

    await expect.poll(async () => (await focused(page)).name).toBe('Your consultation is booked');
    await expect(thanks.getByText(time, { exact: true })).toBeVisible();
    await expect(thanks.getByText(/The invitation is on its way to priya\.keyboard@example\.com\./)).toBeVisible();
    // Booked with the request's details and id: nothing was asked twice.
    const booking = await bookingOf('priya.keyboard@example.com', chosen, store);
    const lead = (await exportedRows<{ id: string; email: string }>('leads', store)).find((entry) => entry.email === 'priya.keyboard@example.com');
    expect(booking).toMatchObject({ fullName: 'Priya Keyboard', companyName: 'Raman Systems', leadId: lead?.id });
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
    expect(problems.foreignRequests).toEqual([]);

    // The invitation as the visitor's calendar reads it: that time in UTC, from the consultant, to the visitor with an RSVP asked.
    const mail = await mailTo('priya.keyboard@example.com', /./, beforeBooking);
    const invitation = invitationOf(mail);
    expect(invitation).toMatchObject({ method: 'REQUEST', sequence: 0, start: chosen.start });
    expect(invitation.uid).toEqual(expect.any(String));
    const { organizer, attendees } = partiesOf(mail);
    expect(organizer).toBe(ORGANIZER);
    expect(attendees).toContainEqual({ address: 'mailto:priya.keyboard@example.com', rsvp: 'TRUE' });
    expect(attendees.filter((attendee) => CONSULTANT_ADDRESSES.map((address) => `mailto:${address}`).includes(attendee.address))).toHaveLength(1);

    // The second instance holds the same calendar: it books that time only for the consultants still
    // free then (how many are depends on the day and hour the test runs), never for the one just
    // booked, and then refuses it, as the first instance does.
    const bookThere = (instance: RunningServer, n: number) =>
      fetch(`${instance.url}${BOOKING_ROUTES.book}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fullName: 'Other Visitor', email: `other${n}@example.com`, start: chosen.start }),
      });
    let bookedThere = 0;
    let refused = await bookThere(second, 0);
    while (refused.status === 201 && bookedThere < CONSULTANT_ADDRESSES.length) {
      bookedThere += 1;
      refused = await bookThere(second, bookedThere);
    }
    expect(bookedThere).toBeLessThan(CONSULTANT_ADDRESSES.length);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { slots: Slot[] }).slots.map((slot) => slot.start)).not.toContain(chosen.start);
    expect((await bookThere(server, CONSULTANT_ADDRESSES.length)).status).toBe(409);

    await manageByKeyboard(page, manageLinkOf(mail), chosen, invitation.uid as string, 'priya.keyboard@example.com');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  test('a handover: moved to a time only the other consultant has, the visitor keeps one event, updated in place, and the first consultant gets a cancellation', async ({
    browser,
  }) => {
    const consultants = loadSiteFiles().booking.consultants;
    const exported = () => exportedRows<ExportedBooking & { consultant: string }>('bookings', store);
    const consultantOf = async (email: string) => (await exported()).find((row) => row.email === email && row.status === 'confirmed')?.consultant;
    const cancelByLink = (manageUrl: string) =>
      fetch(manageUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'intent=cancel', redirect: 'manual' });
    const visitor = { ...VISITOR, email: 'priya.handover@example.com' };
    const slots = await slotsOf();
    // Later times than the other tests take.
    const booked = slots[12]!;
    const manageUrl = await book(booked.start, visitor);
    const holder = await consultantOf(visitor.email);
    // A later time the other consultant has free and the holder not: one stand-in booking for each then (the
    // least recently booked first), and the other's cancelled again.
    let target: Slot | undefined;
    for (const [n, slot] of slots.slice(13, 40).entries()) {
      // Not free any more where only the holder works then and the booked meeting's buffers reach it.
      const other = await tryBook(slot.start, { ...visitor, fullName: 'Stand In', email: `stand.in.other${n}@example.com` });
      if (!other) continue;
      if ((await consultantOf(`stand.in.other${n}@example.com`)) === holder) {
        await cancelByLink(other);
        continue;
      }
      const held = await tryBook(slot.start, { ...visitor, fullName: 'Stand In', email: `stand.in.holder${n}@example.com` });
      await cancelByLink(other);
      if (held && (await consultantOf(`stand.in.holder${n}@example.com`)) === holder) {
        target = slot;
        break;
      }
    }
    expect(target, 'a time only the other consultant has').toBeDefined();
    const [first, second] = [consultants.find((entry) => entry.id === holder)!, consultants.find((entry) => entry.id !== holder)!];

    const context = await visitorInIndia(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(manageUrl);
    await page.getByRole('button', { name: 'Choose another time' }).click();
    await page
      .getByRole('button', { name: /free times?$/ })
      .first()
      .waitFor();
    const label = meetingLabel(target!.start, target!.end, ZONE, thisYearIn(ZONE));
    const day = page.getByRole('button', { name: new RegExp(`^${label.split(',')[0]}, \\d+ free times?$`) });
    for (let week = 0; week < 4 && !(await day.isVisible()); week += 1) await page.getByRole('button', { name: 'Next week' }).click();
    await day.click();
    await page.getByRole('button', { name: label, exact: true }).click();
    const beforeMove = smtp.messages.length;
    await page.getByRole('button', { name: 'Move to this time' }).click();
    await expect(page.getByRole('heading', { name: 'Your consultation has moved' })).toBeVisible();

    const visitorMail = await mailTo(visitor.email, /moved/, beforeMove);
    const mine = invitationOf(visitorMail);
    // The stand-ins' invitations and cancellations may still be on their way to the consultants: only
    // this meeting's are the handover's.
    const aboutThisMeeting = (mail: ParsedMail) => mail.attachments.some((part) => part.contentType === 'text/calendar') && invitationOf(mail).uid === mine.uid;
    const [firstMail, secondMail] = await Promise.all([mailTo(first.email, aboutThisMeeting, beforeMove), mailTo(second.email, aboutThisMeeting, beforeMove)]);
    expect(mine).toMatchObject({ method: 'REQUEST', sequence: 1, start: target!.start });
    const parties = partiesOf(visitorMail);
    expect(parties.organizer).toBe(ORGANIZER);
    expect(parties.attendees.map((attendee) => attendee.address).sort()).toEqual([`mailto:${second.email.toLowerCase()}`, `mailto:${visitor.email}`].sort());
    expect(invitationOf(firstMail)).toMatchObject({ method: 'CANCEL', uid: mine.uid, sequence: 1 });
    expect(partiesOf(firstMail)).toEqual({ organizer: ORGANIZER, attendees: [{ address: `mailto:${first.email.toLowerCase()}`, rsvp: undefined }] });
    expect(invitationOf(secondMail)).toMatchObject({ method: 'REQUEST', uid: mine.uid, sequence: 1, start: target!.start });
    expect((await exported()).filter((row) => row.email === visitor.email)).toMatchObject([
      { start: target!.start, status: 'confirmed', consultant: second.id },
    ]);
    await context.close();
  });

  test('cancels without script: the page’s button posts to the link and lands on the cancelled page', async ({ browser }) => {
    const [, , third] = await slotsOf();
    const manageUrl = await book(third!.start, { ...VISITOR, email: 'priya.noscript@example.com' });
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
    const page = await context.newPage();
    await page.goto(manageUrl);
    await expect(page.getByText(/Moving it to another time needs JavaScript/)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel my consultation' }).click();
    await page.waitForURL(`${server.url}${BOOKING_PAGES.cancelled}`);
    expect((await slotsOf()).map((slot) => slot.start)).toContain(third!.start);
    await context.close();
  });
});
