import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type OpenedStore } from '../store/openStore';
import { saveKey } from '../store/idempotency';
import { freshStore, STORE_KINDS, type TestStore } from '../test/stores';
import { availabilitySchema } from '../../src/model/schemas/availability';
import { parseContent } from '../../src/model/schemas/parseContent';
import { bookSlot, cancelBooking, confirmHold, currentSlots, declineHold, rescheduleBooking, type Booking, type BookingRequest } from './bookings';
import { instantText } from './slots';
import type { BookingNotices } from './notices';

const availability = parseContent(availabilitySchema, {
  meetingMinutes: 30,
  bufferBeforeMinutes: 15,
  bufferAfterMinutes: 15,
  minimumNoticeHours: 12,
  horizonDays: 21,
  dailyCapPerConsultant: 6,
  consultants: [
    {
      id: 'daniel',
      name: 'Daniel Mercer',
      email: 'daniel@virtualip.example',
      timeZone: 'Europe/London',
      weeklyHours: { tuesday: [{ start: '09:00', end: '17:00' }] },
    },
  ],
});
const now = Temporal.Instant.from('2026-05-04T08:00:00Z');
const SLOT = '2026-05-12T09:00:00Z';
const visitor = (n = 0): BookingRequest => ({ start: SLOT, fullName: `Visitor ${n}`, email: `visitor${n}@example.com`, timeZone: 'Asia/Kolkata' });
const QUIET: BookingNotices = { mail: false, webhook: false, reminderHours: 0 };
const ALL: BookingNotices = { mail: true, webhook: true, reminderHours: 24 };

const opened: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const store of opened.splice(0).reverse()) await store.close();
});
async function store(kind: (typeof STORE_KINDS)[number]): Promise<TestStore> {
  const fresh = await freshStore(kind);
  opened.push({ close: fresh.cleanup });
  return fresh;
}

async function booked(db: TestStore, request: BookingRequest, notices = QUIET, at = now): Promise<Booking> {
  const outcome = await bookSlot(db, availability, request, at, notices);
  if (!('booked' in outcome)) throw new Error(`${request.start} not booked`);
  return outcome.booked;
}

/** Another store of the same database: on PostgreSQL a second instance's connection pool, as a second server has. */
async function secondInstance(db: TestStore): Promise<Pick<OpenedStore, 'db' | 'kind'>> {
  if (db.kind === 'sqlite') return db;
  const other = await openStore({ databasePath: '', databaseUrl: db.url });
  opened.push(other);
  return other;
}

const queued = (db: TestStore) =>
  db.db.selectFrom('notifications').select(['kind', 'channel', 'recipient', 'next_attempt_at', 'status']).orderBy('kind').orderBy('channel').execute();

describe.each(STORE_KINDS)('booking a slot on %s', (kind) => {
  it('books a free slot once; the same slot again is taken, and it is no longer offered', async () => {
    const db = await store(kind);
    const first = await bookSlot(db, availability, visitor(1), now, QUIET);
    expect(first).toMatchObject({ booked: { consultant_id: 'daniel', starts_at: SLOT, ends_at: '2026-05-12T09:30:00Z', status: 'confirmed', sequence: 0 } });
    expect(await bookSlot(db, availability, visitor(2), now, QUIET)).toEqual({ taken: true });
    const rows = await db.db.selectFrom('bookings').select(['email', 'starts_at']).execute();
    expect(rows).toEqual([{ email: 'visitor1@example.com', starts_at: SLOT }]);
    expect((await currentSlots(db.db, availability, now)).map((slot) => slot.start)).not.toContain(SLOT);
  });

  it("refuses a time that is no slot with its reason (off the grid or the hours, passed, inside the notice, past the horizon), and one inside a booking's buffer as taken", async () => {
    const db = await store(kind);
    const at = (start: string, when = now) => bookSlot(db, availability, { ...visitor(), start }, when, QUIET);
    expect(await at('2026-05-12T09:10:00Z')).toEqual({ refused: 'hours' });
    expect(await at('2026-05-12T17:00:00Z')).toEqual({ refused: 'hours' });
    expect(await at('2026-05-13T09:00:00Z')).toEqual({ refused: 'hours' });
    expect(await at('2026-05-05T09:00:00Z', Temporal.Instant.from('2026-05-05T00:00:00Z'))).toEqual({ refused: 'notice' });
    expect(await at('2026-05-05T09:00:00Z', Temporal.Instant.from('2026-05-05T10:00:00Z'))).toEqual({ refused: 'past' });
    expect(await at('2026-05-26T09:00:00Z')).toEqual({ refused: 'horizon' });
    expect(await db.db.selectFrom('bookings').select('id').execute()).toEqual([]);
    await booked(db, visitor(1));
    expect(await bookSlot(db, availability, { ...visitor(2), start: '2026-05-12T09:30:00Z' }, now, QUIET)).toEqual({ taken: true });
    expect(await bookSlot(db, availability, { ...visitor(3), start: '2026-05-12T10:00:00Z' }, now, QUIET)).toHaveProperty('booked');
  });

  it('holds one upcoming booking per mailbox however the address is spelled; a cancelled or ended one leaves room', async () => {
    const db = await store(kind);
    const one = { upcomingPerEmail: 1 };
    const first = await bookSlot(db, availability, { ...visitor(1), email: 'Ada.Lovelace@Example.com' }, now, QUIET, undefined, one);
    expect(first).toHaveProperty('booked');
    for (const email of ['ada.lovelace@example.com', 'ADA.LOVELACE+again@example.com']) {
      expect(await bookSlot(db, availability, { ...visitor(2), email, start: '2026-05-12T11:00:00Z' }, now, QUIET, undefined, one)).toEqual({
        limited: 'email',
      });
    }
    expect(await bookSlot(db, availability, { ...visitor(2), start: '2026-05-12T11:00:00Z' }, now, QUIET, undefined, one)).toHaveProperty('booked');
    const ada = (start: string, at = now) => bookSlot(db, availability, { ...visitor(1), email: 'ada.lovelace@example.com', start }, at, QUIET, undefined, one);
    await cancelBooking(db, (first as { booked: Booking }).booked.id, now, QUIET);
    expect(await ada('2026-05-12T13:00:00Z')).toHaveProperty('booked');
    expect(await ada('2026-05-19T09:00:00Z')).toEqual({ limited: 'email' });
    // Once that one has ended, the address has room again.
    expect(await ada('2026-05-19T09:00:00Z', Temporal.Instant.from('2026-05-12T13:30:00Z'))).toHaveProperty('booked');
  });

  it('ten bookings for one address at once, on two instances and different times: exactly one is made', async () => {
    const db = await store(kind);
    const other = await secondInstance(db);
    const starts = ['09:00', '10:00', '11:00', '12:00', '13:00'].flatMap((time) => [`2026-05-12T${time}:00Z`, `2026-05-19T${time}:00Z`]);
    const outcomes = await Promise.all(
      starts.map((start, n) =>
        bookSlot(n % 2 === 0 ? db : other, availability, { ...visitor(n), email: 'one@example.com', start }, now, QUIET, undefined, { upcomingPerEmail: 1 }),
      ),
    );
    expect(outcomes.filter((outcome) => 'booked' in outcome)).toHaveLength(1);
    expect(outcomes.filter((outcome) => 'limited' in outcome)).toHaveLength(9);
    expect(await db.db.selectFrom('bookings').select('id').execute()).toHaveLength(1);
  });

  it('twenty visitors taking one slot at once: exactly one gets it', async () => {
    const db = await store(kind);
    const other = await secondInstance(db);
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, n) => bookSlot(n % 2 === 0 ? db : other, availability, visitor(n), now, QUIET)));
    expect(outcomes.filter((outcome) => 'booked' in outcome)).toHaveLength(1);
    expect(await db.db.selectFrom('bookings').select('id').execute()).toHaveLength(1);
  });

  it('the database itself refuses an overlapping confirmed booking written past the check, and a cancelled one holds nothing', async () => {
    const db = await store(kind);
    const booking = await booked(db, visitor(1));
    // PostgreSQL: any overlap of the buffered ranges; SQLite's backstop: the same start.
    const startsAt = kind === 'postgres' ? '2026-05-12T09:20:00Z' : SLOT;
    const held = Date.parse(startsAt);
    const clash = { ...booking, id: 'clash', starts_at: startsAt, held_from: held - 15 * 60_000, held_to: held + 45 * 60_000 };
    await expect(db.db.insertInto('bookings').values(clash).execute()).rejects.toMatchObject({
      code: kind === 'postgres' ? '23P01' : 'SQLITE_CONSTRAINT_UNIQUE',
    });
    await db.db.updateTable('bookings').set({ status: 'cancelled' }).execute();
    await db.db.insertInto('bookings').values(clash).execute();
    await db.db.updateTable('bookings').set({ status: 'cancelled' }).execute();
    expect(await bookSlot(db, availability, visitor(2), now, QUIET)).toHaveProperty('booked');
  });

  it('an Idempotency-Key another instance stored first is not a taken slot: the error goes to the caller, who answers as the first', async () => {
    const db = await store(kind);
    await saveKey(db.db, 'booking', 'key-1', 'fingerprint', { id: 'first' }, false, now.toString());
    const second = bookSlot(db, availability, visitor(1), now, QUIET, { key: 'key-1', fingerprint: 'fingerprint', replaceExpired: false });
    await expect(second).rejects.toMatchObject({ code: kind === 'postgres' ? '23505' : 'SQLITE_CONSTRAINT_PRIMARYKEY' });
    expect(await db.db.selectFrom('bookings').select('id').execute()).toEqual([]);
  });

  it('bookings that arrive together are each answered as if alone: one that fails fails alone', async () => {
    const db = await store(kind);
    await saveKey(db.db, 'booking', 'key-1', 'fingerprint', { id: 'first' }, false, now.toString());
    const times = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'].map((time) => `2026-05-12T${time}:00Z`);
    const outcomes = await Promise.allSettled(
      [...times, SLOT].map((start, n) =>
        bookSlot(
          db,
          availability,
          { ...visitor(n), start },
          now,
          QUIET,
          n === 2 ? { key: 'key-1', fingerprint: 'fingerprint', replaceExpired: false } : undefined,
        ),
      ),
    );
    const answers = outcomes.map((outcome) => (outcome.status === 'rejected' ? 'failed' : 'booked' in outcome.value ? 'booked' : 'taken'));
    // The first and the last ask for the same time: one gets it. On PostgreSQL, whose transactions
    // run side by side, either may commit first; SQLite's group commit runs them in order.
    expect([answers[0], answers.at(-1)].sort()).toEqual(['booked', 'taken']);
    expect(answers.slice(1, -1)).toEqual(['booked', 'failed', 'booked', 'booked', 'booked']);
    const rows = await db.db.selectFrom('bookings').select('starts_at').orderBy('starts_at').execute();
    expect(rows.map((row) => row.starts_at)).toEqual(times.filter((_, n) => n !== 2));
  });

  it('gives a booking to the consultant booked least recently, however long ago that was', async () => {
    const db = await store(kind);
    const pair = parseContent(availabilitySchema, {
      ...availability,
      consultants: [availability.consultants[0], { ...availability.consultants[0], id: 'elena', email: 'elena@virtualip.example' }],
    });
    // Both were last booked weeks ago, long before what a slot can meet: elena before daniel.
    const past = (id: string, createdAt: string, start: string): Booking => ({
      id: `${id}-old`,
      consultant_id: id,
      starts_at: start,
      ends_at: start,
      held_from: Date.parse(start),
      held_to: Date.parse(start) + 1,
      status: 'confirmed',
      hold_until: null,
      confirmed_at: createdAt,
      sequence: 0,
      full_name: 'Earlier',
      email: 'earlier@example.com',
      mailbox: 'earlier@example.com',
      company_name: null,
      phone: null,
      lead_id: null,
      time_zone: 'UTC',
      created_at: createdAt,
      updated_at: createdAt,
      cancelled_at: null,
      source_landing_page: null,
      source_referrer_host: null,
      source_utm_source: null,
      source_utm_medium: null,
      source_utm_campaign: null,
      source_pages_seen: null,
    });
    await db.db
      .insertInto('bookings')
      .values([past('elena', '2026-03-01T10:00:00Z', '2026-03-10T09:00:00Z'), past('daniel', '2026-03-20T10:00:00Z', '2026-03-24T09:00:00Z')])
      .execute();
    const outcome = await bookSlot(db, pair, visitor(1), now, QUIET);
    expect(outcome).toMatchObject({ booked: { consultant_id: 'elena' } });
  });
});

describe.each(STORE_KINDS)('a held booking on %s', (kind) => {
  const HOLD = { upcomingPerEmail: 1, hold: { ms: 15 * 60_000, by: 'email' as const } };
  const later = (minutes: number) => now.add({ minutes });

  it('holds its time with only the confirming e-mail sent until confirmed; confirmed, it is a booking with its invitations', async () => {
    const db = await store(kind);
    const held = await bookSlot(db, availability, visitor(1), now, ALL, undefined, HOLD);
    expect(held).toMatchObject({ booked: { status: 'held', hold_until: now.epochMilliseconds + 15 * 60_000, confirmed_at: null } });
    const at = new Date(now.epochMilliseconds).toISOString();
    expect(await queued(db)).toEqual([
      { kind: 'booking.held', channel: 'visitor', recipient: null, next_attempt_at: at, status: 'pending' },
      { kind: 'booking.held', channel: 'webhook', recipient: null, next_attempt_at: at, status: 'pending' },
      {
        kind: 'booking.released',
        channel: 'webhook',
        recipient: null,
        next_attempt_at: new Date(later(15).epochMilliseconds).toISOString(),
        status: 'pending',
      },
    ]);
    expect((await currentSlots(db.db, availability, later(5))).map((slot) => slot.start)).not.toContain(SLOT);
    expect(await bookSlot(db, availability, visitor(2), later(5), QUIET)).toEqual({ taken: true });
    // The same address cannot hold a second time meanwhile.
    expect(await bookSlot(db, availability, { ...visitor(1), start: '2026-05-12T11:00:00Z' }, later(5), QUIET, undefined, HOLD)).toEqual({ limited: 'email' });
    const id = (held as { booked: Booking }).booked.id;
    expect(await confirmHold(db, id, later(10), ALL)).toMatchObject({
      confirmed: { id, status: 'confirmed', hold_until: null, confirmed_at: instantText(later(10)) },
    });
    expect((await queued(db)).filter((row) => row.kind === 'booking.created').map((row) => row.channel)).toEqual(['consultant', 'visitor', 'webhook']);
    expect(await confirmHold(db, id, later(11), ALL)).toMatchObject({ confirmed: { id } });
    expect((await queued(db)).filter((row) => row.kind === 'booking.created')).toHaveLength(3);
  });

  it('releases a hold not confirmed in time: its time is offered and taken again, and the late confirmation is refused', async () => {
    const db = await store(kind);
    const held = (await bookSlot(db, availability, visitor(1), now, QUIET, undefined, HOLD)) as { booked: Booking };
    expect((await currentSlots(db.db, availability, later(16))).map((slot) => slot.start)).toContain(SLOT);
    const other = await bookSlot(db, availability, visitor(2), later(16), QUIET);
    expect(other).toMatchObject({ booked: { status: 'confirmed', starts_at: SLOT } });
    expect(await db.db.selectFrom('bookings').select('status').where('id', '=', held.booked.id).executeTakeFirst()).toEqual({ status: 'released' });
    expect(await confirmHold(db, held.booked.id, later(17), QUIET)).toEqual({ expired: true });
    expect(await bookSlot(db, availability, { ...visitor(1), start: '2026-05-12T11:00:00Z' }, later(17), QUIET, undefined, HOLD)).toHaveProperty('booked');
  });

  it('the consultant confirms or declines a hold (host): only the consultant is asked; a decline frees the time and tells the visitor', async () => {
    const db = await store(kind);
    const byHost = { ...HOLD, hold: { ms: 24 * 60 * 60_000, by: 'host' as const } };
    const first = (await bookSlot(db, availability, visitor(1), now, ALL, undefined, byHost)) as { booked: Booking };
    expect((await queued(db)).filter((row) => row.channel !== 'webhook')).toEqual([
      { kind: 'booking.held', channel: 'consultant', recipient: 'daniel', next_attempt_at: new Date(now.epochMilliseconds).toISOString(), status: 'pending' },
    ]);
    expect(await declineHold(db, first.booked.id, later(30), ALL)).toMatchObject({ declined: { status: 'declined' } });
    expect((await queued(db)).filter((row) => row.kind === 'booking.declined').map((row) => row.channel)).toEqual(['visitor', 'webhook']);
    expect((await currentSlots(db.db, availability, later(31))).map((slot) => slot.start)).toContain(SLOT);
    expect(await confirmHold(db, first.booked.id, later(32), ALL)).toEqual({ closed: 'cancelled' });
    // The same address may ask again; confirmed, a decline afterwards changes nothing.
    const second = (await bookSlot(db, availability, visitor(1), later(33), QUIET, undefined, byHost)) as { booked: Booking };
    expect(await confirmHold(db, second.booked.id, later(40), QUIET)).toHaveProperty('confirmed');
    expect(await declineHold(db, second.booked.id, later(41), QUIET)).toMatchObject({ confirmed: { status: 'confirmed' } });
  });

  it('the database itself refuses a confirmed booking over a held one', async () => {
    const db = await store(kind);
    const held = (await bookSlot(db, availability, visitor(1), now, QUIET, undefined, HOLD)) as { booked: Booking };
    const clash = { ...held.booked, id: 'clash', status: 'confirmed' as const, hold_until: null, mailbox: 'other@example.com' };
    await expect(db.db.insertInto('bookings').values(clash).execute()).rejects.toMatchObject({
      code: kind === 'postgres' ? '23P01' : 'SQLITE_CONSTRAINT_UNIQUE',
    });
  });
});

describe.each(STORE_KINDS)('notices of a booking on %s', (kind) => {
  it('queues the e-mails to the visitor and the consultant, the webhook event, and the two reminders 24 hours before', async () => {
    const db = await store(kind);
    await booked(db, visitor(1), ALL);
    const at = new Date(now.epochMilliseconds).toISOString();
    expect(await queued(db)).toEqual([
      { kind: 'booking.created', channel: 'consultant', recipient: 'daniel', next_attempt_at: at, status: 'pending' },
      { kind: 'booking.created', channel: 'visitor', recipient: null, next_attempt_at: at, status: 'pending' },
      { kind: 'booking.created', channel: 'webhook', recipient: null, next_attempt_at: at, status: 'pending' },
      { kind: 'booking.reminder', channel: 'consultant', recipient: 'daniel', next_attempt_at: '2026-05-11T09:00:00.000Z', status: 'pending' },
      { kind: 'booking.reminder', channel: 'visitor', recipient: null, next_attempt_at: '2026-05-11T09:00:00.000Z', status: 'pending' },
    ]);
  });

  it('queues no reminder for a meeting sooner than the reminder, and only what is configured', async () => {
    const db = await store(kind);
    // 20 hours ahead: past the 12-hour notice, inside the 24 hours of the reminder.
    await booked(db, visitor(1), ALL, Temporal.Instant.from('2026-05-11T13:00:00Z'));
    expect((await queued(db)).map((row) => row.kind)).not.toContain('booking.reminder');
    await booked(db, { ...visitor(2), start: '2026-05-12T11:00:00Z' }, { mail: false, webhook: true, reminderHours: 24 });
    expect((await queued(db)).filter((row) => row.channel !== 'webhook' && row.next_attempt_at > '2026-05-11T13:00:00.000Z')).toEqual([]);
  });

  it('a reschedule moves the same booking (sequence + 1), frees its old time, and replaces its reminders', async () => {
    const db = await store(kind);
    const booking = await booked(db, visitor(1), ALL);
    const outcome = await rescheduleBooking(db, availability, booking.id, { start: '2026-05-19T13:00:00Z' }, now, ALL);
    expect(outcome).toMatchObject({
      moved: { id: booking.id, starts_at: '2026-05-19T13:00:00Z', ends_at: '2026-05-19T13:30:00Z', sequence: 1, status: 'confirmed' },
    });
    expect(await db.db.selectFrom('bookings').select(['id', 'starts_at', 'sequence']).execute()).toEqual([
      { id: booking.id, starts_at: '2026-05-19T13:00:00Z', sequence: 1 },
    ]);
    const reminders = (await queued(db)).filter((row) => row.kind === 'booking.reminder');
    expect(reminders.map((row) => row.next_attempt_at)).toEqual(['2026-05-18T13:00:00.000Z', '2026-05-18T13:00:00.000Z']);
    expect((await queued(db)).filter((row) => row.kind === 'booking.rescheduled').map((row) => row.channel)).toEqual(['consultant', 'visitor', 'webhook']);
    expect(await bookSlot(db, availability, visitor(2), now, QUIET)).toHaveProperty('booked');
  });

  it('a reschedule to a time next to its own is not blocked by its own buffers, and one onto a taken time is refused', async () => {
    const db = await store(kind);
    const booking = await booked(db, visitor(1));
    // 09:30 overlaps the booking's own buffer after 09:00; without it, it is free.
    expect(await rescheduleBooking(db, availability, booking.id, { start: '2026-05-12T09:30:00Z' }, now, QUIET)).toHaveProperty('moved');
    const other = await booked(db, { ...visitor(2), start: '2026-05-12T11:00:00Z' });
    expect(await rescheduleBooking(db, availability, booking.id, { start: other.starts_at }, now, QUIET)).toEqual({ taken: true });
    expect(await rescheduleBooking(db, availability, booking.id, { start: '2026-05-12T11:30:00Z' }, now, QUIET)).toEqual({ taken: true });
    expect(await rescheduleBooking(db, availability, booking.id, { start: '2026-05-12T11:15:00Z' }, now, QUIET)).toEqual({ refused: 'hours' });
    expect(await rescheduleBooking(db, availability, booking.id, { start: '2026-06-30T09:00:00Z' }, now, QUIET)).toEqual({ refused: 'horizon' });
  });

  it('a cancellation frees the time, raises the sequence and queues its notices; a cancelled or started booking stays as it is', async () => {
    const db = await store(kind);
    const booking = await booked(db, visitor(1), ALL);
    const outcome = await cancelBooking(db, booking.id, now, ALL);
    expect(outcome).toMatchObject({ cancelled: { id: booking.id, status: 'cancelled', sequence: 1 } });
    expect((await queued(db)).filter((row) => row.kind === 'booking.cancelled').map((row) => row.channel)).toEqual(['consultant', 'visitor', 'webhook']);
    expect(await cancelBooking(db, booking.id, now, ALL)).toEqual({ closed: 'cancelled' });
    expect(await rescheduleBooking(db, availability, booking.id, { start: '2026-05-19T13:00:00Z' }, now, ALL)).toEqual({ closed: 'cancelled' });
    const again = await booked(db, visitor(2));
    expect(await cancelBooking(db, again.id, Temporal.Instant.from(SLOT), ALL)).toEqual({ closed: 'started' });
    expect(await cancelBooking(db, 'no-such-booking', now, ALL)).toEqual({ closed: 'unknown' });
  });

  it('twenty bookings moved onto one slot at once: exactly one gets it', async () => {
    const db = await store(kind);
    const other = await secondInstance(db);
    // No buffers and no cap to speak of: twenty bookings on two Tuesdays, then all onto a third.
    const roomy = parseContent(availabilitySchema, { ...availability, bufferBeforeMinutes: 0, bufferAfterMinutes: 0, dailyCapPerConsultant: 48 });
    const bookings: Booking[] = [];
    for (let n = 0; n < 20; n += 1) {
      const start = new Date(Date.parse('2026-05-12T08:00:00Z') + (n % 10) * 30 * 60_000 + Math.floor(n / 10) * 7 * 24 * 3_600_000).toISOString();
      const outcome = await bookSlot(db, roomy, { ...visitor(n), start }, now, QUIET);
      if (!('booked' in outcome)) throw new Error(`${start} not booked`);
      bookings.push(outcome.booked);
    }
    const target = '2026-05-05T13:00:00Z';
    const outcomes = await Promise.all(
      bookings.map((booking, n) => rescheduleBooking(n % 2 === 0 ? db : other, roomy, booking.id, { start: target }, now, QUIET)),
    );
    expect(outcomes.filter((outcome) => 'moved' in outcome)).toHaveLength(1);
    expect(outcomes.filter((outcome) => 'taken' in outcome)).toHaveLength(19);
    expect(await db.db.selectFrom('bookings').select('id').where('starts_at', '=', target).execute()).toHaveLength(1);
  });
});
