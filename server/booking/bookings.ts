/**
 * The booking domain's data: a slot is held and the booking confirmed atomically, and no two
 * confirmed bookings of a consultant ever overlap with their buffers. On PostgreSQL the check runs
 * in the transaction and an exclusion constraint (migrations.ts) fails the later of two concurrent
 * ones; on SQLite the check and the write run in one BEGIN IMMEDIATE transaction, which takes the
 * database's write lock first, with a partial unique index as the backstop. Either way a taken slot
 * is answered as taken, never stored twice. A reschedule moves the same booking under the same
 * guarantees; a cancellation frees its time (both constraints count confirmed bookings only). Each
 * change queues its notices (./notices.ts) in its own transaction.
 */
import { CompiledQuery, PostgresAdapter, type Kysely } from 'kysely';
import type { Temporal } from 'temporal-polyfill';
import type { VisitSource } from '../../src/shared/analytics';
import type { BookingReceipt, HoldBy, MoveReceipt } from '../../src/shared/bookingContract';
import type { Availability } from '../../src/model/schemas/availability';
import { dropPending, queueNotifications } from '../notify/outbox';
import type { OpenedStore } from '../store/openStore';
import { immediateGroupCommitter } from '../store/groupCommit';
import { saveKey, type IdempotentRoute } from '../store/idempotency';
import { rowInserter } from '../store/rowInserter';
import { newRecordId } from '../store/recordId';
import type { BookingsTable, Database } from '../store/schema';
import { pagesOf, SOURCE_COLUMNS, sourceColumns, sourceOf } from '../store/submissions';
import { holdNoticesOf, noticesOf, type BookingNotices } from './notices';
import { mailboxOf } from './mailbox';
import { isBusyAt, type BusyTimes } from './busyTimes';
import { slotCandidates, whyNotOffered, type NotOffered, type WantedSlot } from './slotCandidates';
import { consultantsFreeFor, firstFreeConsultant } from './slotCheck';
import { freeSlots, instantText, isoOf, MINUTE_MS, type HeldBooking, type LastBooked, type OfferedSlot, type Slot } from './slots';

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

/** A request's Idempotency-Key, kept with the answer in the booking's transaction. */
export interface BookingKey {
  key: string;
  fingerprint: string;
  /** The key's earlier answer has expired and is replaced. */
  replaceExpired: boolean;
}

export const receiptOf = (booking: Booking, confirmBy?: HoldBy): BookingReceipt => ({
  id: booking.id,
  receivedAt: booking.created_at,
  start: booking.starts_at,
  end: booking.ends_at,
  status: booking.status === 'held' ? 'held' : 'confirmed',
  ...(booking.status === 'held' && booking.hold_until !== null
    ? { holdUntil: new Date(Number(booking.hold_until)).toISOString(), ...(confirmBy ? { confirmBy } : {}) }
    : {}),
});
export const moveReceiptOf = (booking: Booking): MoveReceipt => ({ id: booking.id, start: booking.starts_at, end: booking.ends_at });

/**
 * booked; taken: the time was free and is not now (or never was, by the bookings); refused: the time
 * is nobody's slot by the rules (passed, too soon, too far, outside the hours); limited: the address
 * already has as many upcoming bookings as it may.
 */
export type BookingOutcome = { booked: Booking } | { taken: true } | { refused: NotOffered } | { limited: 'email' };

/**
 * How many upcoming (not yet ended) bookings one mailbox may hold (BOOKINGS_PER_EMAIL), the
 * consultants' busy times (their own calendars), and `hold`: a booking that must be confirmed (by
 * the visitor from an e-mail, or by the consultant) is held `ms` long at most, until its meeting's
 * start, with no invitation sent, until confirmHold makes it firm.
 */
export interface BookingLimits {
  upcomingPerEmail: number;
  busy?: BusyTimes;
  hold?: { ms: number; by: HoldBy };
}

const NO_LIMITS: BookingLimits = { upcomingPerEmail: Number.POSITIVE_INFINITY };

/** The slot without the consultants whose own calendar is busy then; none left: undefined. */
function withoutBusy(availability: Availability, slot: WantedSlot, busy: BusyTimes | undefined): WantedSlot | undefined {
  if (!busy || busy.size === 0) return slot;
  const buffers = { before: availability.bufferBeforeMinutes * MINUTE_MS, after: availability.bufferAfterMinutes * MINUTE_MS };
  const candidates = slot.candidates.filter(({ consultantId }) => !isBusyAt(busy, consultantId, slot.start, slot.end, buffers));
  return candidates.length > 0 ? { ...slot, candidates } : undefined;
}
/** Why a link can no longer change its booking: it names none, the booking was cancelled, or the meeting has started. */
export type Closed = 'unknown' | 'cancelled' | 'started';
export type RescheduleOutcome = { moved: Booking } | { taken: true } | { refused: NotOffered } | { closed: Closed };
export type CancelOutcome = { cancelled: Booking } | { closed: Closed };

/** Whether a booking can still be changed at `now`, or why not. */
export function standing(booking: Booking | undefined, now: Temporal.Instant): Closed | 'open' {
  if (!booking) return 'unknown';
  if (booking.status === 'cancelled' || booking.status === 'released' || booking.status === 'declined') return 'cancelled';
  return Date.parse(booking.starts_at) <= now.epochMilliseconds ? 'started' : 'open';
}

/** What rules slots out from `now` on (the confirmed bookings, but `except`), and whom the next booking goes to. */
export async function calendarState(db: Kysely<Database>, now: Temporal.Instant, except?: string): Promise<{ held: HeldBooking[]; lastBooked: LastBooked }> {
  const held = await db
    .selectFrom('bookings')
    .select(['id', 'consultant_id', 'starts_at', 'ends_at', 'held_from', 'held_to'])
    // A hold that has expired holds nothing, even before a booking's transaction releases it.
    .where((eb) => eb.or([eb('status', '=', 'confirmed'), eb.and([eb('status', '=', 'held'), eb('hold_until', '>', now.epochMilliseconds)])]))
    .where('held_to', '>', now.epochMilliseconds - LOOK_BACK_MS)
    .execute();
  // Each consultant's latest booking, however old: the least recently booked gets the next one.
  const latest = await db
    .selectFrom('bookings')
    .select((eb) => ['consultant_id', eb.fn.max('created_at').as('last')])
    .groupBy('consultant_id')
    .execute();
  return {
    // PostgreSQL returns bigint columns as text.
    held: held
      .filter((row) => row.id !== except)
      .map((row) => ({
        consultantId: row.consultant_id,
        start: row.starts_at,
        end: row.ends_at,
        heldFrom: Number(row.held_from),
        heldTo: Number(row.held_to),
      })),
    lastBooked: Object.fromEntries(latest.map((row) => [row.consultant_id, row.last])),
  };
}

/** The free slots now; `except`: a booking being moved, whose own time does not hold it back. */
export async function currentSlots(
  db: Kysely<Database>,
  availability: Availability,
  now: Temporal.Instant,
  except?: string,
  busy?: BusyTimes,
): Promise<Slot[]> {
  const { held, lastBooked } = await calendarState(db, now, except);
  return freeSlots(availability, held, now, lastBooked, busy);
}

/** The free slots now as the visitor is offered them. */
export async function offeredSlots(
  db: Kysely<Database>,
  availability: Availability,
  now: Temporal.Instant,
  except?: string,
  busy?: BusyTimes,
): Promise<OfferedSlot[]> {
  return (await currentSlots(db, availability, now, except, busy)).map(({ start, end }) => ({ start, end }));
}

/** A booking as the staff export and a data subject's export give it: times as UTC instants, the consultant by id. */
export interface StoredBooking {
  id: string;
  receivedAt: string;
  start: string;
  end: string;
  status: Booking['status'];
  /** Until when a held booking waits for its confirmation. */
  holdUntil: string | null;
  /** When it became firm. */
  confirmedAt: string | null;
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

/** A booking's status at `now`: a hold that has ended unconfirmed is released, even before a transaction marks it so. */
export const statusAt = (booking: Pick<Booking, 'status' | 'hold_until'>, now: number): Booking['status'] =>
  booking.status === 'held' && booking.hold_until !== null && Number(booking.hold_until) <= now ? 'released' : booking.status;

export function toStoredBooking(row: Booking, now = Date.now()): StoredBooking {
  const source = sourceOf(row);
  return {
    id: row.id,
    receivedAt: row.created_at,
    start: row.starts_at,
    end: row.ends_at,
    status: statusAt(row, now),
    holdUntil: row.hold_until === null ? null : new Date(Number(row.hold_until)).toISOString(),
    confirmedAt: row.confirmed_at,
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

/** A consultant's confirmed bookings that end after `since`, by start (their calendar feed). */
export function confirmedBookingsOf(db: Kysely<Database>, consultantId: string, since: Date): Promise<Booking[]> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('consultant_id', '=', consultantId)
    .where('status', '=', 'confirmed')
    .where('ends_at', '>', isoOf(Math.floor(since.getTime() / 1000) * 1000))
    .orderBy('starts_at')
    .execute();
}

/** A booking; `lock`: against a concurrent change until the transaction ends (PostgreSQL; SQLite's BEGIN IMMEDIATE holds every row). */
export async function getBooking(db: Kysely<Database>, id: string, lock = false): Promise<Booking | undefined> {
  const query = db.selectFrom('bookings').selectAll().where('id', '=', id);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  // PostgreSQL returns bigint columns as text.
  return (
    row && {
      ...row,
      held_from: Number(row.held_from),
      held_to: Number(row.held_to),
      hold_until: row.hold_until === null ? null : Number(row.hold_until),
      sequence: Number(row.sequence),
    }
  );
}

/**
 * Another confirmed booking holds the time: PostgreSQL's exclusion constraint, or SQLite's partial
 * unique index (its message names the columns). Any other violation (an Idempotency-Key stored by
 * another instance first) is not a taken slot.
 */
function isSlotConflict(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as { code?: string; constraint?: string; message?: string };
  if (code === '23P01') return constraint === 'bookings_no_overlap';
  return code === 'SQLITE_CONSTRAINT_UNIQUE' && (message ?? '').includes('bookings.consultant_id, bookings.starts_at');
}

type Store = Pick<OpenedStore, 'db' | 'kind'>;

const insertBooking = rowInserter('bookings', {
  ...{
    id: true,
    consultant_id: true,
    starts_at: true,
    ends_at: true,
    held_from: true,
    held_to: true,
    status: true,
    hold_until: true,
    confirmed_at: true,
    sequence: true,
  },
  ...{
    full_name: true,
    email: true,
    mailbox: true,
    company_name: true,
    phone: true,
    lead_id: true,
    time_zone: true,
    created_at: true,
    updated_at: true,
    cancelled_at: true,
  },
  ...SOURCE_COLUMNS,
});

/**
 * Runs `work` in a write transaction: on PostgreSQL its own; on SQLite one that holds the write lock
 * from its start (BEGIN IMMEDIATE), shared with the writes that arrive with it (group commit: a
 * commit costs more than a booking's check and insert). Each work runs after the one before it in
 * that transaction and sees what it wrote; when one fails, the others are run again alone.
 */
function writeTransaction<T>(store: Store, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (store.kind === 'postgres') return store.db.transaction().execute(work);
  return immediateGroupCommitter(store.db).run(work);
}

async function saveAnswer(
  db: Kysely<Database>,
  route: IdempotentRoute,
  idempotency: BookingKey | undefined,
  answer: { id: string },
  now: Temporal.Instant,
): Promise<void> {
  if (idempotency)
    await saveKey(db, route, idempotency.key, idempotency.fingerprint, answer, idempotency.replaceExpired, new Date(now.epochMilliseconds).toISOString());
}

/** The meeting from `start` with its buffers, as the columns hold it. */
function meetingAt(availability: Availability, startIso: string) {
  const start = Date.parse(startIso);
  const end = start + availability.meetingMinutes * MINUTE_MS;
  return {
    starts_at: isoOf(start),
    ends_at: isoOf(end),
    held_from: start - availability.bufferBeforeMinutes * MINUTE_MS,
    held_to: end + availability.bufferAfterMinutes * MINUTE_MS,
  };
}

/**
 * Books `request.start` if it is a free slot now (on the grid, past the notice, within the horizon,
 * under the daily cap, and free with its buffers) and the address has room under `limits`, for the
 * consultant the calendar gives it to, and queues its notices.
 */
export async function bookSlot(
  store: Store,
  availability: Availability,
  request: BookingRequest,
  now: Temporal.Instant,
  notices: BookingNotices,
  idempotency?: BookingKey,
  limits: BookingLimits = NO_LIMITS,
): Promise<BookingOutcome> {
  const ruled = slotCandidates(availability, now, request.start);
  if (!ruled) return { refused: whyNotOffered(availability, now, request.start) };
  const slot = withoutBusy(availability, ruled, limits.busy);
  if (!slot) return { taken: true };
  const mailbox = mailboxOf(request.email);
  try {
    return await writeTransaction(store, async (db): Promise<BookingOutcome> => {
      // On PostgreSQL two bookings for one mailbox are counted one after the other (SQLite's write transaction already runs them so).
      if (store.kind === 'postgres') await db.executeQuery(CompiledQuery.raw('select pg_advisory_xact_lock(hashtextextended($1, 0))', [mailbox]));
      await releaseExpiredHolds(db, now);
      const after = isoOf(Math.floor(now.epochMilliseconds / 1000) * 1000);
      const { consultantId, upcoming } = await firstFreeConsultant(db, availability, slot, { mailbox, after, limit: limits.upcomingPerEmail });
      if (upcoming >= limits.upcomingPerEmail) return { limited: 'email' };
      if (!consultantId) return { taken: true };
      const at = instantText(now);
      const meeting = meetingAt(availability, request.start);
      const booking: Booking = {
        id: newRecordId(),
        consultant_id: consultantId,
        ...meeting,
        status: limits.hold ? 'held' : 'confirmed',
        hold_until: limits.hold ? Math.min(now.epochMilliseconds + limits.hold.ms, Date.parse(meeting.starts_at)) : null,
        confirmed_at: limits.hold ? null : at,
        sequence: 0,
        full_name: request.fullName,
        email: request.email,
        mailbox,
        company_name: request.companyName ?? null,
        phone: request.phone ?? null,
        lead_id: request.leadId ?? null,
        time_zone: request.timeZone,
        created_at: at,
        updated_at: at,
        cancelled_at: null,
        ...sourceColumns(request.source),
      };
      await insertBooking(db, booking);
      // A held booking sends no invitation: only the e-mail that confirms it (its confirmation sends them).
      const queued = limits.hold ? holdNoticesOf('booking.held', booking, limits.hold.by, notices, now) : noticesOf('booking.created', booking, notices, now);
      await queueNotifications(db, queued, new Date(now.epochMilliseconds));
      await saveAnswer(db, 'booking', idempotency, receiptOf(booking, limits.hold?.by), now);
      return { booked: booking };
    });
  } catch (error) {
    if (isSlotConflict(error)) return { taken: true };
    throw error;
  }
}

/**
 * Moves a booking to `change.start` if that is a free slot now, its own time not counted against
 * it: the same booking (id, UID), its invitation's sequence one higher, with the same consultant
 * when they are free then, else the one the calendar gives it to. Its pending reminders are
 * replaced by the new time's. The same start again changes nothing (the time zone excepted).
 */
export async function rescheduleBooking(
  store: Store,
  availability: Availability,
  id: string,
  change: { start: string; timeZone?: string },
  now: Temporal.Instant,
  notices: BookingNotices,
  idempotency?: BookingKey,
  busy?: BusyTimes,
): Promise<RescheduleOutcome> {
  try {
    return await writeTransaction(store, async (db): Promise<RescheduleOutcome> => {
      await releaseExpiredHolds(db, now);
      const booking = await getBooking(db, id, store.kind === 'postgres');
      const state = standing(booking, now);
      if (!booking || state !== 'open') return { closed: state === 'open' ? 'unknown' : state };
      const timeZone = change.timeZone ?? booking.time_zone;
      if (Date.parse(change.start) === Date.parse(booking.starts_at)) {
        const same = { ...booking, time_zone: timeZone };
        if (timeZone !== booking.time_zone) await db.updateTable('bookings').set({ time_zone: timeZone }).where('id', '=', id).execute();
        await saveAnswer(db, 'reschedule', idempotency, moveReceiptOf(same), now);
        return { moved: same };
      }
      const ruled = slotCandidates(availability, now, change.start);
      if (!ruled) return { refused: whyNotOffered(availability, now, change.start) };
      const slot = withoutBusy(availability, ruled, busy);
      const free = slot ? await consultantsFreeFor(db, availability, slot, id) : [];
      if (free.length === 0) return { taken: true };
      const consultantId = free.includes(booking.consultant_id) ? booking.consultant_id : free[0]!;
      const changes = {
        ...meetingAt(availability, change.start),
        consultant_id: consultantId,
        sequence: booking.sequence + 1,
        time_zone: timeZone,
        updated_at: instantText(now),
      };
      await db.updateTable('bookings').set(changes).where('id', '=', id).execute();
      const moved: Booking = { ...booking, ...changes };
      await dropPending(db, id, 'booking.reminder');
      await queueNotifications(db, noticesOf('booking.rescheduled', moved, notices, now, booking.consultant_id), new Date(now.epochMilliseconds));
      await saveAnswer(db, 'reschedule', idempotency, moveReceiptOf(moved), now);
      return { moved };
    });
  } catch (error) {
    if (isSlotConflict(error)) return { taken: true };
    throw error;
  }
}

const RELEASE_HOLDS = "update bookings set status = 'released' where status = 'held' and hold_until <= ?";

/** Releases the holds that have expired (bookings_holds): run first in every transaction that takes a time, so their times are free again. */
async function releaseExpiredHolds(db: Kysely<Database>, now: Temporal.Instant): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.executeQuery(CompiledQuery.raw(postgres ? RELEASE_HOLDS.replace('?', '$1') : RELEASE_HOLDS, [now.epochMilliseconds]));
}

export type ConfirmOutcome = { confirmed: Booking } | { expired: true } | { closed: Closed };
export type DeclineOutcome = { declined: Booking } | ConfirmOutcome;

/**
 * A held booking as a link's action finds it: still held (the booking, locked for the change on
 * PostgreSQL), or why there is nothing to do: its hold expired, it is closed, or it is confirmed already.
 */
async function stillHeld(store: Store, db: Kysely<Database>, id: string, now: Temporal.Instant): Promise<{ held: Booking } | ConfirmOutcome> {
  await releaseExpiredHolds(db, now);
  const booking = await getBooking(db, id, store.kind === 'postgres');
  if (booking?.status === 'released') return { expired: true };
  const state = standing(booking, now);
  if (!booking || state !== 'open') return { closed: state === 'open' ? 'unknown' : state };
  if (booking.status === 'confirmed') return { confirmed: booking };
  return { held: booking };
}

/**
 * Makes a held booking firm: confirmed, its notices queued as a new booking's (the invitations).
 * Confirmed already: the same answer again. A hold that expired was released, and its time may be
 * someone else's: the visitor books again.
 */
export async function confirmHold(store: Store, id: string, now: Temporal.Instant, notices: BookingNotices): Promise<ConfirmOutcome> {
  return writeTransaction(store, async (db): Promise<ConfirmOutcome> => {
    const found = await stillHeld(store, db, id, now);
    if (!('held' in found)) return found;
    const booking = found.held;
    const at = instantText(now);
    const changes = { status: 'confirmed' as const, hold_until: null, confirmed_at: at, updated_at: at };
    await db.updateTable('bookings').set(changes).where('id', '=', id).execute();
    const confirmed: Booking = { ...booking, ...changes };
    await queueNotifications(db, noticesOf('booking.created', confirmed, notices, now), new Date(now.epochMilliseconds));
    return { confirmed };
  });
}

/**
 * The consultant declines a held booking (BOOKING_CONFIRMATION=host): its time is free again and the
 * visitor is told. A booking confirmed already stays so (the answer says it is confirmed).
 */
export async function declineHold(store: Store, id: string, now: Temporal.Instant, notices: BookingNotices): Promise<DeclineOutcome> {
  return writeTransaction(store, async (db): Promise<DeclineOutcome> => {
    const found = await stillHeld(store, db, id, now);
    if (!('held' in found)) return found;
    const booking = found.held;
    const changes = { status: 'declined' as const, hold_until: null, updated_at: instantText(now) };
    await db.updateTable('bookings').set(changes).where('id', '=', id).execute();
    const declined: Booking = { ...booking, ...changes };
    await queueNotifications(db, holdNoticesOf('booking.declined', declined, 'host', notices, now), new Date(now.epochMilliseconds));
    return { declined };
  });
}

/** Cancels a booking that has not started: its time is free again, and its notices (METHOD:CANCEL, the sequence one higher) are queued. */
export async function cancelBooking(store: Store, id: string, now: Temporal.Instant, notices: BookingNotices): Promise<CancelOutcome> {
  return writeTransaction(store, async (db): Promise<CancelOutcome> => {
    const booking = await getBooking(db, id, store.kind === 'postgres');
    const state = standing(booking, now);
    if (!booking || state !== 'open') return { closed: state === 'open' ? 'unknown' : state };
    const at = instantText(now);
    const changes = { status: 'cancelled' as const, sequence: booking.sequence + 1, cancelled_at: at, updated_at: at };
    await db.updateTable('bookings').set(changes).where('id', '=', id).execute();
    const cancelled: Booking = { ...booking, ...changes };
    await queueNotifications(db, noticesOf('booking.cancelled', cancelled, notices, now), new Date(now.epochMilliseconds));
    return { cancelled };
  });
}
