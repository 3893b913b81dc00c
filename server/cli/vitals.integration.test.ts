import { describe, expect, it } from 'vitest';
import { storeVitals } from '../store/vitals';
import { useStaffCommand } from '../test/staffCommand';
import { vitalsCommand } from './commands/vitals';

// The command runs in this process; the first test runs it in a process of its own.
describe('npm run vitals', { timeout: 60_000 }, () => {
  const vitals = useStaffCommand(vitalsCommand, async (db) => {
    const march = new Date('2025-03-10T12:00:00Z');
    await storeVitals(
      db,
      '/about',
      [
        { name: 'LCP', value: 2130, id: 'a-lcp-1' },
        { name: 'LCP', value: 1800, id: 'a-lcp-2' },
        { name: 'CLS', value: 0.04, id: 'a-cls-1' },
      ],
      march,
    );
    await storeVitals(
      db,
      '/',
      [
        { name: 'LCP', value: 4500, id: 'h-lcp-1' },
        { name: 'INP', value: 180, id: 'h-inp-1' },
      ],
      march,
    );
    await storeVitals(db, '/', [{ name: 'LCP', value: 9999, id: 'old-lcp' }], new Date('2025-01-15T12:00:00Z'));
    await storeVitals(db, '/contact', [{ name: 'TTFB', value: 300, id: 'recent-ttfb' }]);
  });

  it('prints p75 per page and metric for the period as a table with the thresholds', async () => {
    const { stdout } = await vitals.spawned('--since', '2025-03-01', '--until', '2025-03-31');
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('Core Web Vitals, 75th percentile, 2025-03-01 – 2025-03-31 (UTC): 5 samples');
    expect(lines).toContainEqual(expect.stringMatching(/^Page\s+LCP\s+INP\s+CLS\s+FCP\s+TTFB$/));
    expect(lines).toContainEqual(expect.stringMatching(/^\/\s+4500 ms poor \(n=1\)\s+180 ms good \(n=1\)\s+–\s+–\s+–$/));
    expect(lines).toContainEqual(expect.stringMatching(/^\/about\s+2130 ms good \(n=2\)\s+–\s+0\.04 good \(n=1\)\s+–\s+–$/));
    expect(lines).toContainEqual(expect.stringMatching(/^All pages\s+4500 ms poor \(n=3\)\s+180 ms good \(n=1\)\s+0\.04 good \(n=1\)\s+–\s+–$/));
    expect(stdout).not.toContain('/contact');
    expect(stdout).toContain('Thresholds: LCP good ≤ 2500 ms, poor > 4000 ms;');
  });

  it('covers the last 28 days by default and writes JSON on request', async () => {
    const { stdout } = await vitals.run('--format', 'json');
    const report = JSON.parse(stdout);
    expect(report.pages.map((page: { page: string }) => page.page)).toEqual(['/contact']);
    expect(report.allPages.metrics.TTFB).toEqual({ p75: 300, rating: 'good', count: 1 });
  });

  it('says so when the period holds no samples', async () => {
    const { stdout } = await vitals.run('--since', '2024-01-01', '--until', '2024-01-31');
    expect(stdout).toBe('No samples between 2024-01-01 and 2024-01-31.\n');
  });

  it('refuses bad arguments with exit code 2 and the usage', async () => {
    for (const args of [
      ['--format', 'csv'],
      ['--days', 'soon'],
      ['--since', '2026-02-30'],
      ['--until', 'today'],
      ['--since', '2026-11-01', '--days', '3'],
      ['--verbose'],
      ['leads'],
    ]) {
      const failure = await vitals.failure(...args);
      expect(failure?.code, args.join(' ')).toBe(2);
      expect(failure?.stderr).toContain('usage: npm run vitals');
    }
  });
});
