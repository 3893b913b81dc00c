/** GET /booking/calendar?consultant=<id>&token=…: each consultant subscribes to their own bookings with their secret (BOOKING_CALENDAR_TOKENS). */
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tuesdayCalendar } from '../test/bookingFixtures';
import { appWith } from '../test/apps';
import { freshStore } from '../test/stores';

const availability = tuesdayCalendar({ withElena: true });
const NOW = Temporal.Instant.from('2026-05-04T12:00:00Z');
const SECRET = 'x3Jk9pQ2vN7rT5wY1zB8cD4fG6hL0mS_';

let store: Awaited<ReturnType<typeof freshStore>>;
let app: FastifyInstance;
beforeAll(async () => {
  store = await freshStore('sqlite');
  app = await appWith(
    { BOOKING_CALENDAR_TOKENS: `daniel=${SECRET}`, SITE_URL: 'https://www.virtualip.example' },
    { store, bookingCalendar: { availability, now: () => NOW } },
  );
});
afterAll(async () => {
  await app.close();
  await store.cleanup();
});

const book = async (start: string, email: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/booking',
    payload: { fullName: `Visitor ${email}`, email, start, companyName: 'Raman Analytics' },
  });
  expect(response.statusCode).toBe(201);
};
const feed = (path: string) => app.inject({ method: 'GET', url: path });

describe('a consultant’s feed of their bookings', () => {
  it('lists their confirmed bookings, as a calendar program reads them, and nobody else’s', async () => {
    // Two at once: one each (the least recently booked first).
    await book('2026-05-12T13:00:00Z', 'one@example.com');
    await book('2026-05-12T13:00:00Z', 'two@example.com');
    await book('2026-05-12T14:00:00Z', 'three@example.com');
    const response = await feed(`/booking/calendar?consultant=daniel&token=${SECRET}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(response.body)).getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    const daniels = await store.db.selectFrom('bookings').select(['email', 'starts_at']).where('consultant_id', '=', 'daniel').orderBy('starts_at').execute();
    expect(daniels.length).toBeGreaterThan(0);
    expect(daniels.length).toBeLessThan(3);
    expect(events.map((event) => [event.summary, event.startDate.toJSDate().toISOString()])).toEqual(
      daniels.map((row) => [`Free consultation: Visitor ${row.email} (Raman Analytics)`, row.starts_at.replace('Z', '.000Z')]),
    );
  });

  it('answers 404 alike to a wrong secret, a consultant without one and an unknown consultant', async () => {
    for (const path of [
      `/booking/calendar?consultant=daniel&token=${SECRET.replace('x', 'y')}`,
      `/booking/calendar?consultant=elena&token=${SECRET}`,
      `/booking/calendar?consultant=nobody&token=${SECRET}`,
    ]) {
      const response = await feed(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).not.toContain('BEGIN:VCALENDAR');
    }
  });
});
