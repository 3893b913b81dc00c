import { expect, test } from '@playwright/test';
import { rate } from '../../src/shared/vitals';
import { baseUrl, DESKTOP, openPage, runStore, waitForHydration } from './browser';
import { runStaffCommand } from '../../scripts/lib/serverProcess';

/** `npm run vitals` against the store of the server under test. */
function vitalsReport(...args: string[]): Promise<string> {
  return runStaffCommand('vitals', args, runStore);
}

interface JsonReport {
  pages: { page: string; metrics: Record<string, { p75: number; rating: string; count: number }> }[];
}

/** The reporter loads once the page is idle; a visit only counts once it is running. */
const reporterLoaded = (scripts: string[]) => expect.poll(() => scripts.some((script) => script.includes('/assets/reporter-')), { timeout: 30_000 }).toBe(true);

const VISITS = ['/awards', '/compliance/soc2', '/web-services'];
const MEASURED = ['LCP', 'FCP', 'TTFB', 'CLS'];

async function reportedPages(): Promise<JsonReport['pages']> {
  return (JSON.parse(await vitalsReport('--days', '1', '--format', 'json')) as JsonReport).pages;
}

test.describe('real-user vitals', () => {
  test('reports the pages a visitor sees to our server, and npm run vitals shows them', async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page, problems } = await openPage(browser, baseUrl, DESKTOP);
    for (const visit of VISITS) {
      await page.goto(`${baseUrl}${visit}`);
      await waitForHydration(page);
      await reporterLoaded(problems.scripts);
      problems.scripts.length = 0;
      // An interaction, as a visitor would make (INP is reported when one takes long enough).
      await page.locator('h1').click();
    }
    // Leaving the last page hides it, and its beacon goes too.
    await page.goto('about:blank');
    expect(problems.foreignRequests).toEqual([]);
    await context.close();

    // Beacons leave as the pages unload, so Playwright does not see them: the store is the witness,
    // read by the staff command (a process of its own: seconds each on a loaded host).
    const complete = (pages: JsonReport['pages']) =>
      VISITS.every((visited) => MEASURED.every((name) => (pages.find((entry) => entry.page === visited)?.metrics[name]?.count ?? 0) >= 1));
    await expect.poll(async () => complete(await reportedPages()), { timeout: 60_000, intervals: [500] }).toBe(true);
    // The figures are the machine's (a busy host paints later), so what is checked is that each is
    // there and rated by the published thresholds, not how fast it was.
    for (const row of (await reportedPages()).filter((entry) => VISITS.includes(entry.page))) {
      const lcp = row.metrics.LCP!;
      expect(lcp.p75).toBeGreaterThan(0);
      expect(lcp.rating).toBe(rate('LCP', lcp.p75));
    }

    const table = await vitalsReport('--days', '1');
    console.info(`npm run vitals -- --days 1 (after the end-to-end visits so far)\n${table}`);
    expect(table).toMatch(/^\/awards\s+\d+(\.\d+)? ms (good|needs improvement|poor) \(n=\d+\)/m);
    expect(table).toContain('Thresholds: LCP good ≤ 2500 ms');
  });
});
