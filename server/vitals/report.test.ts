import { describe, expect, it } from 'vitest';
import { PeriodError, periodBounds, resolvePeriod } from '../period';
import { buildReport, formatTable, p75, type Sample } from './report';

const period = { from: '2026-10-25', to: '2026-11-21' };
const samples = (page: string, name: Sample['name'], values: number[]): Sample[] => values.map((value) => ({ page, name, value }));

describe('p75', () => {
  it.each([
    [[42], 42],
    [[1, 2, 3, 4], 3],
    [[5, 1, 4, 2, 3], 4],
    [[10, 20, 30, 40, 50, 60, 70, 80], 60],
    [[100, 1, 99, 2, 98, 3, 97, 4, 96], 98],
  ])('of %j is %d (nearest rank)', (values, expected) => expect(p75(values)).toBe(expected));
});

describe('buildReport', () => {
  const report = buildReport(
    [
      ...samples('/services', 'LCP', [1200, 2600, 2000, 2400]),
      ...samples('/', 'LCP', [2500, 2500, 2500, 100]),
      ...samples('/', 'CLS', [0.26, 0.3, 0.01, 0.27]),
      ...samples('/', 'INP', [200]),
    ],
    period,
  );

  it('sorts pages by path and gives p75, rating and count per metric', () => {
    expect(report.samples).toBe(13);
    expect(report.pages.map((page) => page.page)).toEqual(['/', '/services']);
    expect(report.pages[0]?.metrics).toEqual({
      LCP: { p75: 2500, rating: 'good', count: 4 },
      INP: { p75: 200, rating: 'good', count: 1 },
      CLS: { p75: 0.27, rating: 'poor', count: 4 },
    });
    expect(report.pages[1]?.metrics).toEqual({ LCP: { p75: 2400, rating: 'good', count: 4 } });
  });

  it('summarises all pages together', () => {
    expect(report.allPages.page).toBe('All pages');
    // 100 1200 2000 2400 2500 2500 2500 2600: rank ceil(0.75 × 8) = 6.
    expect(report.allPages.metrics.LCP).toEqual({ p75: 2500, rating: 'good', count: 8 });
  });

  it('rates values on the thresholds: exactly good is good, just above poor is poor', () => {
    const rated = (name: Sample['name'], value: number) => buildReport(samples('/', name, [value]), period).allPages.metrics[name]?.rating;
    expect(rated('LCP', 2500)).toBe('good');
    expect(rated('LCP', 2500.1)).toBe('needs improvement');
    expect(rated('LCP', 4000)).toBe('needs improvement');
    expect(rated('LCP', 4000.1)).toBe('poor');
    expect(rated('CLS', 0.1)).toBe('good');
    expect(rated('CLS', 0.251)).toBe('poor');
    expect(rated('TTFB', 800)).toBe('good');
    expect(rated('TTFB', 1801)).toBe('poor');
  });
});

describe('formatTable', () => {
  const report = buildReport(
    [
      ...samples('/about', 'LCP', [2130, 1900, 2500, 1200]),
      ...samples('/about', 'CLS', [0.04, 0.02, 0.01, 0]),
      ...samples('/', 'LCP', [4200, 4100, 3900, 5000]),
      ...samples('/', 'INP', [250]),
      ...samples('/404', 'TTFB', [120]),
    ],
    period,
  );
  const table = formatTable(report);
  const lines = table.split('\n');

  it('names the period and the sample count', () => {
    expect(lines[0]).toBe('Core Web Vitals, 75th percentile, 2026-10-25 – 2026-11-21 (UTC): 14 samples');
  });

  it('has a row per page, sorted by path, and an all-pages row, with aligned columns', () => {
    const header = lines.find((line) => line.startsWith('Page'));
    expect(header).toMatch(/^Page\s+LCP\s+INP\s+CLS\s+FCP\s+TTFB$/);
    const row = (page: string) => lines.find((line) => line.startsWith(`${page} `)) ?? '';
    expect(lines.filter((line) => /^\//.test(line)).map((line) => line.split(' ')[0])).toEqual(['/', '/404', '/about']);
    expect(row('/')).toMatch(/^\/\s+4200 ms poor \(n=4\)\s+250 ms needs improvement \(n=1\)\s+–\s+–\s+–$/);
    expect(row('/about')).toMatch(/^\/about\s+2130 ms good \(n=4\)\s+–\s+0\.02 good \(n=4\)\s+–\s+–$/);
    expect(row('/404')).toMatch(/120 ms good \(n=1\)$/);
    expect(row('All pages')).toMatch(/^All pages\s+4100 ms poor \(n=8\)\s+250 ms needs improvement \(n=1\)\s+0\.02 good \(n=4\)\s+–\s+120 ms good \(n=1\)$/);
    const lcpColumn = header?.indexOf('LCP');
    for (const page of ['/', '/404', '/about', 'All pages']) expect(row(page).search(/\d+ ms|–/), page).toBe(lcpColumn);
  });

  it('ends with the thresholds of each metric', () => {
    expect(table).toContain(
      'Thresholds: LCP good ≤ 2500 ms, poor > 4000 ms; INP good ≤ 200 ms, poor > 500 ms; CLS good ≤ 0.1, poor > 0.25; FCP good ≤ 1800 ms, poor > 3000 ms; TTFB good ≤ 800 ms, poor > 1800 ms.',
    );
    expect(table.endsWith('\n')).toBe(true);
  });

  it('says so when the period has no samples', () => {
    expect(formatTable(buildReport([], period))).toBe('No samples between 2026-10-25 and 2026-11-21.\n');
  });
});

describe('the report period', () => {
  const today = new Date('2026-11-21T15:30:00Z');

  it('covers the last 28 days up to today by default', () => {
    expect(resolvePeriod({}, today)).toEqual({ from: '2026-10-25', to: '2026-11-21' });
    expect(resolvePeriod({ days: '1' }, today)).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(resolvePeriod({ days: '7', until: '2026-03-01' }, today)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(resolvePeriod({ since: '2026-11-01' }, today)).toEqual({ from: '2026-11-01', to: '2026-11-21' });
    expect(resolvePeriod({ since: '2026-11-01', until: '2026-11-10' }, today)).toEqual({ from: '2026-11-01', to: '2026-11-10' });
  });

  it.each([
    [{ days: '0' }],
    [{ days: '2.5' }],
    [{ days: 'many' }],
    [{ since: '2026-02-30' }],
    [{ since: '21/11/2026' }],
    [{ until: '2026-13-01' }],
    [{ since: '2026-11-10', until: '2026-11-01' }],
    [{ since: '2026-11-01', days: '7' }],
  ])('refuses %j', (options) => expect(() => resolvePeriod(options, today)).toThrow(PeriodError));

  it('bounds whole UTC days, the last one included', () => {
    expect(periodBounds({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      since: new Date('2026-11-01T00:00:00Z'),
      until: new Date('2026-12-01T00:00:00Z'),
    });
  });
});
