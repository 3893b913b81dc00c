import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, MOBILE, openPage, waitForHydration, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function open(path: string, viewport: { width: number; height: number } = DESKTOP) {
  const opened = await openPage(browser(), baseUrl, viewport);
  await opened.page.goto(`${baseUrl}${path}`);
  await waitForHydration(opened.page);
  // A marker that survives client-side navigation but not a full page load.
  await opened.page.evaluate(() => ((window as { __noReload?: boolean }).__noReload = true));
  return opened;
}

const stillSameDocument = (page: Page) => page.evaluate(() => (window as { __noReload?: boolean }).__noReload === true);
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('desktop header', () => {
  it('opens the Services dropdown on hover and navigates inside the app', async () => {
    const { context, page, problems } = await open('/');
    const services = mainNav(page).getByRole('button', { name: 'Services' });
    const cyber = mainNav(page).getByRole('link', { name: 'Cybersecurity' });
    expect(await cyber.isVisible()).toBe(false);

    await services.hover();
    await cyber.waitFor({ state: 'visible' });
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await cyber.click();
    await page.waitForURL(`${baseUrl}/services/cyber-services`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Cybersecurity Services');
    // react-helmet-async writes the title in an animation frame after the render: poll for it.
    await expect.poll(() => page.title()).toBe('Cybersecurity Services | Virtual IP');
    expect(await stillSameDocument(page)).toBe(true);

    await page.mouse.move(5, 700);
    expect(await mainNav(page).getByRole('link', { name: 'GDPR' }).isVisible()).toBe(false);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('renders the home page and writes its head when reached inside the app, and the first page\'s head again on the way back', async () => {
    const { context, page, problems } = await open('/about');
    const head = () =>
      page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
        canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
        ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      }));
    const prerendered = await head();
    expect(prerendered.canonical).toHaveLength(1);

    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.locator('main h1').count()).toBe(1);
    await expect.poll(() => page.title()).not.toBe(prerendered.title);
    expect(await page.title()).not.toMatch(/not found/i);
    const home = await head();
    expect(home.description).not.toBe(prerendered.description);
    expect(home.canonical).toEqual([prerendered.canonical[0]!.replace(/\/about$/, '/')]);
    expect(home.ogTitle).toBe(home.title);

    await page.goBack();
    await page.waitForURL(`${baseUrl}/about`);
    await expect.poll(() => page.title()).toBe(prerendered.title);
    expect(await head()).toEqual(prerendered);
    expect(await stillSameDocument(page)).toBe(true);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('opens the Compliance dropdown by keyboard focus, enters it with Tab and closes with Escape', async () => {
    const { context, page } = await open('/about');
    const compliance = mainNav(page).getByRole('button', { name: 'Compliance' });
    // Tab from the top of the page until the Compliance button has focus.
    for (let presses = 0; presses < 20; presses += 1) {
      await page.keyboard.press('Tab');
      if (await compliance.evaluate((element) => element === document.activeElement)) break;
    }
    expect(await compliance.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await compliance.getAttribute('aria-expanded')).toBe('true');
    const iso = mainNav(page).getByRole('link', { name: 'ISO 27001' });
    expect(await iso.isVisible()).toBe(true);

    await page.keyboard.press('Tab');
    expect(await iso.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await compliance.getAttribute('aria-expanded')).toBe('false');
    expect(await compliance.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/compliance/iso-27001`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('ISO 27001 Compliance & Certification');
    expect(await stillSameDocument(page)).toBe(true);
    await context.close();
  });

  it('moves focus to the page content with the skip link', async () => {
    const { context, page } = await open('/awards');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });
});

describe('header at every width', () => {
  const WIDTHS = [320, 340, 360, 390, 640, 768, 1024, 1199, 1200, 1280, 1366, 1440, 1920];

  it('keeps every item on one line, every control a whole 44 px target inside the viewport, and the bar 64 px high', async () => {
    const { context, page } = await open('/', { width: WIDTHS[0]!, height: 800 });
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const header = await page.evaluate(() => {
        const banner = document.querySelector('header') as HTMLElement;
        const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
        /** Lines of text in an element: the line boxes of its text (icons aside); a wrapped label makes two. */
        const lines = (element: Element) => {
          const tops = new Set<number>();
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
          }
          return tops.size;
        };
        return {
          height: banner.getBoundingClientRect().height,
          scrollWidth: document.documentElement.scrollWidth,
          controls: [...banner.querySelectorAll('a, button')]
            .filter(visible)
            .filter((element) => !element.closest('[role="dialog"], dialog'))
            .filter((element) => element.textContent?.trim() !== 'Skip to main content')
            .map((element) => {
              const box = element.getBoundingClientRect();
              return { label: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '', lines: element.textContent?.trim() ? lines(element) : 1, left: box.left, right: box.right, width: box.width, height: box.height };
            }),
        };
      });
      if (header.height !== 65) problems.push(`${width} px: the bar is ${header.height} px high (64 px and its 1 px border)`);
      if (header.scrollWidth > width) problems.push(`${width} px: the page is ${header.scrollWidth} px wide`);
      for (const control of header.controls) {
        if (control.lines !== 1) problems.push(`${width} px: '${control.label}' takes ${control.lines} lines`);
        if (control.left < 0 || control.right > width) problems.push(`${width} px: '${control.label}' reaches past the viewport (${control.left}–${control.right})`);
        if (Math.min(control.width, control.height) < 44) problems.push(`${width} px: '${control.label}' is ${control.width} × ${control.height} px`);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('mobile menu', () => {
  const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });
  const drawer = (page: Page) => page.getByRole('dialog', { name: 'Site menu' });

  it('opens, expands a group, closes by the overlay and collapses its groups', async () => {
    const { context, page, problems } = await open('/', MOBILE);
    expect(await mainNav(page).isVisible()).toBe(false);
    await menuButton(page).click();
    await drawer(page).waitFor({ state: 'visible' });

    const compliance = drawer(page).getByRole('button', { name: 'Compliance' });
    await compliance.click();
    expect(await compliance.getAttribute('aria-expanded')).toBe('true');
    expect(await drawer(page).getByRole('link', { name: 'HIPAA' }).isVisible()).toBe(true);

    // The overlay is everything left of the drawer.
    await page.mouse.click(20, MOBILE.height / 2);
    await drawer(page).waitFor({ state: 'hidden' });
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');

    await menuButton(page).click();
    await drawer(page).waitFor({ state: 'visible' });
    expect(await drawer(page).getByRole('button', { name: 'Compliance' }).getAttribute('aria-expanded')).toBe('false');
    expect(await drawer(page).getByRole('link', { name: 'HIPAA' }).isVisible()).toBe(false);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('keeps focus inside while open, closes on Escape and returns focus to the menu button', async () => {
    const { context, page } = await open('/contact', MOBILE);
    await menuButton(page).click();
    await drawer(page).waitFor({ state: 'visible' });
    for (let presses = 0; presses < 15; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'hidden' });
    expect(await menuButton(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it('navigates from an expanded group and closes itself', async () => {
    const { context, page } = await open('/', MOBILE);
    await menuButton(page).click();
    await drawer(page).getByRole('button', { name: 'Services' }).click();
    await drawer(page).getByRole('link', { name: 'Cybersecurity' }).click();
    await page.waitForURL(`${baseUrl}/services/cyber-services`);
    await drawer(page).waitFor({ state: 'hidden' });
    expect(await stillSameDocument(page)).toBe(true);
    await context.close();
  });
});

describe('start-up (src/app/hydrate.ts)', () => {
  it('serves working links before any script has run', async () => {
    const context = await browser().newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/contact`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(`${baseUrl}/about`);
    expect(await page.locator('h1').count()).toBe(1);
    await context.close();
  });

  it('starts with the current page only and finds every other page, and the not-found pages, on navigation', async () => {
    const { context, page, problems } = await open('/contact');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(`${baseUrl}/about`);
    await expect.poll(() => page.title()).toBe('About Us | Virtual IP');
    await footer.getByRole('link', { name: 'Compliance Frameworks' }).click();
    await page.waitForURL(`${baseUrl}/compliance`);
    await page.getByRole('main').getByRole('link', { name: /GDPR/ }).first().click();
    await page.waitForURL(`${baseUrl}/compliance/gdpr`);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/GDPR/);

    // A URL that is no page, reached inside the app, renders its not-found page.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/compliance/no-such-framework');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.locator('h1').textContent()).toBe('Compliance service not found');
    await page.goBack();
    await page.goBack();
    await page.waitForURL(`${baseUrl}/compliance`);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/about`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('About Virtual IP');
    expect(await stillSameDocument(page)).toBe(true);
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
    await context.close();
  });
});
