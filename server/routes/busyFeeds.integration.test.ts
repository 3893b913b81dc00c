/**
 * The consultants' own calendars (BOOKING_BUSY_FEEDS) against a real HTTP server on 127.0.0.1 that
 * serves their ICS feeds: a busy time (a weekly meeting in the consultant's zone) is never offered
 * and cannot be booked; a feed that fails keeps its last good copy, says so in the log and /metrics;
 * a feed that frees the time gives it back.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tuesdayCalendar } from '../test/bookingFixtures';
import { appWith } from '../test/apps';
import { freshStore } from '../test/stores';

const availability = tuesdayCalendar();
const NOW = Temporal.Instant.from('2026-05-04T12:00:00Z');
// Daniel's weekly 09:30–10:00 stand-up (New York), from his calendar: 13:30 UTC on Tuesdays in May.
const WEEKLY = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//Daniel//EN',
  'BEGIN:VEVENT',
  'UID:standup',
  'DTSTAMP:20260401T000000Z',
  'DTSTART;TZID=America/New_York:20260407T093000',
  'DTEND;TZID=America/New_York:20260407T100000',
  'RRULE:FREQ=WEEKLY;BYDAY=TU',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');
const EMPTY = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Daniel//EN', 'END:VCALENDAR'].join('\r\n');

let feed = { status: 200, body: WEEKLY };
let feedServer: Server;
let feedUrl: string;
let store: Awaited<ReturnType<typeof freshStore>>;
let app: FastifyInstance;
const warnings: string[] = [];

beforeAll(async () => {
  feedServer = createServer((_request, response) => {
    response.writeHead(feed.status, { 'content-type': 'text/calendar' });
    response.end(feed.body);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/daniel.ics`;
  store = await freshStore('sqlite');
  app = await appWith({ BOOKING_BUSY_FEEDS: `daniel=${feedUrl}`, LOG_LEVEL: 'warn' }, { store, bookingCalendar: { availability, now: () => NOW } });
  app.log.warn = ((object: { reason?: string }, message?: string) => void warnings.push(`${message} (${object.reason})`)) as typeof app.log.warn;
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await store.cleanup();
  await new Promise((resolve) => feedServer.close(resolve));
});

const starts = async () => (await app.inject({ method: 'GET', url: '/booking/slots' })).json<{ slots: { start: string }[] }>().slots.map((slot) => slot.start);
const book = (start: string, email: string) => app.inject({ method: 'POST', url: '/booking', payload: { fullName: 'Priya Raman', email, start } });

describe('a consultant’s busy feed', () => {
  it('leaves the busy times out of the slots, every week, and refuses to book one', async () => {
    const offered = await starts();
    expect(offered).toContain('2026-05-12T13:00:00Z');
    expect(offered).toContain('2026-05-12T14:00:00Z');
    expect(offered).not.toContain('2026-05-12T13:30:00Z');
    expect(offered).not.toContain('2026-05-05T13:30:00Z');
    const busy = await book('2026-05-12T13:30:00Z', 'busy@example.com');
    expect(busy.statusCode).toBe(409);
    expect(await store.db.selectFrom('bookings').select('id').execute()).toEqual([]);
  });

  it('keeps the last good copy when the feed fails, saying so in the log and /metrics, and frees the time once the feed does', async () => {
    feed = { status: 503, body: 'down' };
    await app.booking.busy.refresh();
    expect(await starts()).not.toContain('2026-05-12T13:30:00Z');
    expect(warnings.at(-1)).toBe('busy feed not read: keeping its last good copy (answered 503)');
    expect(warnings.join()).not.toContain(feedUrl);
    const metrics = await app.metrics.registry.metrics();
    expect(metrics).toMatch(/booking_busy_feed_reads_total\{consultant="daniel",outcome="failed"\} 1/);
    expect(metrics).toMatch(/booking_busy_feed_age_seconds\{consultant="daniel"\} \d/);

    feed = { status: 200, body: '<html>Sign in</html>' };
    await app.booking.busy.refresh();
    expect(await starts()).not.toContain('2026-05-12T13:30:00Z');

    feed = { status: 200, body: EMPTY };
    await app.booking.busy.refresh();
    expect(await starts()).toContain('2026-05-12T13:30:00Z');
    expect((await book('2026-05-12T13:30:00Z', 'free@example.com')).statusCode).toBe(201);
  });

  it('refuses a feed for someone who is not a consultant of the calendar, naming the setting', async () => {
    await expect(appWith({ BOOKING_BUSY_FEEDS: `nobody=${feedUrl}` }, { store, bookingCalendar: { availability, now: () => NOW } })).rejects.toThrow(
      /^BOOKING_BUSY_FEEDS names nobody, who is not a consultant/,
    );
  });
});
