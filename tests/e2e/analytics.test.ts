/**
 * Analytics as the marketing team meets it, against the production server on a SQLite file of its
 * own: a visit from a newsletter campaign that reads three pages and asks for a consultation is one
 * visitor, three page views and one lead of that campaign and entry page in `npm run analytics`, and
 * the lead carries its source in the webhook payload and the export; a headless browser is not
 * counted; lead beacons forged from outside are refused and counted nowhere; the same browser on two days is two visitors; no cookie is set and no table holds an IP
 * address or a user agent. The two days are real days for the server: it runs under libfaketime
 * (Debian's faketime, scripts/ensure-system-deps.sh) two days and one day in the past.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { runStaffCommand, startServer, type RunningServer } from '../../scripts/lib/serverProcess';
import { AUTO_OPEN_SEEN_KEY } from '../../src/features/consultation/sessionFlag';
import { IDLE_TIMEOUT_MS } from '../../src/ui/whenIdle';
import { DESKTOP, launchVisitorBrowser, VISITOR_AGENT, waitForHydration } from './browser';

const FAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
const CAMPAIGN = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'launch' };

const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

interface Report {
  totals: { current: { visitors: number; visits: number; pageviews: number; leads: number } };
  campaigns: { key: string; current: { visits: number; visitors: number; leads: number } }[];
  entries: { key: string; current: { visits: number; leads: number } }[];
  events: { key: string; current: { events: number } }[];
}

test.describe('analytics and the source of a lead', () => {
  // Each test goes on from the one before (the second day's report counts the first day's visit).
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  /** What arrives on its own time: a beacon's row, a webhook. */
  // A page view's beacon goes after two waits for an idle main thread (the page's measuring starts
  // when idle, then loads the sender when idle), each up to IDLE_TIMEOUT_MS on a busy machine, and two chunks.
  const arriving = (message: string) => ({ message, timeout: 2 * IDLE_TIMEOUT_MS + 10_000 });

  let dir: string;
  let databasePath: string;
  let webhook: Server;
  let webhookUrl: string;
  const deliveries: { type: string; source?: unknown; data: { fullName?: string } }[] = [];
  let browser: Browser;
  let visitor: BrowserContext;
  let server: RunningServer | undefined;
  const cookiesSet: string[] = [];

  /** The production server as it runs `days` days ago (libfaketime moves its clock, nothing else). */
  const serverDaysAgo = async (days: number) => {
    await server?.stop(); // left running by a try that failed
    return startServer({
      DATABASE_PATH: databasePath,
      DATABASE_URL: '',
      WEBHOOK_URL: webhookUrl,
      NOTIFY_POLL_MS: '100',
      RATE_LIMIT_FORMS: '1000',
      LD_PRELOAD: FAKETIME,
      FAKETIME: `-${days}d`,
    });
  };
  const cli = (script: string, ...args: string[]) => runStaffCommand(script, args, { DATABASE_PATH: databasePath, DATABASE_URL: '' });
  const report = async (from: string, to: string) => JSON.parse(await cli('analytics', '--since', from, '--until', to, '--format', 'json')) as Report;
  /** Reads the store as the test's own reader (SQLite in WAL mode lets it read beside the server). */
  const query = <T>(sql: string): T[] => {
    const db = new Database(databasePath, { readonly: true });
    try {
      return db.prepare(sql).all() as T[];
    } finally {
      db.close();
    }
  };
  const counted = () =>
    query<{ event: string; page: string; pages_seen: number }>('select event, page, pages_seen from analytics_events order by created_at, rowid');
  // A response may still be read while its page closes (an island's chunk arriving as the test ends): nothing to record then.
  const watch = (page: Page) =>
    page.on(
      'response',
      (response) =>
        void response.headerValue('set-cookie').then(
          (value) => value && cookiesSet.push(value),
          () => undefined,
        ),
    );

  test.beforeAll(async () => {
    if (!existsSync(FAKETIME)) throw new Error(`${FAKETIME} is missing: install Debian's faketime (bash scripts/ensure-system-deps.sh)`);
    dir = mkdtempSync(path.join(tmpdir(), 'vip-analytics-'));
    webhook = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        deliveries.push(JSON.parse(body));
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', () => resolve()));
    webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`;
    browser = await launchVisitorBrowser();
    visitor = await browser.newContext({ viewport: DESKTOP, userAgent: VISITOR_AGENT });
    await visitor.addInitScript((key) => window.sessionStorage.setItem(key, '1'), AUTO_OPEN_SEEN_KEY);
  });
  test.afterAll(async () => {
    await server?.stop();
    await browser?.close();
    webhook?.closeAllConnections();
    await new Promise((resolve) => webhook?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  test('counts a campaign visit of three pages with its lead, which carries its source to sales, and not a headless browser', async () => {
    // A store of its own for each try: a retry must not count the events of the try before it.
    databasePath = path.join(mkdtempSync(path.join(dir, 'try-')), 'site.sqlite');
    deliveries.length = 0;
    server = await serverDaysAgo(2);
    const page = await visitor.newPage();
    watch(page);
    expect(await page.evaluate(() => navigator.webdriver)).toBe(false);
    await page.goto(`${server.url}/?utm_source=newsletter&utm_medium=email&utm_campaign=launch`);
    await waitForHydration(page);
    // The router changes the URL when a navigation starts and renders the new page in a transition:
    // a Back before that render commits cancels the navigation, and the visitor never saw /about. So
    // each step waits for its page view to be stored, as a visitor who reads the page gives it time to.
    const pageviews = (pathname: string) => counted().filter((row) => row.event === 'pageview' && row.page === pathname).length;
    await page.locator('a[href="/about"]:visible').first().click();
    await expect.poll(() => pageviews('/about'), arriving('the /about page view')).toBe(1);
    await page.goBack();
    await expect.poll(() => pageviews('/'), arriving('the second / page view')).toBe(2);
    await page.getByRole('link', { name: 'Get a Free Consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get a Free Consultation' });
    await dialog.getByLabel('Full Name *').fill('Campaign Carla');
    await dialog.getByLabel('Email').fill('carla@launch.example');
    await dialog.getByLabel('Service *').selectOption('cybersecurity');
    await dialog.getByRole('button', { name: 'Request Consultation' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Thank you!' }).waitFor();

    // The lead is the stored record (the report counts it from the store), no beacon.
    const source = { landingPage: '/', ...CAMPAIGN, pagesSeen: 3 };
    const leadCreated = () => deliveries.find((delivery) => delivery.type === 'lead.created');
    await expect.poll(leadCreated, arriving('the webhook')).toBeDefined();
    await expect.poll(() => counted().length, arriving('the beacons')).toBe(4);
    const events = counted();
    expect(events).toEqual([
      { event: 'pageview', page: '/', pages_seen: 1 },
      { event: 'pageview', page: '/about', pages_seen: 2 },
      { event: 'pageview', page: '/', pages_seen: 3 },
      { event: 'consultation_open', page: '/', pages_seen: 3 },
    ]);
    expect(leadCreated()).toMatchObject({ data: { fullName: 'Campaign Carla' }, source });
    const [exported] = JSON.parse(await cli('export', 'leads', '--format', 'json')) as { fullName: string; source: unknown }[];
    expect(exported).toMatchObject({ fullName: 'Campaign Carla', source });
    const csv = (await cli('export', 'leads')).trim().split('\n');
    expect(csv[1]).toMatch(/,\/,,newsletter,email,launch,3$/);

    // A headless browser (its user agent says so) sends its beacons and is not counted.
    const bot = await browser.newContext({ viewport: DESKTOP });
    const botPage = await bot.newPage();
    const beacons: number[] = [];
    botPage.on('response', (response) => void (new URL(response.url()).pathname === '/analytics' && beacons.push(response.status())));
    await botPage.goto(`${server.url}/about`);
    await waitForHydration(botPage);
    await expect.poll(() => beacons, arriving('the headless browser’s page view')).toEqual([204]);
    await bot.close();
    expect(counted()).toHaveLength(events.length);

    // A stranger forging conversions, as tried from outside: lead beacons of campaign "inflated" from
    // another site's origin are refused, and without any Origin no beacon may claim a lead at all.
    const forged = JSON.stringify({
      event: 'lead',
      page: '/',
      device: 'desktop',
      visit: { landingPage: '/', utmSource: 'x', utmCampaign: 'inflated', pagesSeen: 1 },
    });
    const forge = (headers: Record<string, string>) =>
      fetch(`${server!.url}/analytics`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'user-agent': VISITOR_AGENT, ...headers },
        body: forged,
      }).then((response) => response.status);
    expect(await Promise.all([1, 2, 3].map(() => forge({ origin: 'http://evil.example' })))).toEqual([403, 403, 403]);
    expect(await forge({})).toBe(400);
    expect(counted()).toHaveLength(events.length);

    await page.close();
    await server.stop();
    server = undefined;
  });

  test('counts the same browser on another day as another visitor, and reports both days', async () => {
    server = await serverDaysAgo(1);
    const page = await visitor.newPage();
    watch(page);
    await page.goto(`${server.url}/insights`);
    await waitForHydration(page);
    await expect.poll(() => counted().some((row) => row.page === '/insights'), arriving('the second day page view')).toBe(true);
    await page.close();
    await server.stop();
    server = undefined;

    const firstDay = await report(dayBefore(2), dayBefore(2));
    expect(firstDay.totals.current).toMatchObject({ visitors: 1, visits: 1, pageviews: 3, leads: 1 });
    expect(firstDay.campaigns.find((line) => line.key === 'newsletter / email / launch')?.current).toMatchObject({ visits: 1, visitors: 1, leads: 1 });
    expect(firstDay.entries.find((line) => line.key === '/')?.current).toMatchObject({ visits: 1, leads: 1 });
    expect(firstDay.events.find((line) => line.key === 'consultation_open')?.current.events).toBe(1);
    expect(firstDay.campaigns.map((line) => line.key)).not.toContain('x / – / inflated');

    const bothDays = await report(dayBefore(2), dayBefore(1));
    expect(bothDays.totals.current).toMatchObject({ visitors: 2, visits: 2, pageviews: 4, leads: 1 });
    console.log(await cli('analytics', '--since', dayBefore(2), '--until', dayBefore(1)));
  });

  test('sets no cookie and keeps no IP address or user agent in any table', async () => {
    expect(await visitor.cookies()).toEqual([]);
    expect(cookiesSet).toEqual([]);
    const tables = query<{ name: string }>("select name from sqlite_master where type = 'table'").map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(['analytics_events', 'analytics_daily', 'analytics_salts', 'leads']));
    for (const table of tables) {
      const rows = JSON.stringify(query(`select * from "${table}"`));
      expect(rows, table).not.toContain('127.0.0.1');
      expect(rows, table).not.toMatch(/Mozilla|Chrome|X11/);
    }
    // The days are over: their salts are gone, so their visitors can no longer be linked to anything.
    expect(query<{ day: string }>('select day from analytics_salts')).toEqual([]);
  });
});
