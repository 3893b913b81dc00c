/**
 * The store's half of the check of one time, run in the write transaction of a booking or a
 * reschedule: of the consultants who have the time by the rules (./slotCandidates.ts), those whose
 * confirmed bookings leave it free, the one a booking goes to first. Index lookups only: per
 * candidate the bookings starting on its local day (the daily cap), whether one clashes, and when
 * the consultant was last booked. Gives what freeSlots (./slots.ts) over the whole calendar gives
 * for that time.
 */
import { CompiledQuery, PostgresAdapter, type Kysely } from 'kysely';
import { MAX_BUFFER_MINUTES, MAX_MEETING_MINUTES, type Availability } from '../../src/model/schemas/availability';
import type { Database } from '../store/schema';
import type { Candidate, WantedSlot } from './slotCandidates';
import { bookingOrder, isoOf } from './slots';
import { MINUTE_MS } from './zoneClock';

/**
 * SQLite: how far from the wanted time a clashing booking's start is sought. A booking made when the
 * meeting or the buffers were longer holds more than today's would, but never more than the file
 * allows: its start lies within the meeting and both buffers of a time it holds. PostgreSQL finds a
 * clash by the held range itself.
 */
const CLASH_REACH_MS = (MAX_MEETING_MINUTES + 2 * MAX_BUFFER_MINUTES) * MINUTE_MS;

interface CandidateRow {
  candidate: number;
  on_day: number | string;
  clashes: number | string;
  last_booked: string | null;
}

const BOUNDS = new Map<number, string>();
/**
 * A bound for starts_at, which holds whole seconds as "YYYY-MM-DDTHH:MM:SSZ" (text order is time
 * order). Remembered: the same days' bounds come again and again, and formatting costs a microsecond.
 */
function startBound(ms: number): string {
  const whole = Math.ceil(ms / 1000) * 1000;
  let bound = BOUNDS.get(whole);
  if (bound === undefined) {
    if (BOUNDS.size >= 10_000) BOUNDS.clear();
    bound = isoOf(whole);
    BOUNDS.set(whole, bound);
  }
  return bound;
}

/** What every query of the check needs to write its conditions. */
interface QueryText {
  postgres: boolean;
  parameters: unknown[];
  except: string | undefined;
}

/** Adds a parameter: its placeholder. */
function mark(query: QueryText, value: unknown): string {
  query.parameters.push(value);
  return query.postgres ? `$${query.parameters.length}` : '?';
}

/** A consultant's confirmed bookings, but the one excepted. */
function confirmedOf(query: QueryText, consultantId: string): string {
  const consultant = `from bookings where consultant_id = ${mark(query, consultantId)} and status in ('held', 'confirmed')`;
  return query.except === undefined ? consultant : `${consultant} and id <> ${mark(query, query.except)}`;
}

/**
 * How many of the consultant's confirmed bookings start on the candidate's day: by consultant and
 * start (bookings_one_per_start on SQLite, bookings_confirmed_start on PostgreSQL).
 */
function onDay(query: QueryText, { consultantId, day }: Candidate): string {
  let text = `(select count(*) ${confirmedOf(query, consultantId)} and (`;
  day.forEach(([from, to], range) => {
    text += `${range > 0 ? ' or ' : ''}(starts_at >= ${mark(query, startBound(from))} and starts_at < ${mark(query, startBound(to))})`;
  });
  return `${text}))`;
}

/** The consultant's confirmed bookings whose held time overlaps the meeting's with its buffers. */
function clashing(query: QueryText, availability: Availability, slot: WantedSlot, consultantId: string): string {
  const heldFrom = slot.start - availability.bufferBeforeMinutes * MINUTE_MS;
  const heldTo = slot.end + availability.bufferAfterMinutes * MINUTE_MS;
  // PostgreSQL: by the exclusion constraint's index over the held range; SQLite: among those
  // starting near it, by consultant and start.
  if (query.postgres)
    return `${confirmedOf(query, consultantId)} and int8range(held_from, held_to) && int8range(${mark(query, heldFrom)}, ${mark(query, heldTo)})`;
  // Parameters are marked in the order of the text: SQLite's placeholders are positional.
  const consultant = confirmedOf(query, consultantId);
  const near = `starts_at >= ${mark(query, startBound(slot.start - CLASH_REACH_MS))} and starts_at < ${mark(query, startBound(slot.end + CLASH_REACH_MS))}`;
  return `${consultant} and ${near} and held_from < ${mark(query, heldTo)} and held_to > ${mark(query, heldFrom)}`;
}

/** When the consultant was last booked, cancelled bookings included, as the whole calendar's lastBooked (bookings_consultant_created). */
function lastBooked(query: QueryText, consultantId: string): string {
  return `(select max(created_at) from bookings where consultant_id = ${mark(query, consultantId)})`;
}

/**
 * The query text by its shape (the same string each time is hashed once where the store caches its
 * prepared statements): made once per shape, as the values are parameters.
 */
const TEXTS = new Map<string, string>();

/** The rows joined by `union all`, then `tail`; `rows` is run every time, as it adds the parameters. */
function compiled<Row>(shape: string, query: QueryText, rows: () => string[], tail = ''): CompiledQuery<Row> {
  const key = `${query.postgres ? 'p' : 's'}${query.except === undefined ? '' : 'x'}${shape}`;
  let text = TEXTS.get(key);
  if (text === undefined) {
    text = rows().join(' union all ') + tail;
    if (TEXTS.size < 200) TEXTS.set(key, text);
  } else {
    rows();
  }
  return CompiledQuery.raw(text, query.parameters) as CompiledQuery<Row>;
}

/** Each candidate's day-range count: the only part of a candidate that changes the text. */
const shapeOf = (candidates: readonly Candidate[]) => candidates.map(({ day }) => day.length).join('');

/**
 * The query of every candidate, as SQL text with its parameters: built by hand, as compiling a
 * query builder's 15 subqueries cost more than running them. Each candidate's row: its bookings on
 * its day, those that clash, and when the consultant was last booked. `status` is a literal, not a
 * parameter: SQLite uses a partial index only for a condition it can read.
 */
export function candidateQuery(postgres: boolean, availability: Availability, slot: WantedSlot, except?: string): CompiledQuery<CandidateRow> {
  const query: QueryText = { postgres, parameters: [], except };
  const rows = () =>
    slot.candidates.map(
      (candidate, index) =>
        `select ${index} as candidate, ${onDay(query, candidate)} as on_day, (select count(*) ${clashing(query, availability, slot, candidate.consultantId)}) as clashes, ${lastBooked(query, candidate.consultantId)} as last_booked`,
    );
  return compiled(`all${shapeOf(slot.candidates)}`, query, rows);
}

/** The visitor's mailbox and the instant (a starts_at bound) after which a booking's end is upcoming. */
export interface VisitorBookings {
  mailbox: string;
  after: string;
}

/** How many bookings of the visitor's mailbox have not ended (bookings_mailbox): the same on every row, computed once. */
function upcoming(query: QueryText, visitor: VisitorBookings | undefined): string {
  if (!visitor) return '0';
  return `(select count(*) from bookings where mailbox = ${mark(query, visitor.mailbox)} and status in ('held', 'confirmed') and ends_at > ${mark(query, visitor.after)})`;
}

/** When each consultant was last booked (one index seek each), and how many upcoming bookings the visitor's mailbox holds. */
function lastBookedQuery(
  postgres: boolean,
  consultantIds: readonly string[],
  visitor: VisitorBookings | undefined,
): CompiledQuery<{ candidate: number | string; last_booked: string | null; upcoming: number | string }> {
  const query: QueryText = { postgres, parameters: [], except: undefined };
  const rows = () =>
    consultantIds.map(
      (consultantId, index) => `select ${index} as candidate, ${lastBooked(query, consultantId)} as last_booked, ${upcoming(query, visitor)} as upcoming`,
    );
  return compiled(`last${consultantIds.length}${visitor ? 'v' : ''}`, query, rows);
}

/**
 * The first of the candidates, in the order given, whose day is under the cap and whose time is
 * free: one row or none. The database stops at the first candidate that passes (a compound select's
 * limit), so a booking that goes to the first consultant in turn checks that one alone.
 */
function firstFreeQuery(
  postgres: boolean,
  availability: Availability,
  slot: WantedSlot,
  ordered: readonly Candidate[],
): CompiledQuery<{ candidate: number | string }> {
  const query: QueryText = { postgres, parameters: [], except: undefined };
  const rows = () =>
    ordered.map(
      (candidate) =>
        `select ${postgres ? `${mark(query, slot.candidates.indexOf(candidate))}::int` : mark(query, slot.candidates.indexOf(candidate))} as candidate where ${onDay(query, candidate)} < ${mark(query, availability.dailyCapPerConsultant)} and not exists (select 1 ${clashing(query, availability, slot, candidate.consultantId)})`,
    );
  return compiled(`first${shapeOf(ordered)}`, query, rows, ' limit 1');
}

/**
 * The consultants free for `slot`, the one a booking goes to first; `except`: a booking being
 * moved, whose own time does not hold it back. Empty when none is.
 */
export async function consultantsFreeFor(db: Kysely<Database>, availability: Availability, slot: WantedSlot, except?: string): Promise<string[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const { rows } = await db.executeQuery(candidateQuery(postgres, availability, slot, except));
  const free = new Set<string>();
  const lastBooked: Record<string, string> = {};
  for (const row of rows) {
    const { consultantId } = slot.candidates[Number(row.candidate)]!;
    if (row.last_booked !== null) lastBooked[consultantId] = row.last_booked;
    if (Number(row.clashes) === 0 && Number(row.on_day) < availability.dailyCapPerConsultant) free.add(consultantId);
  }
  return bookingOrder(availability, lastBooked).filter((id) => free.has(id));
}

/**
 * The consultant a booking of `slot` goes to: the first in the calendar's turn (./slots.ts
 * bookingOrder) who is free then; undefined when none is. Two index-only queries: when each was
 * last booked (with how many upcoming bookings the visitor's mailbox holds, `upcoming`: at
 * `limit`, no consultant is sought), then the candidates in that turn until one is free.
 */
export async function firstFreeConsultant(
  db: Kysely<Database>,
  availability: Availability,
  slot: WantedSlot,
  visitor?: VisitorBookings & { limit: number },
): Promise<{ consultantId?: string; upcoming: number }> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const consultantIds = [...new Set(slot.candidates.map(({ consultantId }) => consultantId))];
  const { rows: last } = await db.executeQuery(lastBookedQuery(postgres, consultantIds, visitor));
  const upcomingBookings = Number(last[0]?.upcoming ?? 0);
  if (visitor && upcomingBookings >= visitor.limit) return { upcoming: upcomingBookings };
  const booked: Record<string, string> = {};
  for (const row of last) if (row.last_booked !== null) booked[consultantIds[Number(row.candidate)]!] = row.last_booked;
  const turn = bookingOrder(availability, booked);
  const ordered = turn.flatMap((id) => slot.candidates.filter(({ consultantId }) => consultantId === id));
  const { rows } = await db.executeQuery(firstFreeQuery(postgres, availability, slot, ordered));
  return { upcoming: upcomingBookings, ...(rows[0] === undefined ? {} : { consultantId: slot.candidates[Number(rows[0].candidate)]!.consultantId }) };
}
