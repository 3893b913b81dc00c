/**
 * The store's half of the check of one time, run in the write transaction of a booking or a
 * reschedule: of the consultants who have the time by the rules (./slotCandidates.ts), those whose
 * confirmed bookings leave it free, the one a booking goes to first. One query, index lookups only:
 * per candidate the bookings starting on its local day (the daily cap), whether one clashes, and
 * when the consultant was last booked. Gives what freeSlots (./slots.ts) over the whole calendar
 * gives for that time.
 */
import { CompiledQuery, PostgresAdapter, type Kysely } from 'kysely';
import { MAX_BUFFER_MINUTES, MAX_MEETING_MINUTES, type Availability } from '../../src/model/schemas/availability';
import type { Database } from '../store/schema';
import type { WantedSlot } from './slotCandidates';
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

/**
 * The query, as SQL text with its parameters: built by hand, as compiling a query builder's 15
 * subqueries cost more than running them. Each candidate's row: its confirmed bookings starting on
 * its day (by consultant and start: bookings_one_per_start on SQLite, bookings_confirmed_start on
 * PostgreSQL); those whose held time overlaps the meeting's with its buffers (PostgreSQL: by the
 * exclusion constraint's index over the held range; SQLite: among those starting within a day of
 * it); and when the consultant was last booked, cancelled bookings included, as the whole
 * calendar's lastBooked (bookings_consultant_created). `status` is a literal, not a parameter:
 * SQLite uses a partial index only for a condition it can read.
 */
export function candidateQuery(postgres: boolean, availability: Availability, slot: WantedSlot, except?: string): CompiledQuery<CandidateRow> {
  const parameters: unknown[] = [];
  // Written in the order of the text (SQLite's placeholders are positional), without a function
  // made per call: under tsx (npm run bench) each one made costs a microsecond.
  const heldFrom = slot.start - availability.bufferBeforeMinutes * MINUTE_MS;
  const heldTo = slot.end + availability.bufferAfterMinutes * MINUTE_MS;
  const nearFrom = startBound(slot.start - CLASH_REACH_MS);
  const nearTo = startBound(slot.end + CLASH_REACH_MS);
  const rows: string[] = [];
  slot.candidates.forEach(({ consultantId, day }, index) => {
    let row = `select ${index} as candidate, (select count(*) ${confirmedOf(parameters, postgres, consultantId, except)} and (`;
    day.forEach(([from, to], range) => {
      row += `${range > 0 ? ' or ' : ''}(starts_at >= ${mark(parameters, postgres, startBound(from))} and starts_at < ${mark(parameters, postgres, startBound(to))})`;
    });
    row += `)) as on_day, (select count(*) ${confirmedOf(parameters, postgres, consultantId, except)}`;
    if (postgres) row += ` and int8range(held_from, held_to) && int8range(${mark(parameters, postgres, heldFrom)}, ${mark(parameters, postgres, heldTo)})) as clashes`;
    else row += ` and starts_at >= ${mark(parameters, postgres, nearFrom)} and starts_at < ${mark(parameters, postgres, nearTo)} and held_from < ${mark(parameters, postgres, heldTo)} and held_to > ${mark(parameters, postgres, heldFrom)}) as clashes`;
    row += `, (select max(created_at) from bookings where consultant_id = ${mark(parameters, postgres, consultantId)}) as last_booked`;
    rows.push(row);
  });
  // The text depends only on the query's shape; the same string each time is hashed once where the
  // store caches its prepared statements.
  const shape = `${postgres ? 'p' : 's'}${except === undefined ? '' : 'x'}${slot.candidates.map(({ day }) => day.length).join('')}`;
  let text = TEXTS.get(shape);
  if (text === undefined) {
    text = rows.join(' union all ');
    if (TEXTS.size < 100) TEXTS.set(shape, text);
  }
  return CompiledQuery.raw(text, parameters) as CompiledQuery<CandidateRow>;
}

/** The query's text by its shape: the store, a booking excepted or not, and each candidate's day's ranges. */
const TEXTS = new Map<string, string>();

/** Adds a parameter: its placeholder. */
function mark(parameters: unknown[], postgres: boolean, value: unknown): string {
  parameters.push(value);
  return postgres ? `$${parameters.length}` : '?';
}

/** A consultant's confirmed bookings, but the one excepted. */
function confirmedOf(parameters: unknown[], postgres: boolean, consultantId: string, except: string | undefined): string {
  const consultant = `from bookings where consultant_id = ${mark(parameters, postgres, consultantId)} and status = 'confirmed'`;
  return except === undefined ? consultant : `${consultant} and id <> ${mark(parameters, postgres, except)}`;
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
