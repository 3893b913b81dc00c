/**
 * The booking domain's data: a slot is held and the booking confirmed atomically, and no two
 * confirmed bookings of a consultant ever overlap with their buffers. On PostgreSQL the check runs
 * in the transaction and an exclusion constraint (migrations.ts) fails the later of two concurrent
 * ones; on SQLite the check and the insert run in one BEGIN IMMEDIATE transaction, which takes the
 * database's write lock first, with a partial unique index as the backstop. Either way a taken slot
 * is answered as taken, never stored twice.
 */
import { sql, type Kysely } from 'kysely';
import type { Temporal } from 'temporal-polyfill';
import type { VisitSource } from '../../src/shared/analytics';
import type { OpenedStore } from '../store/openStore';
import { saveKey } from '../store/idempotency';
import { newRecordId } from '../store/recordId';
import type { BookingsTable, Database } from '../store/schema';
import { pagesOf, sourceColumns, sourceOf } from '../store/submissions';
import type { Availability } from '../../src/model/schemas/availability';
import { consultantFor, isoOf, type HeldBooking } from './slots';

const MINUTE_MS = 60_000;
/** Bookings that ended longer ago than this hold nothing a new booking could meet (the daily cap's day included). */
const LOOK_BACK_MS = 2 * 24 * 60 * MINUTE_MS;

export interface BookingRequest {
  /** The slot's start, a UTC instant (ISO 8601), as GET /booking/slots offered it. */
  start: string;
  fullName: string;
  email: string;
  companyName?: string;
  phone?: string;
  /** The consultation request it follows. */
  leadId?: string;
  /** The visitor's IANA time zone. */
  timeZone: string;
  source?: VisitSource;
}

export type Booking = BookingsTable;

/** What POST /booking answers, and what its Idempotency-Key gives again. */
export interface BookingReceipt {
  id: string;
  receivedAt: string;
  start: string;
  end: string;
}

/** A request's Idempotency-Key, kept with the booking's answer in the booking's transaction. */
export interface BookingKey {
  key: string;
  fingerprint: string;
  /** The key's earlier answer has expired and is replaced. */
  replaceExpired: boolean;
}

export const receiptOf = (booking: Booking): BookingReceipt => ({ id: booking.id, receivedAt: booking.created_at, start: booking.starts_at, end: booking.ends_at });
export type BookingOutcome = { booked: Booking } | { taken: true };

/** The confirmed bookings that can rule out a slot from `now` on. */
export async function heldBookings(db: Kysely<Database>, now: Temporal.Instant): Promise<HeldBooking[]> {
  const rows = await db
    .selectFrom('bookings')
    .select(['consultant_id', 'starts_at', 'ends_at', 'created_at'])
    .where('status', '=', 'confirmed')
    .where('held_to', '>', now.epochMilliseconds - LOOK_BACK_MS)
    .execute();
  return rows.map((row) => ({ consultantId: row.consultant_id, start: row.starts_at, end: row.ends_at, createdAt: row.created_at }));
}

/** A booking as the staff export and a data subject's export give it: times as UTC instants, the consultant by id. */
export interface StoredBooking {
  id: string;
  receivedAt: string;
  start: string;
  end: string;
  status: Booking['status'];
  consultant: string;
  fullName: string;
  email: string;
  companyName: string | null;
  phone: string | null;
  /** The visitor's IANA time zone. */
  timeZone: string;
  /** The consultation request it follows. */
  leadId: string | null;
  cancelledAt: string | null;
  /** Where the visit that booked came from; absent when it was not tracked. */
  source?: VisitSource;
}

export function toStoredBooking(row: Booking): StoredBooking {
  const source = sourceOf(row);
  return {
    id: row.id,
    receivedAt: row.created_at,
    start: row.starts_at,
    end: row.ends_at,
    status: row.status,
    consultant: row.consultant_id,
    fullName: row.full_name,
    email: row.email,
    companyName: row.company_name,
    phone: row.phone,
    timeZone: row.time_zone,
    leadId: row.lead_id,
    cancelledAt: row.cancelled_at,
    ...(source ? { source } : {}),
  };
}

/** Bookings made at or after `since` (all when omitted), oldest first, cancelled ones too, read in pages of `pageSize` as the consumer asks for them. */
export async function* streamBookings(db: Kysely<Database>, since?: Date, pageSize = 500): AsyncGenerator<StoredBooking> {
  for await (const row of pagesOf(db, 'bookings', since, pageSize)) yield toStoredBooking(row);
}

/**
 * Deletes bookings with their e-mailed links and every notification about them, whatever its kind
 * (record ids are UUIDs, unique across tables), for the erasure and the purge. Returns how many
 * bookings, links and notifications went.
 */
export async function deleteBookings(trx: Kysely<Database>, ids: readonly string[]): Promise<{ bookings: number; links: number; notifications: number }> {
  if (ids.length === 0) return { bookings: 0, links: 0, notifications: 0 };
  const notifications = await trx.deleteFrom('notifications').where('record_id', 'in', ids).executeTakeFirst();
  const links = await trx.deleteFrom('booking_tokens').where('booking_id', 'in', ids).executeTakeFirst();
  const bookings = await trx.deleteFrom('bookings').where('id', 'in', ids).executeTakeFirst();
  return { bookings: Number(bookings.numDeletedRows), links: Number(links.numDeletedRows), notifications: Number(notifications.numDeletedRows) };
}

/** PostgreSQL's exclusion_violation and unique_violation, SQLite's unique index: another booking holds the time. */
function isSlotConflict(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23P01' || code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Runs `work` as one transaction that holds the write lock from its start on SQLite (BEGIN IMMEDIATE). */
async function writeTransaction<T>(store: Pick<OpenedStore, 'db' | 'kind'>, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (store.kind === 'postgres') return store.db.transaction().execute(work);
  return store.db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

/**
 * Books `request.start` if it is a free slot now (on the grid, past the notice, within the horizon,
 * under the daily cap, and free with its buffers), for the consultant the calendar gives it to.
 */
export async function bookSlot(
  store: Pick<OpenedStore, 'db' | 'kind'>,
  availability: Availability,
  request: BookingRequest,
  now: Temporal.Instant,
  idempotency?: BookingKey,
): Promise<BookingOutcome> {
  try {
    return await writeTransaction(store, async (db): Promise<BookingOutcome> => {
      const consultantId = consultantFor(availability, await heldBookings(db, now), now, request.start);
      if (!consultantId) return { taken: true };
      const start = Date.parse(request.start);
      const end = start + availability.meetingMinutes * MINUTE_MS;
      const at = now.toString();
      const booking: Booking = {
        id: newRecordId(),
        consultant_id: consultantId,
        starts_at: isoOf(start),
        ends_at: isoOf(end),
        held_from: start - availability.bufferBeforeMinutes * MINUTE_MS,
        held_to: end + availability.bufferAfterMinutes * MINUTE_MS,
        status: 'confirmed',
        sequence: 0,
        full_name: request.fullName,
        email: request.email,
        company_name: request.companyName ?? null,
        phone: request.phone ?? null,
        lead_id: request.leadId ?? null,
        time_zone: request.timeZone,
        created_at: at,
        updated_at: at,
        cancelled_at: null,
        ...sourceColumns(request.source),
      };
      await db.insertInto('bookings').values(booking).execute();
      if (idempotency) await saveKey(db, 'booking', idempotency.key, idempotency.fingerprint, receiptOf(booking), idempotency.replaceExpired);
      return { booked: booking };
    });
  } catch (error) {
    if (isSlotConflict(error)) return { taken: true };
    throw error;
  }
}
