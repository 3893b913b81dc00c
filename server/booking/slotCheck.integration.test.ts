import { sql } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it } from 'vitest';
import { availabilitySchema, type Availability } from '../../src/model/schemas/availability';
import { parseContent } from '../../src/model/schemas/parseContent';
import { freshStore, STORE_KINDS, type TestStore } from '../test/stores';
import { bookSlot, calendarState, cancelBooking, currentSlots, rescheduleBooking, type Booking } from './bookings';
import type { BookingNotices } from './notices';
import { slotCandidates } from './slotCandidates';
import { candidateQuery, consultantsFreeFor, firstFreeConsultant } from './slotCheck';
import { freeSlots, isoOf } from './slots';
import { DAY_MS, MINUTE_MS } from './zoneClock';

const ALL_WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const consultant = (id: string, timeZone: string, start: string, end: string) => ({
  id,
  name: id,
  email: `${id}@virtualip.example`,
  timeZone,
  weeklyHours: Object.fromEntries(ALL_WEEK.map((day) => [day, [{ start, end }]])),
});

/** Buffers on both sides and a cap of three a day that binds; London changes on 25 October, New York on 1 November. */
const availability = parseContent(availabilitySchema, {
  meetingMinutes: 30,
  bufferBeforeMinutes: 15,
  bufferAfterMinutes: 15,
  minimumNoticeHours: 12,
  horizonDays: 14,
  dailyCapPerConsultant: 3,
  consultants: [consultant('ny', 'America/New_York', '09:00', '17:00'), consultant('london', 'Europe/London', '13:00', '18:00')],
});
/** The same calendar as it was configured before: hour-long meetings with half an hour each side. */
const before: Availability = { ...availability, meetingMinutes: 60, bufferBeforeMinutes: 30, bufferAfterMinutes: 30 };
const QUIET: BookingNotices = { mail: false, webhook: false, reminderHours: 0 };
const start = Temporal.Instant.from('2026-10-21T09:10:00Z');

const opened: TestStore[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.cleanup();
});

/** A repeatable sequence of numbers in [0, 1) (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Bookings on random free slots of the first days (so the cap binds), a second apart: some made
 * under the earlier rules, some moved, some cancelled. Returns the time after the last.
 */
async function busyCalendar(store: TestStore): Promise<{ now: Temporal.Instant; confirmed: Booking[] }> {
  const next = random(43);
  const confirmed: Booking[] = [];
  let now = start;
  for (let n = 0; n < 40; n += 1) {
    now = now.add({ seconds: 1 });
    const rules = n % 8 === 7 ? before : availability;
    const soon = (await currentSlots(store.db, rules, now)).filter((slot) => Date.parse(slot.start) < now.epochMilliseconds + 5 * DAY_MS);
    if (soon.length === 0) continue;
    const slot = soon[Math.floor(next() * soon.length)]!;
    const outcome = await bookSlot(
      store,
      rules,
      { start: slot.start, fullName: `Visitor ${n}`, email: `visitor${n}@example.com`, timeZone: 'Asia/Kolkata' },
      now,
      QUIET,
    );
    if (!('booked' in outcome)) throw new Error(`${slot.start} offered, then refused`);
    confirmed.push(outcome.booked);
    if (n % 10 === 4) {
      const moveTo = soon[Math.floor(next() * soon.length)]!.start;
      const moved = await rescheduleBooking(store, availability, outcome.booked.id, { start: moveTo }, now, QUIET);
      if ('moved' in moved) confirmed.splice(-1, 1, moved.moved);
    }
    if (n % 10 === 9) await cancelBooking(store, confirmed.pop()!.id, now, QUIET);
  }
  return { now: now.add({ seconds: 1 }), confirmed };
}

/** Every 15 minutes from `from` to `to`: the slots, the times between them, inside the notice and past the horizon. */
function quarterHours(from: number, to: number): string[] {
  const instants: string[] = [];
  for (let instant = Math.floor(from / (15 * MINUTE_MS)) * 15 * MINUTE_MS; instant <= to; instant += 15 * MINUTE_MS) instants.push(isoOf(instant));
  return instants;
}

/** The check of one time against the whole calendar (freeSlots over every booking), at each instant; `except`: a booking being moved. */
async function expectSameAsWholeCalendar(store: TestStore, now: Temporal.Instant, instants: readonly string[], except?: string) {
  const { held, lastBooked } = await calendarState(store.db, now, except);
  const whole = new Map(freeSlots(availability, held, now, lastBooked).map((slot) => [slot.start, slot.consultantIds]));
  let agreed = 0;
  for (const instant of instants) {
    const slot = slotCandidates(availability, now, instant);
    const free = slot ? await consultantsFreeFor(store.db, availability, slot, except) : [];
    expect(free, instant).toEqual(whole.get(instant) ?? []);
    // A booking's own check: the first of them in turn, with the database stopping at it.
    if (slot && except === undefined) expect((await firstFreeConsultant(store.db, availability, slot)).consultantId, instant).toBe(free[0]);
    if (free.length > 0) agreed += 1;
  }
  return agreed;
}

/** The local days (consultant and date) holding `cap` confirmed bookings. */
function fullDays(bookings: readonly Booking[], cap: number): string[] {
  const perDay = new Map<string, number>();
  for (const booking of bookings) {
    const { timeZone } = availability.consultants.find((entry) => entry.id === booking.consultant_id)!;
    const day = `${booking.consultant_id} ${Temporal.Instant.from(booking.starts_at).toZonedDateTimeISO(timeZone).toPlainDate().toString()}`;
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return [...perDay].filter(([, count]) => count >= cap).map(([day]) => day);
}

describe.each(STORE_KINDS)('the check of one time on %s', (kind) => {
  it('gives every time of the horizon the consultants, in order, that the whole calendar gives it', async () => {
    const store = await freshStore(kind);
    opened.push(store);
    const { now, confirmed } = await busyCalendar(store);
    const bookings = await store.db.selectFrom('bookings').selectAll().where('status', '=', 'confirmed').execute();
    expect(bookings.length).toBeGreaterThan(20);
    // What the comparison must cover: a full day, an hour-long booking of the earlier rules, both consultants booked (the order).
    expect(fullDays(bookings, availability.dailyCapPerConsultant).length).toBeGreaterThan(0);
    expect(bookings.some((booking) => Date.parse(booking.ends_at) - Date.parse(booking.starts_at) === 60 * MINUTE_MS)).toBe(true);
    expect(new Set(bookings.map((booking) => booking.consultant_id)).size).toBe(2);

    const agreed = await expectSameAsWholeCalendar(
      store,
      now,
      quarterHours(now.epochMilliseconds, now.epochMilliseconds + (availability.horizonDays + 1) * DAY_MS),
    );
    expect(agreed).toBeGreaterThan(100);
    // A booking being moved: its own time does not hold it back.
    for (const booking of confirmed.slice(0, 3)) {
      const at = Date.parse(booking.starts_at);
      await expectSameAsWholeCalendar(store, now, quarterHours(at - DAY_MS, at + DAY_MS), booking.id);
    }
  });

  it('counts the cap by the local day where a clock turned back over midnight (two ranges of instants)', async () => {
    const store = await freshStore(kind);
    opened.push(store);
    // St. John's, 7 November 2010: 00:00–00:01 NDT (02:30–02:31 UTC), then 6 November's last hour again, then 7 November from 03:30 UTC.
    const turnBack = parseContent(availabilitySchema, {
      meetingMinutes: 10,
      minimumNoticeHours: 0,
      horizonDays: 3,
      dailyCapPerConsultant: 3,
      consultants: [consultant('stjohns', 'America/St_Johns', '00:00', '24:00'), consultant('utc', 'UTC', '00:00', '24:00')],
    });
    const now = Temporal.Instant.from('2010-11-05T12:00:00Z');
    // Three bookings of 7 November for St. John's, in both of its ranges.
    const stJohnsOnly = { ...turnBack, consultants: turnBack.consultants.slice(0, 1) };
    for (const start of ['2010-11-07T02:30:00Z', '2010-11-07T04:00:00Z', '2010-11-07T04:30:00Z']) {
      expect(
        await bookSlot(store, stJohnsOnly, { start, fullName: 'Visitor', email: 'visitor@example.com', timeZone: 'UTC' }, now, QUIET),
        start,
      ).toHaveProperty('booked');
    }
    const { held, lastBooked } = await calendarState(store.db, now);
    const whole = new Map(freeSlots(turnBack, held, now, lastBooked).map((slot) => [slot.start, slot.consultantIds]));
    const around = Date.parse('2010-11-07T03:00:00Z');
    for (let instant = around - 6 * 60 * MINUTE_MS; instant < around + 6 * 60 * MINUTE_MS; instant += 10 * MINUTE_MS) {
      const slot = slotCandidates(turnBack, now, isoOf(instant));
      expect(slot ? await consultantsFreeFor(store.db, turnBack, slot) : [], isoOf(instant)).toEqual(whole.get(isoOf(instant)) ?? []);
      if (slot) expect((await firstFreeConsultant(store.db, turnBack, slot)).consultantId, isoOf(instant)).toBe(whole.get(isoOf(instant))?.[0]);
    }
    // 7 November is full for St. John's, its slots in 6 November's repeated hour too (they are 7 November's); 6 November is not.
    expect(whole.get('2010-11-07T05:10:00Z')).toEqual(['utc']);
    expect(whole.get('2010-11-07T03:10:00Z')).toEqual(['utc']);
    expect(whole.get('2010-11-07T02:20:00Z')).toEqual(['utc', 'stjohns']);
  });

  it('reads bookings by index, not by scanning the table', async () => {
    const store = await freshStore(kind);
    opened.push(store);
    // Two months of hourly bookings for each: enough for PostgreSQL's planner to prefer an index to a scan.
    const [template] = (await busyCalendar(store)).confirmed;
    const hourly = ['ny', 'london'].flatMap((consultantId, index) =>
      Array.from({ length: 1500 }, (_, hour): Booking => {
        const at = Date.parse('2027-01-01T00:00:00Z') + hour * 60 * MINUTE_MS;
        const bookedAt = isoOf(Date.parse('2026-11-01T00:00:00Z') + (2 * hour + index) * MINUTE_MS);
        return {
          ...template!,
          ...{ id: `${consultantId}-${hour}`, consultant_id: consultantId, created_at: bookedAt, updated_at: bookedAt },
          ...{ starts_at: isoOf(at), ends_at: isoOf(at + 30 * MINUTE_MS), held_from: at - 15 * MINUTE_MS, held_to: at + 45 * MINUTE_MS },
        };
      }),
    );
    for (let from = 0; from < hourly.length; from += 250)
      await store.db
        .insertInto('bookings')
        .values(hourly.slice(from, from + 250))
        .execute();
    await sql`analyze`.execute(store.db);
    const now = Temporal.Instant.from('2027-01-20T00:00:00Z');
    const query = candidateQuery(kind === 'postgres', availability, slotCandidates(availability, now, '2027-01-21T14:00:00Z')!, 'a-booking');
    if (kind === 'sqlite') {
      const { rows } = await store.db.executeQuery<{ detail: string }>({ ...query, sql: `explain query plan ${query.sql}` });
      const reads = rows.map((row) => row.detail).filter((detail) => detail.includes('bookings'));
      expect(reads.length).toBe(6);
      expect(
        reads.every((detail) => /^SEARCH bookings USING (COVERING )?INDEX \w+ \(consultant_id=\?/.test(detail)),
        reads.join('\n'),
      ).toBe(true);
    } else {
      const { rows } = await store.db.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `explain ${query.sql}` });
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).not.toMatch(/Seq Scan/);
      expect(plan).toMatch(/bookings_confirmed_start/);
      expect(plan).toMatch(/bookings_no_overlap/);
      expect(plan).toMatch(/bookings_consultant_created/);
    }
  });
});
