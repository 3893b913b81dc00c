import { expect, type Page, type Route, test } from '@playwright/test';
import { loadSiteFiles } from '../../src/build/content/loadSiteFiles';
import { BOOKING_PAGES } from '../../src/model/bookingPaths';
import { axeViolations } from './axe';
import { baseUrl, closedDialogBefore, DESKTOP, MOBILE, openPage, openTab, waitForHydration } from './browser';

const panel = (page: Page) => page.getByRole('region', { name: 'Virtual IP Assistant' });
const launcher = (page: Page) => page.getByRole('button', { name: /^(Open chat with our assistant\b|Close chat$)/ }).last();
/** Whether the browser's accessibility tree has the launcher expanded (a popover's button is, while the popover shows). */
async function launcherExpanded(page: Page): Promise<boolean> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = await session.send('Accessibility.getFullAXTree');
    const node = nodes.find((found) => found.role?.value === 'button' && /^Open chat with our assistant\b/.test(String(found.name?.value)));
    if (!node) throw new Error('no chat launcher in the accessibility tree');
    return node.properties?.find((property) => property.name === 'expanded')?.value.value === true;
  } finally {
    await session.detach();
  }
}
/** The URL the page's document was loaded from: a client-side navigation would have left it at the first page's. */
const loadedFrom = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name);

test.describe('chat assistant', () => {
  test('answers on a service page with a link that leads to the page, whose chat carries on the conversation', async ({ browser }) => {
    const { context, page, problems } = await openPage(browser, baseUrl);
    await page.goto(`${baseUrl}/services/vapt`);
    await waitForHydration(page);
    await launcher(page).click();
    await panel(page).waitFor();
    await panel(page).getByLabel('Your message').fill('Do you help with GDPR?');
    await page.keyboard.press('Enter');
    await page.getByRole('status', { name: 'Assistant is typing' }).waitFor();
    const answerLink = panel(page).getByRole('link', { name: 'GDPR' }).first();
    await answerLink.waitFor();
    expect(await page.getByRole('status', { name: 'Assistant is typing' }).count()).toBe(0);
    await answerLink.click();
    await page.waitForURL(`${baseUrl}/compliance/gdpr`);
    // A full document load; the panel was open, so this page's chat opens by itself once the page
    // is idle, with the conversation so far.
    expect(await loadedFrom(page)).toBe(`${baseUrl}/compliance/gdpr`);
    await panel(page).getByText('Do you help with GDPR?').waitFor();
    expect(await panel(page).getByRole('link', { name: 'GDPR' }).count()).toBeGreaterThan(0);
    expect(await launcher(page).getAttribute('aria-label')).toBe('Close chat');

    // A reload within the session keeps the conversation and the open panel.
    await page.reload();
    await waitForHydration(page);
    await panel(page).getByText('Do you help with GDPR?').waitFor();

    // Closed, then opened on the next page, it shows the conversation there too.
    await launcher(page).click();
    await panel(page).waitFor({ state: 'hidden' });
    await page.getByRole('contentinfo').locator('a[href="/about"]').first().click();
    await page.waitForURL(`${baseUrl}/about`);
    await waitForHydration(page);
    expect(await loadedFrom(page)).toBe(`${baseUrl}/about`);
    await launcher(page).click();
    await panel(page).getByText('Do you help with GDPR?').waitFor();
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
    await context.close();
  });

  test('answers a follow-up from the FAQ of the topic before it, even after navigating', async ({ browser }) => {
    const { context, page } = await openPage(browser, baseUrl, MOBILE);
    await page.goto(`${baseUrl}/about`);
    await waitForHydration(page);
    await launcher(page).click();
    // The panel loads on first open with its greeting; replies are counted from there.
    await panel(page).locator('[data-sender="bot"]').first().waitFor();
    const ask = async (text: string) => {
      const replies = await panel(page).locator('[data-sender="bot"]').count();
      await panel(page).getByLabel('Your message').fill(text);
      await page.keyboard.press('Enter');
      await expect.poll(() => panel(page).locator('[data-sender="bot"]').count(), { timeout: 10_000 }).toBe(replies + 1);
      return (await panel(page).locator('[data-sender="bot"]').last().textContent()) ?? '';
    };
    expect(await ask('tell me about soc 2')).toMatch(/SOC 2/);
    await panel(page).getByRole('link', { name: 'SOC 2' }).first().click();
    await page.waitForURL(`${baseUrl}/compliance/soc2`);
    // A new document: the panel was open, so it opens here by itself once the page is idle, with the conversation.
    await panel(page).getByText('tell me about soc 2').waitFor();
    const faqAnswer = (await page.locator('details', { hasText: 'How long does a SOC 2 audit take?' }).locator('p').textContent()) ?? '';
    const followUp = await ask('how long does it take?');
    expect(faqAnswer.length).toBeGreaterThan(40);
    expect(followUp).toContain(faqAnswer.trim());
    await context.close();
  });

  test('works by keyboard alone and closes with Escape, returning focus to the launcher', async ({ browser }) => {
    const { context, page } = await openPage(browser, baseUrl);
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    await launcher(page).focus();
    await page.keyboard.press('Enter');
    await panel(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.keyboard.type('what are your opening hours?');
    await page.keyboard.press('Enter');
    await panel(page)
      .getByText(/Saturday: 10:00 AM – 4:00 PM/)
      .waitFor();
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'hidden' });
    expect(await launcher(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  test('fits a phone screen without covering the launcher', async ({ browser }) => {
    const { context, page } = await openPage(browser, baseUrl, MOBILE);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await launcher(page).click();
    await panel(page).waitFor();
    const box = await panel(page).boundingBox();
    const button = await launcher(page).boundingBox();
    expect(box && box.width).toBeGreaterThan(MOBILE.width - 40);
    expect(box && button && box.y + box.height).toBeLessThanOrEqual((button?.y ?? 0) + 1);
    await launcher(page).click();
    await panel(page).waitFor({ state: 'hidden' });
    await context.close();
  });

  test('answers a request to meet with the booking step and free slots in the browser’s time zone', async ({ browser }) => {
    // A browser in India: its own context, since a context's time zone is fixed when it is made.
    const context = await browser.newContext({ viewport: DESKTOP, timezoneId: 'Asia/Kolkata' });
    await closedDialogBefore(context);
    const { page, problems } = await openTab(context, baseUrl);
    await page.goto(`${baseUrl}/about`);
    await waitForHydration(page);
    await launcher(page).click();
    await panel(page).getByLabel('Your message').fill('Can I book a meeting for Tuesday?');
    const sent = page.waitForRequest((request) => request.url().endsWith('/chat') && request.method() === 'POST');
    await page.keyboard.press('Enter');
    // Chromium's ICU names the zone by its older canonical name.
    expect((await sent).postDataJSON()).toMatchObject({
      message: 'Can I book a meeting for Tuesday?',
      timeZone: expect.stringMatching(/^Asia\/(Kolkata|Calcutta)$/),
    });
    const book = panel(page).getByRole('link', { name: 'Choose a time and book it' });
    await book.waitFor();
    expect(await book.getAttribute('href')).toBe(BOOKING_PAGES.book);
    const slots = panel(page).locator('[data-sender="bot"]').last().getByRole('listitem');
    expect(await slots.count()).toBeGreaterThan(0);
    for (const slot of await slots.allTextContents()) expect(slot).toMatch(/^\w+day \d{1,2} \w+, \d{2}:\d{2} to \d{2}:\d{2}, India Standard Time$/);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  test('replies with the connection error when the API is down', async ({ browser }) => {
    const { context, page } = await openPage(browser, baseUrl);
    await page.goto(`${baseUrl}/about`);
    await waitForHydration(page);
    await page.route('**/chat', (route) => route.abort('connectionrefused'));
    await launcher(page).click();
    await panel(page).getByLabel('Your message').fill('hello?');
    await page.keyboard.press('Enter');
    await panel(page).getByText("Sorry, I'm having trouble connecting. Please try again later.").waitFor();
    await context.close();
  });
});

test.describe('the launcher before any script', () => {
  test("opens the panel from the page's own HTML while every script is held back; the chat then takes it over and answers", async ({ browser }) => {
    const { context, page, problems } = await openPage(browser, baseUrl);
    // Every script of the site held back: the page's own small script, React and the islands' code.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const heldBack: string[] = [];
    await page.route(/\/assets\/[^/]+\.js$/, async (route: Route) => {
      heldBack.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    // Not 'load': the held script, added once the page is painted, holds the load event back.
    await page.goto(`${baseUrl}/about`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => heldBack.length).toBeGreaterThan(0);
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    // The browser's own doing: the message field has the focus, the launcher says the panel is shown.
    await expect(panel(page).getByLabel('Your message')).toBeFocused();
    expect(await launcherExpanded(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => window.__PAGE_READY__)).toBeUndefined();

    release();
    await waitForHydration(page);
    await panel(page).getByLabel('Your message').fill('Do you help with GDPR?');
    await page.keyboard.press('Enter');
    await panel(page).getByRole('link', { name: 'GDPR' }).first().waitFor();
    // Taken over, not shown again: the question once, the launcher the island's.
    await expect(panel(page).getByText('Do you help with GDPR?', { exact: true })).toHaveCount(1);
    await expect(launcher(page)).toHaveAccessibleName('Close chat');
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
    await context.close();
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`without JavaScript, at ${viewport.width} px, the panel says how to reach the team`, async ({ browser }) => {
      const { company } = loadSiteFiles();
      const context = await browser.newContext({ javaScriptEnabled: false, viewport, isMobile: viewport.width < 640, hasTouch: viewport.width < 640 });
      try {
        const page = await context.newPage();
        await page.goto(`${baseUrl}/about`);
        await expect(panel(page)).toBeHidden();
        await launcher(page).click();
        await expect(panel(page)).toBeVisible();
        expect(await launcherExpanded(page)).toBe(true);
        await expect(panel(page).getByText(/The chat needs JavaScript/)).toBeVisible();
        const links = panel(page).getByRole('link');
        await expect(links).toHaveCount(4);
        // The company's facts as content/site/company.yaml has them; the two pages' wording is the editors'.
        expect(await links.evaluateAll((found) => found.map((link) => [link.textContent, link.getAttribute('href')]))).toEqual(
          expect.arrayContaining([
            [company.phone.display, company.phone.href],
            [company.email, `mailto:${company.email}`],
            [expect.stringMatching(/\w/), '/contact'],
            [expect.stringMatching(/\w/), '/book'],
          ]),
        );
        // No conversation and no message field where the chat cannot run.
        await expect(panel(page).getByRole('log')).toBeHidden();
        await expect(panel(page).getByLabel('Your message')).toBeHidden();
        // Within the window, above the launcher.
        const box = await panel(page).boundingBox();
        const button = await launcher(page).boundingBox();
        expect(box && button && box.y >= 0 && box.y + box.height <= button.y).toBe(true);
        // The launcher's next press closes it again, and so does the panel's own close button.
        await launcher(page).click();
        await expect(panel(page)).toBeHidden();
        await launcher(page).click();
        await panel(page).getByRole('button', { name: 'Close chat' }).click();
        await expect(panel(page)).toBeHidden();
      } finally {
        await context.close();
      }
    });
  }
});
