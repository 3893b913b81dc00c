/**
 * Free consultation slots from the availability rules (content/site/booking.yaml) and the
 * bookings held: UTC instants on each working interval's grid of the meeting length, minus each
 * booking with its buffers, the minimum notice and the horizon, and the days a consultant has
 * reached the daily cap. Several consultants are offered as one calendar; a booking goes to the
 * least recently booked consultant free at that time.
 *
 * Time zones: each consultant's hours are wall-clock times in their own IANA zone, resolved by
 * Temporal (temporal-polyfill), so the machine's zone never enters. Wall-clock times a daylight-
 * saving change skips or repeats resolve as RFC 5545 does ('compatible': a skipped time moves
 * forward by the gap, a repeated time is its first occurrence), and slots are then counted in real
 * time: a 01:00–04:00 interval on a spring-forward night holds two hours of slots, on a fall-back
 * night four.
 */
import { Temporal } from 'temporal-polyfill';
import type { Availability, Consultant, WorkingHours } from '../../src/model/schemas/availability';

/** A booking that holds a consultant's time (cancelled bookings are not passed in). */
export interface HeldBooking {
  consultantId: string;
  /** Start and end as UTC instants (ISO 8601). */
  start: string;
  end: string;
}

/**
 * When each consultant was last given a booking (ISO 8601), by consultant id, whatever its age:
 * the next booking goes to the least recently booked one free then. Never booked: not in it.
 */
export type LastBooked = Readonly<Record<string, string>>;

export interface Slot {
  start: string;
  end: string;
  /** The consultants free at this time, the one the next booking goes to first. */
  consultantIds: string[];
}

export const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const DAY_MS = 24 * HOUR_MS;
const epochMs = (iso: string) => Date.parse(iso);
/** An instant as ISO 8601 in UTC, as Temporal writes it ("2026-03-08T14:00:00Z"). */
export const isoOf = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');
/** A wall-clock day, held as the epoch milliseconds of its midnight read as UTC, as "YYYY-MM-DD". */
const dateKey = (wallMs: number) => new Date(wallMs).toISOString().slice(0, 10);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const YEAR_SEGMENTS = new Map<string, { from: number; offset: number }[]>();

/**
 * A zone's offsets over whole calendar years around a window, from its first instant on: where each
 * offset starts. Looked up once per zone and years (Temporal's search for the next transition is the
 * costly part, and the zone data does not change while the process runs).
 */
function zoneSegments(timeZone: string, fromMs: number, toMs: number): { from: number; offset: number }[] {
  const firstYear = new Date(fromMs).getUTCFullYear();
  const lastYear = new Date(toMs).getUTCFullYear();
  const key = `${timeZone} ${firstYear} ${lastYear}`;
  const known = YEAR_SEGMENTS.get(key);
  if (known) return known;
  const start = Date.UTC(firstYear, 0, 1) - DAY_MS;
  const end = Date.UTC(lastYear + 1, 0, 1) + DAY_MS;
  let zoned = Temporal.Instant.fromEpochMilliseconds(start).toZonedDateTimeISO(timeZone);
  const segments = [{ from: -Infinity, offset: zoned.offsetNanoseconds / 1e6 }];
  for (let next = zoned.getTimeZoneTransition('next'); next && next.epochMilliseconds <= end; next = next.getTimeZoneTransition('next')) {
    segments.push({ from: next.epochMilliseconds, offset: next.offsetNanoseconds / 1e6 });
    zoned = next;
  }
  YEAR_SEGMENTS.set(key, segments);
  return segments;
}

/**
 * One zone's clock over a window: instants to wall-clock time and back. Resolving each time through
 * Temporal costs about 80 µs, and a 21-day calendar resolves hundreds, so the zone's offsets are read
 * once (they change only at the transitions Temporal reports) and times are converted by them. A
 * wall-clock time in a transition's gap goes to Temporal ('compatible': moved forward by the gap);
 * a repeated one is its first occurrence, as 'compatible' says.
 */
function zoneClock(timeZone: string, fromMs: number, toMs: number) {
  const segments = zoneSegments(timeZone, fromMs, toMs);
  const offsetAt = (ms: number) => segments.findLast((segment) => ms >= segment.from)!.offset;
  const offsets = [...new Set(segments.map((segment) => segment.offset))];
  return {
    /** The wall-clock time (as UTC milliseconds) at an instant. */
    wallClockAt: (instant: number) => instant + offsetAt(instant),
    /** The instant a wall-clock time (as UTC milliseconds) falls on. */
    instantOf(wall: number): number {
      const readings = offsets.map((offset) => wall - offset).filter((instant) => offsetAt(instant) === wall - instant);
      if (readings.length > 0) return Math.min(...readings);
      const plain = Temporal.PlainDateTime.from(new Date(wall).toISOString().slice(0, 16));
      return plain.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds;
    },
  };
}

function hoursOn(consultant: Consultant, wallDay: number, holidays: ReadonlySet<string>): readonly WorkingHours[] {
  const key = dateKey(wallDay);
  if (holidays.has(key)) return [];
  const override = consultant.overrides.find((entry) => entry.date === key);
  // getUTCDay: 0 is Sunday.
  return override ? override.hours : consultant.weeklyHours[WEEKDAYS[(new Date(wallDay).getUTCDay() + 6) % 7]!];
}

/** What one consultant's bookings rule out: buffered ranges, and the number of bookings per local day. */
function heldTime(availability: Availability, consultant: Consultant, bookings: readonly HeldBooking[], clock: ReturnType<typeof zoneClock>) {
  const before = availability.bufferBeforeMinutes * MINUTE_MS;
  const after = availability.bufferAfterMinutes * MINUTE_MS;
  const own = bookings.filter((booking) => booking.consultantId === consultant.id);
  const perDay = new Map<string, number>();
  for (const booking of own) {
    const day = dateKey(clock.wallClockAt(epochMs(booking.start)));
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const ranges = own.map((booking) => [epochMs(booking.start) - before, epochMs(booking.end) + after] as const);
  /** Whether a meeting from `start` to `end`, with its own buffers, overlaps a booking's buffered range. */
  const overlaps = (start: number, end: number) => ranges.some(([from, to]) => start - before < to && end + after > from);
  return { perDay, overlaps };
}

/** The consultants in the order the next booking goes to them: never booked first, then least recently booked. */
export function bookingOrder(availability: Availability, lastBooked: LastBooked): string[] {
  const last = (id: string) => (lastBooked[id] === undefined ? -Infinity : epochMs(lastBooked[id]));
  return availability.consultants
    .map((consultant, index) => ({ id: consultant.id, index, last: last(consultant.id) }))
    .sort((a, b) => a.last - b.last || a.index - b.index)
    .map((entry) => entry.id);
}

/** Instants (epoch milliseconds) a calculation may be limited to: the slots of the days around them. */
export interface Window {
  from: number;
  to: number;
}

/**
 * Every free slot from `now` (plus the notice) to the horizon, in time order; with `within`, only
 * those of each consultant's days that the window touches (the rest of the horizon is not expanded).
 */
export function freeSlots(availability: Availability, bookings: readonly HeldBooking[], now: Temporal.Instant, lastBooked: LastBooked = {}, within?: Window): Slot[] {
  const length = availability.meetingMinutes * MINUTE_MS;
  const earliest = now.epochMilliseconds + availability.minimumNoticeHours * HOUR_MS;
  const latest = now.epochMilliseconds + availability.horizonDays * 24 * HOUR_MS;
  const from = Math.max(earliest, within?.from ?? earliest);
  const to = Math.min(latest, within?.to ?? latest);
  const holidays = new Set(availability.holidays);
  const byStart = new Map<number, string[]>();

  for (const consultant of availability.consultants) {
    if (from > to) break;
    const clock = zoneClock(consultant.timeZone, from - 2 * DAY_MS, to + 2 * DAY_MS);
    const { perDay, overlaps } = heldTime(availability, consultant, bookings, clock);
    const lastDay = Math.floor(clock.wallClockAt(to) / DAY_MS) * DAY_MS;
    for (let day = Math.floor(clock.wallClockAt(from) / DAY_MS) * DAY_MS; day <= lastDay; day += DAY_MS) {
      if ((perDay.get(dateKey(day)) ?? 0) >= availability.dailyCapPerConsultant) continue;
      for (const hours of hoursOn(consultant, day, holidays)) {
        const end = clock.instantOf(day + minutesOf(hours.end) * MINUTE_MS);
        for (let start = clock.instantOf(day + minutesOf(hours.start) * MINUTE_MS); start + length <= end; start += length) {
          if (start < from || start > to || start + length > latest || overlaps(start, start + length)) continue;
          byStart.set(start, [...(byStart.get(start) ?? []), consultant.id]);
        }
      }
    }
  }

  const order = bookingOrder(availability, lastBooked);
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, ids]) => ({
      start: isoOf(start),
      end: isoOf(start + length),
      consultantIds: order.filter((id) => ids.includes(id)),
    }));
}

/**
 * The consultants free for a meeting at `start`, the one a booking goes to first; none when that
 * time is not a free slot now (off the grid, inside the notice, past the horizon, taken, or the day
 * is full): the server's re-check on every request.
 */
export function consultantsFreeAt(availability: Availability, bookings: readonly HeldBooking[], now: Temporal.Instant, start: string, lastBooked: LastBooked = {}): string[] {
  const wanted = epochMs(start);
  if (Number.isNaN(wanted)) return [];
  // That time's day only: this check runs under the store's write lock.
  return freeSlots(availability, bookings, now, lastBooked, { from: wanted, to: wanted }).find((slot) => epochMs(slot.start) === wanted)?.consultantIds ?? [];
}

/** The consultant a booking of `start` goes to, or undefined when that time is not a free slot now. */
export function consultantFor(availability: Availability, bookings: readonly HeldBooking[], now: Temporal.Instant, start: string, lastBooked: LastBooked = {}): string | undefined {
  return consultantsFreeAt(availability, bookings, now, start, lastBooked)[0];
}
