/**
 * The booking step as a visitor in India meets it (issue 43), against the production server: a browser
 * whose time zone is Asia/Kolkata books by keyboard alone through the consultation dialog and on /book,
 * reads every time in India Standard Time, and the booked slot leaves the free slots (a second booking
 * of it answers 409). The step's code loads only once a consultation request has succeeded, and /book
 * has no axe violation, in either theme, with its times and form shown.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { BOOKING_ROUTES } from '../../src/shared/formRoutes';
import { meetingLabel } from '../../src/shared/meetingTime';
import { axeViolations } from './axe';
import { baseUrl, closedDialogBefore, DESKTOP, MOBILE, waitForHydration, watchPage } from './browser';

interface Slot {
  start: string;
  end: string;
}

const ZONE = 'Asia/Kolkata';
const freeSlots = async (): Promise<Slot[]> => ((await (await fetch(`${baseUrl}${BOOKING_ROUTES.slots}`)).json()) as { slots: Slot[] }).slots;
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
    return { tag: element?.tagName ?? '', name: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '', label: (element as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '' };
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

/** The slot is booked: no longer free, and booking it again is refused with fresh slots. */
async function expectBooked(slot: Slot): Promise<void> {
  expect((await freeSlots()).map((free) => free.start)).not.toContain(slot.start);
  const again = await fetch(`${baseUrl}${BOOKING_ROUTES.book}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Second Visitor', email: 'second@example.com', start: slot.start }),
  });
  expect(again.status).toBe(409);
  expect(((await again.json()) as { slots: unknown[] }).slots.length).toBeGreaterThan(0);
}

test.describe('booking a consultation from India', () => {
  test.describe.configure({ timeout: 120_000 });

  test('through the consultation dialog, by keyboard alone: nothing asked twice, every time in IST, the step loaded only after the request', async ({ browser }) => {
    const context = await visitorInIndia(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchPage(page, baseUrl);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') void response.text().then((text) => scripts.push(text), () => undefined);
    });
    const stepLoaded = () => scripts.some((text) => text.includes('Choose a day'));

    await page.goto(`${baseUrl}/`);
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
    const slots = await freeSlots();
    await tabTo(page, (focus) => /free times?$/.test(focus.name), 5);
    const day = (await focused(page)).name;
    await page.keyboard.press('Enter');
    const time = (await focused(page)).name;
    expect(time).toMatch(IST_TIME);
    expect(day.startsWith(time.split(',')[0]!)).toBe(true);
    await expectIndianTimes(page, slots);
    const chosen = slotNamed(slots, time)!;
    await page.keyboard.press('Enter');
    expect((await focused(page)).name).toBe('Book this time');
    await expect(thanks.getByText('We will send the invitation to priya.keyboard@example.com.')).toBeVisible();
    await page.keyboard.press('Enter');

    await expect.poll(async () => (await focused(page)).name).toBe('Your consultation is booked');
    await expect(thanks.getByText(time, { exact: true })).toBeVisible();
    await expect(thanks.getByText(/The invitation is on its way to priya\.keyboard@example\.com\./)).toBeVisible();
    await expectBooked(chosen);
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
    expect(problems.foreignRequests).toEqual([]);
    await context.close();
  });

  test('on /book at phone width, by keyboard alone: a day, a time, name and address, booked', async ({ browser }) => {
    const context = await visitorInIndia(browser, MOBILE);
    const page = await context.newPage();
    const problems = watchPage(page, baseUrl);
    await page.goto(`${baseUrl}/book`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /free times?$/ }).first().waitFor();
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
    expect((await focused(page)).label).toBe('Full Name *');
    await page.keyboard.type('Priya Page');
    await page.keyboard.press('Tab');
    await page.keyboard.type('priya.page@example.com');
    await page.keyboard.press('Enter');

    await expect.poll(async () => (await focused(page)).name).toBe('Your consultation is booked');
    await expect(page.getByText(/The invitation is on its way to priya\.page@example\.com\./)).toBeVisible();
    await expectBooked(chosen);
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
    await context.close();
  });

  test('/book with its times and form shown has no axe violation in either theme, at both widths', async ({ browser }) => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const context = await visitorInIndia(browser, viewport);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/book`);
      await page.getByRole('list', { name: /^Times on/ }).getByRole('button').first().click();
      await page.getByLabel('Full Name *').waitFor();
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
        expect(await axeViolations(page), `${viewport.width} px, ${colorScheme}`).toEqual([]);
      }
      await context.close();
    }
  });

  test('without script, /book says how to reach the team, and no time is offered', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/book`);
    await expect(page.getByText(/Choosing a time here needs JavaScript/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Write to us through the contact form' }).first()).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: /555-01\d\d/ }).first()).toHaveAttribute('href', /^tel:/);
    await expect(page.getByText('Loading the free times...')).toBeHidden();
    await context.close();
  });
});
