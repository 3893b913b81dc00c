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
import type { Temporal } from 'temporal-polyfill';
import type { Availability, Consultant, WorkingHours } from '../../src/model/schemas/availability';
import type { BusyTimes } from './busyTimes';
import { DAY_MS, HOUR_MS, MINUTE_MS, zoneClock, type ZoneClock } from './zoneClock';

/** A booking that holds a consultant's time (cancelled bookings are not passed in). */
export interface HeldBooking {
  consultantId: string;
  /** Start and end as UTC instants (ISO 8601). */
  start: string;
  end: string;
  /**
   * The time it holds with its buffers (epoch milliseconds, as stored): what a meeting with its own
   * buffers may not overlap. Without them, the start and end with today's buffers.
   */
  heldFrom?: number;
  heldTo?: number;
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

/** A free slot as the visitor is offered it (GET /booking/slots, a 409's fresh slots, the chat): UTC instants (ISO 8601), not who is free. */
export type OfferedSlot = Pick<Slot, 'start' | 'end'>;

export { MINUTE_MS } from './zoneClock';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const epochMs = (iso: string) => Date.parse(iso);
/** An instant as ISO 8601 in UTC, as Temporal writes it ("2026-03-08T14:00:00Z"). */
export const isoOf = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');
/** `instant.toString()` ("2026-03-08T14:00:00Z", "…:00.25Z"): the same text without the polyfill's cost (some 20 µs a call) when it holds whole milliseconds. */
export function instantText(instant: Temporal.Instant): string {
  if (instant.epochNanoseconds % 1_000_000n !== 0n) return instant.toString();
  // "2026-03-08T14:00:00.250Z": the fraction without its trailing zeros, and without its point when nothing is left.
  const iso = new Date(instant.epochMilliseconds).toISOString();
  let fraction = iso.slice(20, 23);
  while (fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${iso.slice(0, 19)}${fraction ? `.${fraction}` : ''}Z`;
}
const DATE_KEYS = new Map<number, string>();
/** A wall-clock day, held as the epoch milliseconds of its midnight read as UTC, as "YYYY-MM-DD" (remembered: formatting costs a microsecond, and the calendar reads the same few days again and again). */
function dateKey(wallMs: number): string {
  let key = DATE_KEYS.get(wallMs);
  if (key === undefined) {
    if (DATE_KEYS.size >= 10_000) DATE_KEYS.clear();
    key = new Date(wallMs).toISOString().slice(0, 10);
    DATE_KEYS.set(wallMs, key);
  }
  return key;
}
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** What bounds every slot at `now`: the meeting's length, the earliest start (the notice) and the latest end (the horizon), in epoch milliseconds. */
export function calendarBounds(availability: Availability, now: Temporal.Instant) {
  return {
    length: availability.meetingMinutes * MINUTE_MS,
    earliest: now.epochMilliseconds + availability.minimumNoticeHours * HOUR_MS,
    latest: now.epochMilliseconds + availability.horizonDays * DAY_MS,
  };
}

/** The zone clock the whole calendar at `now` reads a consultant's hours with (the same one for the check of one time). */
export const calendarClock = (consultant: Consultant, earliest: number, latest: number) =>
  zoneClock(consultant.timeZone, earliest - 2 * DAY_MS, latest + 2 * DAY_MS);

/** A consultant's working hours on a wall-clock day: none on a holiday, the override's on an overridden date, else the weekday's. */
export function hoursOn(consultant: Consultant, wallDay: number, holidays: ReadonlySet<string>): readonly WorkingHours[] {
  const key = dateKey(wallDay);
  if (holidays.has(key)) return [];
  const override = consultant.overrides.find((entry) => entry.date === key);
  // getUTCDay: 0 is Sunday.
  return override ? override.hours : consultant.weeklyHours[WEEKDAYS[(new Date(wallDay).getUTCDay() + 6) % 7]!];
}

/** What one consultant's bookings rule out (buffered ranges, and the number of bookings per local day) and their own calendar's busy times (ranges only). */
function heldTime(availability: Availability, consultant: Consultant, bookings: readonly HeldBooking[], clock: ZoneClock, busy: BusyTimes | undefined) {
  const before = availability.bufferBeforeMinutes * MINUTE_MS;
  const after = availability.bufferAfterMinutes * MINUTE_MS;
  const own = bookings.filter((booking) => booking.consultantId === consultant.id);
  const perDay = new Map<string, number>();
  for (const booking of own) {
    const day = dateKey(clock.wallClockAt(epochMs(booking.start)));
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const ranges = [
    ...own.map((booking) => [booking.heldFrom ?? epochMs(booking.start) - before, booking.heldTo ?? epochMs(booking.end) + after] as const),
    ...(busy?.get(consultant.id) ?? []),
  ];
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

/** Every free slot from `now` (plus the notice) to the horizon, in time order; `busy`: the consultants' own calendars' busy times. */
export function freeSlots(
  availability: Availability,
  bookings: readonly HeldBooking[],
  now: Temporal.Instant,
  lastBooked: LastBooked = {},
  busy?: BusyTimes,
): Slot[] {
  const { length, earliest, latest } = calendarBounds(availability, now);
  const holidays = new Set(availability.holidays);
  const byStart = new Map<number, string[]>();

  for (const consultant of availability.consultants) {
    if (earliest > latest) break;
    const clock = calendarClock(consultant, earliest, latest);
    const { perDay, overlaps } = heldTime(availability, consultant, bookings, clock, busy);
    const lastDay = Math.floor(clock.wallClockAt(latest) / DAY_MS) * DAY_MS;
    for (let day = Math.floor(clock.wallClockAt(earliest) / DAY_MS) * DAY_MS; day <= lastDay; day += DAY_MS) {
      if ((perDay.get(dateKey(day)) ?? 0) >= availability.dailyCapPerConsultant) continue;
      for (const hours of hoursOn(consultant, day, holidays)) {
        const end = clock.instantOf(day + minutesOf(hours.end) * MINUTE_MS);
        for (let start = clock.instantOf(day + minutesOf(hours.start) * MINUTE_MS); start + length <= end; start += length) {
          if (start < earliest || start > latest || start + length > latest || overlaps(start, start + length)) continue;
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
