import { Temporal } from 'temporal-polyfill';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BeaconEvent, Conversion, VisitSource } from '../../src/shared/analytics';
import { bookSlot, confirmHold, currentSlots, declineHold } from '../booking/bookings';
import { readRetention } from '../../src/shared/retention';
import { subscribe } from '../newsletter/subscriptions';
import { purgeExpired } from '../privacy/purge';
import { storeContact, storeLead } from '../store/submissions';
import { freshStore, STORE_KINDS, type TestStore } from '../test/stores';
import { storeEvent } from './events';
import { buildAnalyticsReport, conversionRate, previousPeriod, type AnalyticsReport, type Line } from './report';
import { formatAnalyticsHtml } from './reportHtml';
import { formatAnalyticsTable } from './reportTable';
import { rollUpFinishedDays } from './rollup';
import { openCalendar } from '../test/openCalendar';

/** Bookings made here queue no e-mails, events or reminders. */
const NO_NOTICES = { mail: false, webhook: false, reminderHours: 0 };

const NOW = new Date('2026-11-18T12:00:00Z');
const PERIOD = { from: '2026-11-16', to: '2026-11-18' };
const LAUNCH = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'launch' };
/** One consultant free around the clock, without notice: a booking made at any time gets the next half hour. */
const CALENDAR = openCalendar();

/**
 * A visit on a day: its beacons (page views in order, pages seen counting up, then events on the
 * last page), then what it converted into, stored as the API stores it (a lead, a booking or a
 * message with the visit's source, a newsletter sign-up).
 */
async function visit(
  store: TestStore,
  day: string,
  visitor: string,
  source: Omit<VisitSource, 'pagesSeen'>,
  pages: string[],
  events: Exclude<BeaconEvent, 'pageview'>[] = [],
  device: 'desktop' | 'mobile' = 'desktop',
  conversion?: Conversion,
) {
  let seen = 0;
  let minute = 0;
  const send = (event: BeaconEvent, page: string) =>
    storeEvent(store.db, {
      beacon: { event, page, device, visit: { ...source, pagesSeen: seen } },
      page,
      landingPage: source.landingPage,
      visitor,
      day,
      receivedAt: new Date(`${day}T10:${String((minute += 1)).padStart(2, '0')}:00Z`),
    });
  for (const page of pages) {
    seen += 1;
    await send('pageview', page);
  }
  for (const event of events) await send(event, pages.at(-1) ?? '/');
  const options = { channels: [], now: new Date(`${day}T11:00:00Z`), source: { ...source, pagesSeen: seen } };
  if (conversion === 'lead')
    await storeLead(store.db, { fullName: visitor, companyName: '', email: `${visitor}@x.example`, phone: '', service: 'ai' }, options);
  if (conversion === 'contact') {
    await storeContact(
      store.db,
      { firstName: visitor, lastName: 'X', email: `${visitor}@x.example`, phone: '', company: '', subject: 'ai-services', message: 'Hello' },
      options,
    );
  }
  if (conversion === 'signup') await subscribe(store.db, `${visitor}@x.example`, { mail: false, webhook: false }, options.now, options.source);
  if (conversion === 'booking') {
    const now = Temporal.Instant.from(options.now.toISOString());
    const [slot] = await currentSlots(store.db, CALENDAR, now);
    const outcome = await bookSlot(
      store,
      CALENDAR,
      { start: slot!.start, fullName: visitor, email: `${visitor}@x.example`, timeZone: 'UTC', source: options.source },
      now,
      NO_NOTICES,
    );
    if (!('booked' in outcome)) throw new Error('no slot booked');
    return outcome.booked.id;
  }
  return undefined;
}

const line = (lines: readonly Line[], key: string) => lines.find((entry) => entry.key === key);

describe.each(STORE_KINDS)('the analytics report on %s', (kind) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await freshStore(kind);
    // The period before: one visit from the same campaign.
    await visit(store, '2026-11-14', 'a1', { landingPage: '/', ...LAUNCH }, ['/', '/about']);
    // Yesterday: the campaign's visit that became a lead, and a referred visit that sent a message.
    await visit(store, '2026-11-17', 'b1', { landingPage: '/', ...LAUNCH }, ['/', '/about', '/services/vapt'], ['consultation_open'], 'desktop', 'lead');
    await visit(store, '2026-11-17', 'b2', { landingPage: '/insights', referrerHost: 'news.example.com' }, ['/insights', '/contact'], [], 'desktop', 'contact');
    // Today: the first browser again (a new hash: another day) signing up, and a phone asking the chat.
    await visit(store, '2026-11-18', 'c1', { landingPage: '/' }, ['/'], [], 'desktop', 'signup');
    await visit(store, '2026-11-18', 'c2', { landingPage: '/about' }, ['/about'], ['chat_open', 'chat_question'], 'mobile');
  });
  afterEach(() => store.cleanup());

  const build = (now = NOW) => buildAnalyticsReport(store.db, PERIOD, now);

  function expectTheFigures(report: AnalyticsReport) {
    expect(report.previous).toEqual({ from: '2026-11-13', to: '2026-11-15' });
    expect(report.totals.current).toEqual({ visitors: 4, visits: 4, pageviews: 7, events: 6, leads: 1, bookings: 0, contacts: 1, signups: 1 });
    expect(report.totals.previous).toEqual({ visitors: 1, visits: 1, pageviews: 2, events: 0, leads: 0, bookings: 0, contacts: 0, signups: 0 });
    expect(report.daily).toEqual([
      { day: '2026-11-16', visitors: 0, pageviews: 0, conversions: 0 },
      { day: '2026-11-17', visitors: 2, pageviews: 5, conversions: 2 },
      { day: '2026-11-18', visitors: 2, pageviews: 2, conversions: 1 },
    ]);
    // Conversions are the visit's: the lead counts for the campaign and the entry page it came through.
    const campaign = line(report.campaigns, 'newsletter / email / launch');
    expect(campaign?.current).toMatchObject({ visits: 1, visitors: 1, leads: 1, contacts: 0, signups: 0 });
    expect(campaign?.previous).toMatchObject({ visits: 1, visitors: 1, leads: 0 });
    expect(conversionRate(campaign!.current)).toBe(1);
    expect(line(report.campaigns, '')?.current).toMatchObject({ visits: 3, leads: 0, contacts: 1, signups: 1 });
    expect(line(report.entries, '/')?.current).toMatchObject({ visits: 2, visitors: 2, leads: 1, signups: 1 });
    expect(line(report.entries, '/insights')?.current).toMatchObject({ visits: 1, contacts: 1 });
    expect(line(report.referrers, 'news.example.com')?.current).toMatchObject({ visits: 1, contacts: 1 });
    expect(line(report.referrers, '')?.current).toMatchObject({ visits: 3 });
    expect(line(report.pages, '/')).toMatchObject({ current: { pageviews: 2, visitors: 2 }, previous: { pageviews: 1 } });
    expect(line(report.pages, '/about')?.current).toMatchObject({ pageviews: 2, visitors: 2 });
    expect(line(report.devices, 'mobile')?.current).toMatchObject({ visitors: 1, visits: 1 });
    expect(line(report.devices, 'desktop')?.current).toMatchObject({ visitors: 3, visits: 3 });
    expect(Object.fromEntries(report.events.map((entry) => [entry.key, entry.current.events]))).toEqual({
      lead: 1,
      contact: 1,
      signup: 1,
      consultation_open: 1,
      chat_open: 1,
      chat_question: 1,
    });
  }

  it('counts visitors per day, page views, visits and conversions attributed to the entry page, referrer and campaign, beside the period before', async () => {
    expectTheFigures(await build());
  });

  it('counts only stored records as conversions: lead events among the beacons (stored before beacons lost the right to claim them) count nowhere', async () => {
    for (const day of ['2026-11-17', '2026-11-18']) {
      for (let index = 0; index < 3; index += 1) {
        await store.db
          .insertInto('analytics_events')
          .values({
            day,
            created_at: `${day}T12:0${index}:00.000Z`,
            visitor: `forger${index}`,
            event: 'lead',
            page: '/',
            device: 'desktop',
            landing_page: '/',
            referrer_host: '',
            campaign: 'x / – / inflated',
            pages_seen: 1,
          })
          .execute();
      }
    }
    const report = await build();
    expectTheFigures(report);
    expect(line(report.campaigns, 'x / – / inflated')).toBeUndefined();
  });

  it('rolls up each finished day once and gives the same figures from the rollups once the raw events are purged', async () => {
    await build();
    const rolled = await store.db.selectFrom('analytics_rolled_days').select('day').orderBy('day').execute();
    expect(rolled.map((row) => row.day)).toEqual(['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17']);
    expect((await rollUpFinishedDays(store.db, '2026-11-18', NOW)).days).toEqual([]);

    const purged = await purgeExpired(store.db, { ...readRetention({}), analyticsDays: 1 }, NOW);
    expect(purged.analyticsEvents).toBe(2 + 6);
    expect((await store.db.selectFrom('analytics_events').select('day').distinct().execute()).map((row) => row.day)).toEqual(['2026-11-18']);
    expectTheFigures(await build());
  });

  it('keeps raw events RETENTION_DAYS_ANALYTICS days, today included', async () => {
    const purged = await purgeExpired(store.db, { ...readRetention({}), analyticsDays: 2 }, NOW);
    expect(purged.analyticsEvents).toBe(2);
    const days = (await store.db.selectFrom('analytics_events').select('day').distinct().orderBy('day').execute()).map((row) => row.day);
    expect(days).toEqual(['2026-11-17', '2026-11-18']);
  });

  it('counts a booking as a conversion attributed like a lead, on the day it was made, cancelled later or not', async () => {
    await visit(store, '2026-11-17', 'b3', { landingPage: '/services/vapt', ...LAUNCH }, ['/services/vapt', '/contact'], [], 'mobile', 'booking');
    const cancelled = await visit(store, '2026-11-18', 'c3', { landingPage: '/about', referrerHost: 'news.example.com' }, ['/about'], [], 'desktop', 'booking');
    await store.db.updateTable('bookings').set({ status: 'cancelled', cancelled_at: NOW.toISOString() }).where('id', '=', cancelled!).execute();
    // Made without a tracked visit (scripts off, Do Not Track): counted, attributed to nothing.
    const now = Temporal.Instant.from('2026-11-18T11:30:00Z');
    const [slot] = await currentSlots(store.db, CALENDAR, now);
    await bookSlot(store, CALENDAR, { start: slot!.start, fullName: 'Untracked', email: 'untracked@x.example', timeZone: 'UTC' }, now, NO_NOTICES);

    const report = await build();
    expect(report.totals.current).toMatchObject({ leads: 1, bookings: 3, contacts: 1, signups: 1 });
    expect(report.daily.map((day) => day.conversions)).toEqual([0, 3, 3]);
    const campaign = line(report.campaigns, 'newsletter / email / launch');
    expect(campaign?.current).toMatchObject({ visits: 2, leads: 1, bookings: 1 });
    expect(conversionRate(campaign!.current)).toBe(1);
    expect(line(report.entries, '/services/vapt')?.current).toMatchObject({ visits: 1, bookings: 1 });
    expect(line(report.referrers, 'news.example.com')?.current).toMatchObject({ bookings: 1, contacts: 1 });
    expect(line(report.entries, '')?.current).toMatchObject({ visits: 0, bookings: 1 });
    expect(line(report.events, 'booking')?.current.events).toBe(3);
    // Yesterday's come from its rollup, today's from the raw records: both the same way.
    expect(
      (
        await store.db
          .selectFrom('analytics_daily')
          .select('bookings')
          .where('day', '=', '2026-11-17')
          .where('dimension', '=', 'site')
          .executeTakeFirstOrThrow()
      ).bookings,
    ).toBe(1);

    expect(formatAnalyticsTable(report)).toMatch(/^Consultations booked\s+3 \(0, new\)$/m);
    expect(formatAnalyticsHtml(report, NOW)).toMatch(/<dt>Consultations booked<\/dt>/);
  });

  it('counts a held booking on the day it is confirmed, and never one released or declined', async () => {
    const hold = { upcomingPerEmail: 5, hold: { ms: 15 * 60_000, by: 'email' as const } };
    const heldAt = Temporal.Instant.from('2026-11-17T23:55:00Z');
    const slots = await currentSlots(store.db, CALENDAR, heldAt);
    const held = async (index: number) => {
      const outcome = await bookSlot(
        store,
        CALENDAR,
        { start: slots[index]!.start, fullName: 'Held', email: `held${index}@x.example`, timeZone: 'UTC' },
        heldAt,
        NO_NOTICES,
        undefined,
        hold,
      );
      if (!('booked' in outcome)) throw new Error('not held');
      return outcome.booked.id;
    };
    // Times from 01:00 on: the holds last their full 15 minutes, past midnight.
    const confirmedNextDay = await held(4);
    const declined = await held(5);
    await held(6);
    expect(await confirmHold(store, confirmedNextDay, Temporal.Instant.from('2026-11-18T00:05:00Z'), NO_NOTICES)).toHaveProperty('confirmed');
    expect(await declineHold(store, declined, Temporal.Instant.from('2026-11-18T00:06:00Z'), NO_NOTICES)).toHaveProperty('declined');
    const report = await build();
    // The day's conversions without these are 0, 2 and 1 (see the test above): the one confirmed adds one to the 18th.
    expect(report.daily.map((day) => day.conversions)).toEqual([0, 2, 2]);
    expect(line(report.events, 'booking')?.current.events).toBe(1);
  });

  it('writes a table a person reads, every figure beside the previous one', async () => {
    const table = formatAnalyticsTable(await build());
    expect(table).toMatch(/^Analytics 2026-11-16 – 2026-11-18 \(UTC\), beside 2026-11-13 – 2026-11-15$/m);
    expect(table).toMatch(/^Visitors\s+4 \(1, \+300 %\)$/m);
    expect(table).toMatch(/^Leads\s+1 \(0, new\)$/m);
    expect(table).toMatch(/^newsletter \/ email \/ launch\s+1 \(1, \+0 %\)\s+1 \(1, \+0 %\)\s+1 \(0, new\)\s+100\.0 % \(0\.0 %\)$/m);
    expect(table).toMatch(/^Direct \/ none\s+3 \(1, \+200 %\)/m);
  });

  it('writes one self-contained HTML file: charts in SVG, no script, nothing from elsewhere, campaign names escaped', async () => {
    await visit(store, '2026-11-18', 'c3', { landingPage: '/', utmCampaign: '<script>alert(1)</script>' }, ['/']);
    const html = formatAnalyticsHtml(await build(), NOW);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<svg class="chart"');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\b(src|href)=/i);
    expect(html).not.toMatch(/url\(/i);
    expect(html).toContain(`default-src 'none'`);
  });
});

describe('previousPeriod', () => {
  it.each([
    [
      { from: '2026-11-01', to: '2026-11-28' },
      { from: '2026-10-04', to: '2026-10-31' },
    ],
    [
      { from: '2026-03-01', to: '2026-03-01' },
      { from: '2026-02-28', to: '2026-02-28' },
    ],
    [
      { from: '2026-01-01', to: '2026-12-31' },
      { from: '2025-01-01', to: '2025-12-31' },
    ],
  ])('%o follows %o', (period, previous) => {
    expect(previousPeriod(period)).toEqual(previous);
  });
});
