import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type OpenedStore } from '../store/openStore';
import { freshStore, STORE_KINDS, type TestStore } from '../test/stores';
import { availabilitySchema } from '../../src/model/schemas/availability';
import { bookSlot, type BookingRequest } from './bookings';

const availability = availabilitySchema.parse({
  meetingMinutes: 30,
  bufferBeforeMinutes: 15,
  bufferAfterMinutes: 15,
  minimumNoticeHours: 12,
  horizonDays: 21,
  dailyCapPerConsultant: 6,
  consultants: [
    { id: 'daniel', name: 'Daniel Mercer', email: 'daniel@virtualip.example', timeZone: 'Europe/London', weeklyHours: { tuesday: [{ start: '09:00', end: '17:00' }] } },
  ],
});
const now = Temporal.Instant.from('2026-05-04T08:00:00Z');
const SLOT = '2026-05-12T09:00:00Z';
const visitor = (n = 0): BookingRequest => ({ start: SLOT, fullName: `Visitor ${n}`, email: `visitor${n}@example.com`, timeZone: 'Asia/Kolkata' });

const opened: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const store of opened.splice(0).reverse()) await store.close();
});
async function store(kind: (typeof STORE_KINDS)[number]): Promise<TestStore> {
  const fresh = await freshStore(kind);
  opened.push({ close: fresh.cleanup });
  return fresh;
}

describe.each(STORE_KINDS)('booking a slot on %s', (kind) => {
  it('books a free slot once; the same slot again is taken, and it is no longer offered', async () => {
    const db = await store(kind);
    const first = await bookSlot(db, availability, visitor(1), now);
    expect(first).toMatchObject({ booked: { consultant_id: 'daniel', starts_at: SLOT, ends_at: '2026-05-12T09:30:00Z', status: 'confirmed', sequence: 0 } });
    expect(await bookSlot(db, availability, visitor(2), now)).toEqual({ taken: true });
    const rows = await db.db.selectFrom('bookings').select(['email', 'starts_at']).execute();
    expect(rows).toEqual([{ email: 'visitor1@example.com', starts_at: SLOT }]);
  });

  it('refuses a time that is not a free slot: off the grid, inside the notice, or inside a booking\'s buffer', async () => {
    const db = await store(kind);
    expect(await bookSlot(db, availability, { ...visitor(), start: '2026-05-12T09:10:00Z' }, now)).toEqual({ taken: true });
    expect(await bookSlot(db, availability, { ...visitor(), start: '2026-05-05T09:00:00Z' }, Temporal.Instant.from('2026-05-05T00:00:00Z'))).toEqual({ taken: true });
    await bookSlot(db, availability, visitor(1), now);
    expect(await bookSlot(db, availability, { ...visitor(2), start: '2026-05-12T09:30:00Z' }, now)).toEqual({ taken: true });
    expect(await bookSlot(db, availability, { ...visitor(3), start: '2026-05-12T10:00:00Z' }, now)).toHaveProperty('booked');
  });

  it('twenty visitors taking one slot at once: exactly one gets it', async () => {
    const db = await store(kind);
    // On PostgreSQL the requests go through two instances' connection pools, as two servers would.
    const other: Pick<OpenedStore, 'db' | 'kind'> = kind === 'postgres' ? await openStore({ databasePath: '', databaseUrl: db.url }) : db;
    if (other !== db) opened.push(other as OpenedStore);
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, n) => bookSlot(n % 2 === 0 ? db : other, availability, visitor(n), now)));
    expect(outcomes.filter((outcome) => 'booked' in outcome)).toHaveLength(1);
    expect(await db.db.selectFrom('bookings').select('id').execute()).toHaveLength(1);
  });

  it('the database itself refuses an overlapping confirmed booking written past the check', async () => {
    const db = await store(kind);
    const outcome = await bookSlot(db, availability, visitor(1), now);
    if (!('booked' in outcome)) throw new Error('not booked');
    // PostgreSQL: any overlap of the buffered ranges; SQLite's backstop: the same start.
    const clash = kind === 'postgres' ? { start: 9 * 60 + 20, id: 'clash' } : { start: 9 * 60, id: 'clash' };
    const startsAt = `2026-05-12T${String(Math.floor(clash.start / 60)).padStart(2, '0')}:${String(clash.start % 60).padStart(2, '0')}:00Z`;
    const held = Date.parse(startsAt);
    await expect(
      db.db
        .insertInto('bookings')
        .values({ ...outcome.booked, id: clash.id, starts_at: startsAt, held_from: held - 15 * 60_000, held_to: held + 45 * 60_000 })
        .execute(),
    ).rejects.toMatchObject({ code: kind === 'postgres' ? '23P01' : 'SQLITE_CONSTRAINT_UNIQUE' });
    // A cancelled booking holds nothing.
    await db.db.updateTable('bookings').set({ status: 'cancelled' }).execute();
    expect(await bookSlot(db, availability, visitor(2), now)).toHaveProperty('booked');
  });
});
