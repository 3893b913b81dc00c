import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatKnowledge } from '../../src/build/siteManifest';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { BookingDetailsSchema, BookingReceiptSchema, FreeSlotsSchema, MoveReceiptSchema, BookingRefusalSchema } from '../../src/shared/bookingContract';
import { MESSAGES } from '../../src/shared/forms';
import { ChatEngine } from '../chat/engine';
import { tuesdayCalendar } from '../test/bookingFixtures';
import { appWith } from '../test/apps';
import { issueBookingLink } from '../booking/links';
import { openStore, type OpenedStore } from '../store/openStore';
import { freshStore } from '../test/stores';

const availability = tuesdayCalendar({ dailyCapPerConsultant: 4 });
const NOW = Temporal.Instant.from('2026-05-04T12:00:00Z');
// Tuesday 12 May 2026, 09:00 in New York (UTC-4).
const SLOT = '2026-05-12T13:00:00Z';

let store: Awaited<ReturnType<typeof freshStore>>;
let app: FastifyInstance;
beforeAll(async () => {
  store = await freshStore('sqlite');
  app = await appWith(
    { RATE_LIMIT_FORMS: '100', BOOKINGS_PER_CLIENT_PER_DAY: '1000' },
    { store, chatEngine: new ChatEngine(chatKnowledge()), bookingCalendar: { availability, now: () => NOW } },
  );
});
afterAll(async () => {
  await app.close();
  await store.cleanup();
});

const book = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/booking', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json', ...headers } });
const visitor = { fullName: 'Priya Raman', email: 'priya@example.com', timeZone: 'Asia/Kolkata' };
const bookings = () => store.db.selectFrom('bookings').select(['email', 'starts_at', 'time_zone']).orderBy('created_at').execute();

describe('the booking API', () => {
  it('GET /booking/slots lists the free slots as UTC instants, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/booking/slots' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.meetingMinutes).toBe(30);
    expect(body.horizonDays).toBe(14);
    expect(body.slots.slice(0, 4)).toEqual([
      { start: '2026-05-05T13:00:00Z', end: '2026-05-05T13:30:00Z' },
      { start: '2026-05-05T13:30:00Z', end: '2026-05-05T14:00:00Z' },
      { start: '2026-05-05T14:00:00Z', end: '2026-05-05T14:30:00Z' },
      { start: '2026-05-05T14:30:00Z', end: '2026-05-05T15:00:00Z' },
    ]);
    expect(JSON.stringify(body)).not.toContain('daniel');
  });

  it('books a free slot (201), and the same slot again answers 409 with the fresh slots', async () => {
    const first = await book({ ...visitor, start: SLOT });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ start: SLOT, end: '2026-05-12T13:30:00Z' });
    const second = await book({ ...visitor, email: 'someone@example.com', start: SLOT });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatch(/taken/);
    expect(second.json().slots.some((slot: { start: string }) => slot.start === SLOT)).toBe(false);
    expect(await bookings()).toEqual([{ email: 'priya@example.com', starts_at: SLOT, time_zone: 'Asia/Kolkata' }]);
  });

  it('gives the same answer to a retry with the same Idempotency-Key, and books once', async () => {
    const start = '2026-05-12T14:00:00Z';
    const headers = { 'idempotency-key': 'retry-1' };
    const first = await book({ ...visitor, email: 'retry@example.com', start }, headers);
    const again = await book({ ...visitor, email: 'retry@example.com', start }, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await bookings()).filter((row) => row.email === 'retry@example.com')).toHaveLength(1);
    expect((await book({ ...visitor, email: 'other@example.com', start }, headers)).statusCode).toBe(422);
  });

  it('checks the fields as the lead form does, and requires an e-mail address for the invitation', async () => {
    const response = await book({ fullName: ' ', email: 'not-an-address', phone: '12', start: 'soon' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['email', 'fullName', 'phone', 'start']);
    expect((await book({ fullName: 'A', start: SLOT })).json().fields).toHaveProperty('email');
  });

  it("answers a time that is nobody's slot 422 with the reason and the fresh slots, and stores nothing", async () => {
    const before = await bookings();
    for (const [start, reason] of [
      ['2026-05-12T13:10:00Z', MESSAGES.slotOutsideHours],
      ['2026-05-12T15:00:00Z', MESSAGES.slotOutsideHours],
      ['2026-05-04T11:00:00Z', MESSAGES.slotPast],
      ['2026-05-04T13:00:00Z', MESSAGES.slotTooSoon],
      ['2026-05-26T13:00:00Z', MESSAGES.slotTooFar],
    ] as const) {
      const response = await book({ ...visitor, email: 'grid@example.com', start });
      expect(response.statusCode, start).toBe(422);
      expect(response.json().error, start).toBe(reason);
      expect(response.json().slots[0]).toEqual({ start: '2026-05-05T13:00:00Z', end: '2026-05-05T13:30:00Z' });
    }
    expect(await bookings()).toEqual(before);
  });

  it('refuses a second upcoming booking for one address in any spelling: 409 on the e-mail field, nothing stored', async () => {
    expect((await book({ ...visitor, email: 'limit@example.com', start: '2026-05-05T13:00:00Z' })).statusCode).toBe(201);
    const before = await bookings();
    const again = await book({ ...visitor, email: 'Limit+again@Example.com', start: '2026-05-05T14:00:00Z' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: MESSAGES.upcomingBooking, fields: { email: MESSAGES.upcomingBooking } });
    expect(await bookings()).toEqual(before);
  });

  it('attaches a booking to a consultation request only with the proof its answer gave', async () => {
    const lead = { fullName: 'Lee Proof', companyName: 'Proof Ltd', email: 'lee@example.com', phone: '', service: 'cybersecurity' };
    const answer = (await app.inject({ method: 'POST', url: '/lead', payload: lead })).json();
    expect(answer.bookingToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const leadOf = async (email: string) => (await store.db.selectFrom('bookings').select('lead_id').where('email', '=', email).executeTakeFirst())?.lead_id;
    expect((await book({ ...visitor, email: 'stranger@example.com', start: '2026-05-05T14:00:00Z', leadId: answer.id })).statusCode).toBe(201);
    expect(
      (await book({ ...visitor, email: 'guesser@example.com', start: '2026-05-05T14:30:00Z', leadId: answer.id, leadToken: 'x'.repeat(43) })).statusCode,
    ).toBe(201);
    expect(
      (await book({ ...visitor, email: 'lee@example.com', start: '2026-05-12T14:30:00Z', leadId: answer.id, leadToken: answer.bookingToken })).statusCode,
    ).toBe(201);
    expect([await leadOf('stranger@example.com'), await leadOf('guesser@example.com'), await leadOf('lee@example.com')]).toEqual([null, null, answer.id]);
  });

  it('answers in the shapes of the booking contract (src/shared/bookingContract.ts), refusals included', async () => {
    // The two times the tests before leave free.
    const start = '2026-05-12T13:30:00Z';
    const shape = (schema: TSchema, answer: { json: () => unknown }) => expect(Value.Errors(schema, answer.json())).toEqual([]);
    shape(FreeSlotsSchema, await app.inject({ method: 'GET', url: '/booking/slots' }));
    const booked = await book({ ...visitor, email: 'contract@example.com', start });
    expect(booked.statusCode).toBe(201);
    shape(BookingReceiptSchema, booked);
    const { token } = await issueBookingLink(store.db, booked.json<{ id: string }>().id, new Date(NOW.epochMilliseconds));
    shape(BookingDetailsSchema, await app.inject({ method: 'GET', url: `/booking/details?token=${token}` }));
    const moved = await app.inject({ method: 'POST', url: `/booking/reschedule?token=${token}`, payload: { start: '2026-05-05T13:30:00Z' } });
    expect(moved.statusCode).toBe(200);
    shape(MoveReceiptSchema, moved);
    for (const refused of [await book({ ...visitor, email: 'late@example.com', start: '2026-05-05T13:30:00Z' }), await book({ fullName: 'A', start })]) {
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      shape(BookingRefusalSchema, refused);
    }
  });

  it("drops a bot's booking", async () => {
    const before = (await bookings()).length;
    expect((await book({ ...visitor, start: '2026-05-12T14:30:00Z', website: 'https://spam.example' })).statusCode).toBe(201);
    expect(await bookings()).toHaveLength(before);
  });
});

describe('booking attempts per client a day (BOOKINGS_PER_CLIENT_PER_DAY)', () => {
  let limited: FastifyInstance;
  let limitedStore: Awaited<ReturnType<typeof freshStore>>;
  beforeAll(async () => {
    limitedStore = await freshStore('sqlite');
    limited = await appWith(
      { BOOKINGS_PER_CLIENT_PER_DAY: '3', TRUST_PROXY: 'loopback' },
      { store: limitedStore, chatEngine: new ChatEngine(chatKnowledge()), bookingCalendar: { availability, now: () => NOW } },
    );
  });
  afterAll(async () => {
    await limited.close();
    await limitedStore.cleanup();
  });
  const from = (client: string, payload: Record<string, unknown>, url = '/booking') =>
    limited.inject({ method: 'POST', url, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json', 'x-forwarded-for': client } });

  it('refuses the attempt over the limit from one client (429, saying what to do), counted apart from the forms and from other clients', async () => {
    const starts = ['2026-05-05T13:00:00Z', '2026-05-05T13:30:00Z', '2026-05-05T14:00:00Z', '2026-05-05T14:30:00Z'];
    const answers = [];
    for (const [n, start] of starts.entries()) answers.push(await from('203.0.113.7', { ...visitor, email: `hoard${n}@example.com`, start }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 429]);
    expect(answers[3]!.json()).toEqual({ error: MESSAGES.bookingsPerClient });
    expect(await limitedStore.db.selectFrom('bookings').select('email').execute()).toHaveLength(3);
    expect((await from('198.51.100.4', { ...visitor, email: 'other@example.com', start: starts[3] })).statusCode).toBe(201);
    // Only bookings made count: times taken or refused cost a client nothing.
    for (const n of [1, 2, 3, 4]) expect((await from('192.0.2.9', { ...visitor, email: `late${n}@example.com`, start: starts[n % 2] })).statusCode).toBe(409);
    expect((await from('192.0.2.9', { ...visitor, email: 'late@example.com', start: '2026-05-12T13:30:00Z' })).statusCode).toBe(201);
    const contact = { firstName: 'Priya', lastName: 'Raman', email: 'priya@example.com', subject: 'web-services', message: 'Hello there' };
    expect((await from('203.0.113.7', contact, '/contact')).statusCode).toBe(201);
  });
});

describe('one Idempotency-Key sent to two instances on one PostgreSQL at once', () => {
  let store: Awaited<ReturnType<typeof freshStore>>;
  let other: OpenedStore;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    store = await freshStore('postgres');
    other = await openStore({ databasePath: '', databaseUrl: store.url });
    const parts = { chatEngine: new ChatEngine(chatKnowledge()), bookingCalendar: { availability, now: () => NOW } };
    apps = [await appWith({ RATE_LIMIT_FORMS: '100' }, { ...parts, store }), await appWith({ RATE_LIMIT_FORMS: '100' }, { ...parts, store: other })];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await other.close();
    await store.cleanup();
  });

  it('books once and gives both the first answer, whichever instance stored it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const start = ['2026-05-12T13:00:00Z', '2026-05-12T13:30:00Z', '2026-05-12T14:00:00Z'][round]!;
      const payload = JSON.stringify({ ...visitor, email: `twice${round}@example.com`, start });
      const headers = { 'content-type': 'application/json', 'idempotency-key': `both-${round}` };
      const answers = await Promise.all(apps.map((app) => app.inject({ method: 'POST', url: '/booking', payload, headers })));
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
      expect(answers[1]!.json()).toEqual(answers[0]!.json());
    }
    expect(await store.db.selectFrom('bookings').select('id').execute()).toHaveLength(3);
  });

  it('moves a booking once and gives both the first answer', async () => {
    const booked = await apps[0]!.inject({
      method: 'POST',
      url: '/booking',
      payload: { ...visitor, email: 'mover@example.com', start: '2026-05-05T13:00:00Z' },
    });
    expect(booked.statusCode).toBe(201);
    const { id } = booked.json<{ id: string }>();
    const { token } = await issueBookingLink(store.db, id, new Date(NOW.epochMilliseconds));
    for (let round = 0; round < 3; round += 1) {
      const payload = JSON.stringify({ start: ['2026-05-05T14:00:00Z', '2026-05-05T13:30:00Z', '2026-05-05T14:30:00Z'][round] });
      const headers = { 'content-type': 'application/json', 'idempotency-key': `move-${round}` };
      const answers = await Promise.all(apps.map((app) => app.inject({ method: 'POST', url: `/booking/reschedule?token=${token}`, payload, headers })));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers[1]!.json()).toEqual(answers[0]!.json());
    }
    expect(await store.db.selectFrom('bookings').select(['starts_at', 'sequence']).where('id', '=', id).execute()).toEqual([
      { starts_at: '2026-05-05T14:30:00Z', sequence: 3 },
    ]);
  });
});
