import { chromium, expect, test, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { AUTO_OPEN_SEEN_KEY } from '../../src/features/consultation/sessionFlag';
import { runStaffCommand } from '../../scripts/lib/serverProcess';
import { IDLE_TIMEOUT_MS } from '../../src/ui/whenIdle';

/** The production server of the run and its SQLite file (tests/e2e/globalSetup.ts); empty while Playwright lists the tests. */
export const baseUrl = process.env.E2E_BASE_URL ?? '';
export const databasePath = process.env.E2E_DATABASE_PATH ?? '';
/** The store settings of the run's server, for a staff command run against its store (runStaffCommand). */
export const runStore: NodeJS.ProcessEnv = { DATABASE_PATH: databasePath, DATABASE_URL: '' };

/** What the staff export lists (npm run export <kind> --format json), from the run's store or the one `store` names. */
export async function exportedRows<T>(kind: 'leads' | 'contacts' | 'bookings' | 'subscribers', store = runStore): Promise<T[]> {
  return JSON.parse(await runStaffCommand('export', [kind, '--format', 'json'], store)) as T[];
}

/**
 * The browser the tests drive (playwright.config.ts launches it for the `browser` fixture, one per worker): Debian's chromium-headless-shell, the same Blink and V8 build as its
 * chromium package without the desktop browser around them (what Playwright runs for headless tests).
 * Each page costs it less CPU than /usr/bin/chromium, with the same verdicts and pixels (measured:
 * docs/performance.md, "Measurements behind the code").
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell';

/** Flags that let Debian's Chromium run headless as root on a machine without network. */
export const CHROMIUM_FLAGS = [
  // The headless shell hints text fully unless told otherwise; Chromium on Debian hints it slightly
  // (fontconfig's default). Fully hinted glyphs have other widths: lines break elsewhere, and /about
  // at 1280 px came out 29 px shorter. With this, text has the desktop browser's widths and pixels.
  '--font-render-hinting=slight',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 800 } as const;

/** The security headers every way of serving the site sends as our server does (nginx, a static host). */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-permitted-cross-domain-policies',
];

/** What a visitor's Chrome says; the end-to-end browser's own says HeadlessChrome, which analytics counts as a bot's. */
export const VISITOR_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
export const MOBILE = { width: 390, height: 844 } as const;

/** The widths of the visual regression tests, and the window height at each: a phone, a tablet in portrait and a laptop (only the first screen depends on it). */
export const VISUAL_WIDTHS = [390, 768, 1280] as const;
const VIEWPORT_HEIGHT: Record<number, number> = { 390: 844, 768: 1024, 1280: 800 };
export const viewportAt = (width: number) => ({ width, height: VIEWPORT_HEIGHT[width] ?? 900 });

/** A browser as a visitor's: navigator.webdriver false (the site counts no automated browser); with VISITOR_AGENT, analytics counts its pages. */
export function launchVisitorBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, '--disable-blink-features=AutomationControlled'],
    ignoreDefaultArgs: ['--enable-automation'],
  });
}

/** Another Chromium build than the tests' own (the `browser` fixture, launched by playwright.config.ts), with the same flags. */
export function launchBrowser(executablePath = CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
}

/** What a page did that a visitor would not want: console errors and warnings, uncaught errors, requests off the site. */
export interface PageProblems {
  console: string[];
  errors: string[];
  foreignRequests: string[];
  scripts: string[];
}

/**
 * A new tab as a visitor at this width, in a context the test file's tests share (see `lease`): the
 * tab's session is its own, and `context.close()` closes the tabs the test opened.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = DESKTOP,
  { leadModalAutoOpen = false }: { leadModalAutoOpen?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = lease(await sharedContext(browser, viewport, { leadModalAutoOpen }));
  return { context, ...(await openTab(context, baseUrl)) };
}

/**
 * The contexts of the test file running in this worker, by width and whether the dialog may open by
 * itself. A worker's browser outlives a file; its contexts do not, so no file sees what another
 * stored (a theme chosen with the header's switch is kept in localStorage).
 */
let sharedContexts: { file: string; browser: Browser; byKey: Map<string, Promise<BrowserContext>>; closed: Promise<unknown> } | undefined;

function sharedContext(browser: Browser, viewport: { width: number; height: number }, options: { leadModalAutoOpen: boolean }): Promise<BrowserContext> {
  const file = test.info().file;
  if (sharedContexts?.file !== file || sharedContexts.browser !== browser) {
    // The last file's windows are closed before this file opens its own: one closing while a page
    // loads can hand that page the focus and a hover (CI once saw the search test's header awake
    // at load, the last file's booking tab still open).
    const closed = Promise.all([...(sharedContexts?.byKey.values() ?? [])].map((context) => context.then((open) => open.close()).catch(() => undefined)));
    sharedContexts = { file, browser, byKey: new Map(), closed };
  }
  const { byKey, closed } = sharedContexts;
  const key = `${viewport.width}x${viewport.height} ${options.leadModalAutoOpen}`;
  if (!byKey.has(key))
    byKey.set(
      key,
      closed.then(() => newVisitorContext(browser, viewport, options)),
    );
  return byKey.get(key)!;
}

/**
 * A shared context as one test sees it: everything as the context, but `close()` closes the tabs
 * opened since the lease, not the context. A new context with its first tab costs CPU in the headless
 * shell, and several times as much in Debian's desktop Chromium, which starts a WebUI renderer for each
 * (measured: docs/performance.md, "Measurements behind the code"); the tests need a fresh tab (its own
 * sessionStorage), and the site keeps nothing in cookies or localStorage.
 */
function lease(context: BrowserContext): BrowserContext {
  const opened: Page[] = [];
  const track = (page: Page) => opened.push(page);
  context.on('page', track);
  return new Proxy(context, {
    get(target, property) {
      if (property === 'close') {
        return async () => {
          context.off('page', track);
          await Promise.all(opened.map((page) => page.close()));
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A context as a visitor's browser at this width; tests about other things start as one who has seen (and closed) the dialog. */
async function newVisitorContext(browser: Browser, viewport: { width: number; height: number }, { leadModalAutoOpen = false } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 640, hasTouch: viewport.width < 640 });
  if (!leadModalAutoOpen) await closedDialogBefore(context);
  return context;
}

/** Makes `context` a visitor who has seen (and closed) the consultation dialog, so it does not open by itself. */
export async function closedDialogBefore(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), AUTO_OPEN_SEEN_KEY);
}

/** A new tab in `context`, watched for what a visitor would not want. */
export async function openTab(context: BrowserContext, baseUrl: string): Promise<{ page: Page; problems: PageProblems }> {
  const page = await context.newPage();
  return { page, problems: watchPage(page, baseUrl) };
}

/** What `page` does from now on that a visitor would not want. */
export function watchPage(page: Page, baseUrl: string): PageProblems {
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
  trackRequests(page);
  return problems;
}

/** The requests of each watched page that have not yet ended (answered or failed), and who waits for none. */
const pending = new WeakMap<Page, { requests: Set<Request>; onEmpty: (() => void)[] }>();

function trackRequests(page: Page): void {
  if (pending.has(page)) return;
  const state = { requests: new Set<Request>(), onEmpty: [] as (() => void)[] };
  pending.set(page, state);
  const ended = (request: Request) => {
    state.requests.delete(request);
    if (state.requests.size === 0) for (const resolve of state.onEmpty.splice(0)) resolve();
  };
  page.on('request', (request) => {
    // A redirect's next request continues the one before, which gets no end event of its own.
    const before = request.redirectedFrom();
    if (before) state.requests.delete(before);
    state.requests.add(request);
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * Resolves once the page has nothing in flight and its idle work has run without starting more: the
 * page's script schedules what is not urgent (analytics, vitals, islands that wake when idle) in idle
 * callbacks, up to two deep, so three rounds of idle callbacks after the load event see it started.
 * Each round has the page's longest time-out: a renderer starved of CPU may have no idle time at all
 * (a test once waited long for one; measured: docs/performance.md, "Measurements behind the code"),
 * and then the page's tasks run at their time-outs, before ours.
 * Exact where Playwright's `networkidle` waits out 500 ms of silence after every load. A page not
 * watched by watchPage (its requests are not counted) falls back to `networkidle`.
 */
export async function networkSettled(page: Page): Promise<void> {
  const state = pending.get(page);
  if (!state) return page.waitForLoadState('networkidle');
  for (;;) {
    await page.evaluate(
      (timeout) =>
        new Promise<void>((resolve) => {
          const rounds = (left: number) => (left === 0 ? resolve() : requestIdleCallback(() => rounds(left - 1), { timeout }));
          if (document.readyState === 'complete') rounds(3);
          else addEventListener('load', () => rounds(3), { once: true });
        }),
      IDLE_TIMEOUT_MS,
    );
    if (state.requests.size === 0) return;
    await new Promise<void>((resolve) => state.onEmpty.push(resolve));
  }
}

/**
 * Tabs of one browser context at this width, for a test file whose tests need nothing fresh but a
 * page's own state: `withTab` lends a tab (a new one when none is free), with its problems emptied,
 * and takes it back when the test passes (a failed test's tab is closed). Every new context costs
 * CPU (see lease) and every new tab a renderer: going from page to page in one tab cost much less CPU
 * than a tab per page (measured: docs/performance.md, "Measurements behind the code").
 */
export function useTabs(viewport: { width: number; height: number }) {
  let context: BrowserContext | undefined;
  const free: { page: Page; problems: PageProblems }[] = [];
  test.beforeAll(async ({ browser }) => {
    context = await newVisitorContext(browser, viewport);
  });
  test.afterAll(async () => {
    await context?.close();
  });
  return async function withTab<T>(use: (tab: { page: Page; problems: PageProblems }) => Promise<T>): Promise<T> {
    if (!context) throw new Error('context not created yet');
    const tab = free.pop() ?? (await openTab(context, baseUrl));
    for (const list of Object.values(tab.problems)) list.length = 0;
    try {
      const result = await use(tab);
      free.push(tab);
      return result;
    } catch (error) {
      await tab.page.close();
      throw error;
    }
  };
}

/**
 * Resolves once no animation or transition runs (colours taking a new theme, a dialog opening). One
 * that is cancelled, as a transition is when the next style change replaces it, is not waited for,
 * but what replaced it is.
 */
export function animationsSettled(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const running = () => document.getAnimations().filter((animation) => animation.playState === 'running');
    for (let animations = running(); animations.length > 0; animations = running()) {
      await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** Resolves once the page's script has started (src/app/page/start.ts) and its network has settled (networkSettled). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__PAGE_READY__ === true);
  await networkSettled(page);
}

/** Islands that wake without the visitor (IslandWhen in src/ui/islandRoot.tsx), e.g. /book's step, which fetches the free times. */
export const SELF_WAKING = 'vip-island:is([data-when=idle], [data-when=visible])';

/**
 * Resolves once the page's self-waking islands are awake and what they fetch has come: the page
 * as a visitor sees it once it has settled. A page without such an island is prerendered as it stays.
 */
export async function settleSelfWakingIslands(page: Page): Promise<void> {
  if ((await page.locator(SELF_WAKING).count()) === 0) return;
  await expect(page.locator(`${SELF_WAKING}:not([data-awake])`)).toHaveCount(0);
  await networkSettled(page);
}
