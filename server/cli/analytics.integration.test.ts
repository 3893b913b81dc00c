import { describe, expect, it } from 'vitest';
import { storeEvent } from '../analytics/events';
import { storeLead } from '../store/submissions';
import { useStaffCommand } from '../test/staffCommand';
import { analyticsCommand } from './commands/analytics';

// The command runs in this process; the table is also asked of it in a process of its own.
describe('npm run analytics', { timeout: 60_000 }, () => {
  const analytics = useStaffCommand(analyticsCommand, async (db) => {
    const visit = { landingPage: '/', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'launch', pagesSeen: 1 };
    await storeEvent(db, {
      beacon: { event: 'pageview', page: '/', device: 'mobile', visit },
      page: '/',
      landingPage: '/',
      visitor: 'v1',
      day: '2026-03-10',
      receivedAt: new Date('2026-03-10T09:00:00Z'),
    });
    const lead = { fullName: 'Ada', companyName: '', email: 'ada@analytical.example', phone: '', service: 'ai' };
    await storeLead(db, lead, { channels: [], now: new Date('2026-03-10T09:01:00Z'), source: visit });
  });

  it('writes the table, JSON or one self-contained HTML file for the period asked for', async () => {
    const period = ['--since', '2026-03-10', '--until', '2026-03-10'];
    expect((await analytics.spawned(...period)).stdout).toMatch(
      /^newsletter \/ email \/ launch\s+1 \(0, new\)\s+1 \(0, new\)\s+1 \(0, new\)\s+100\.0 % \(–\)$/m,
    );
    const json = JSON.parse((await analytics.run(...period, '--format', 'json')).stdout) as { totals: { current: { visitors: number; leads: number } } };
    expect(json.totals.current).toMatchObject({ visitors: 1, leads: 1 });
    const { stdout: html } = await analytics.run(...period, '--format', 'html');
    expect(html).toMatch(/^<!doctype html>[\s\S]*<svg class="chart"[\s\S]*<\/html>\n$/);
  });

  it.each([
    [['--format', 'pdf'], '--format must be table, json or html, got "pdf"'],
    [['--days', '0'], '--days must be a whole number'],
    [['--since', '2026-02-30'], '--since must be a date YYYY-MM-DD'],
  ])('refuses %j with exit status 2 and the usage', async (args, message) => {
    const failure = await analytics.failure(...args);
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain(message);
    expect(failure?.stderr).toContain('usage: npm run analytics --');
  });
});
