import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { AUTO_OPEN_SEEN_KEY } from '../../src/features/lead/sessionFlag';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags that let Debian's Chromium run headless as root on a machine without network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

/** One browser for a test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not launched yet');
    return browser;
  };
}

/** What a page did that a visitor would not want: console errors and warnings, uncaught errors, requests off the site. */
export interface PageProblems {
  console: string[];
  errors: string[];
  foreignRequests: string[];
  scripts: string[];
}

export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = DESKTOP,
  { leadModalAutoOpen = false }: { leadModalAutoOpen?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 640, hasTouch: viewport.width < 640 });
  // Tests about other things start as a visitor who has already seen (and closed) the dialog.
  if (!leadModalAutoOpen) await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), AUTO_OPEN_SEEN_KEY);
  const page = await context.newPage();
  const problems: PageProblems = { console: [], errors: [], foreignRequests: [], scripts: [] };
  const origin = new URL(baseUrl).origin;
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.console.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.errors.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) problems.foreignRequests.push(url);
    if (request.resourceType() === 'script') problems.scripts.push(new URL(url).pathname);
  });
  return { context, page, problems };
}

/** Resolves once React has hydrated the prerendered page (src/app/hydrate.ts). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__HYDRATED__ === true);
  await page.waitForLoadState('networkidle');
}
