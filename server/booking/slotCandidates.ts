/**
 * The first half of the check of one time (the server's re-check of POST /booking and a reschedule):
 * which consultants have it as a slot start by the rules alone (grid, hours, holidays, overrides,
 * notice, horizon), as freeSlots (./slots.ts) expands the whole calendar, without expanding it. What
 * the bookings rule out (a clash, a full day) is the store's half (./slotCheck.ts).
 */
import type { Temporal } from 'temporal-polyfill';
import type { Availability } from '../../src/model/schemas/availability';
import { calendarBounds, calendarClock, hoursOn, minutesOf } from './slots';
import { DAY_MS, MINUTE_MS } from './zoneClock';

/** A consultant who has the time as a slot start on one of their days. */
export interface Candidate {
  consultantId: string;
  /** The instants [from, to) of that local day: the bookings starting in them count towards its cap. */
  day: [number, number][];
}

export interface WantedSlot {
  /** The meeting, epoch milliseconds. */
  start: number;
  end: number;
  /** In the calendar's order; a consultant twice only if two of their days give the time (a clock turned back over midnight). */
  candidates: Candidate[];
}

/** Why a time is nobody's slot start: it has passed, it is inside the notice, past the horizon, or outside every consultant's hours and grid. */
export type NotOffered = 'past' | 'notice' | 'horizon' | 'hours';

/** Why slotCandidates gave nobody for `startIso` (a time). */
export function whyNotOffered(availability: Availability, now: Temporal.Instant, startIso: string): NotOffered {
  const wanted = Date.parse(startIso);
  const { length, earliest, latest } = calendarBounds(availability, now);
  if (wanted <= now.epochMilliseconds) return 'past';
  if (wanted < earliest) return 'notice';
  if (wanted + length > latest) return 'horizon';
  return 'hours';
}

/**
 * Who has `startIso` as a slot start at `now`, by the rules alone; undefined when it is nobody's
 * (off the grid, inside the notice, past the horizon, outside everyone's hours, not a time).
 */
export function slotCandidates(availability: Availability, now: Temporal.Instant, startIso: string): WantedSlot | undefined {
  const wanted = Date.parse(startIso);
  const { length, earliest, latest } = calendarBounds(availability, now);
  if (Number.isNaN(wanted) || wanted < earliest || wanted > latest || wanted + length > latest) return undefined;
  const holidays = new Set(availability.holidays);
  const candidates: Candidate[] = [];
  for (const consultant of availability.consultants) {
    const clock = calendarClock(consultant, earliest, latest);
    const firstDay = Math.floor(clock.wallClockAt(earliest) / DAY_MS) * DAY_MS;
    const lastDay = Math.floor(clock.wallClockAt(latest) / DAY_MS) * DAY_MS;
    const wallDay = Math.floor(clock.wallClockAt(wanted) / DAY_MS) * DAY_MS;
    // A day's slots lie between the instants of its 00:00 and 24:00: within hours of the time's own
    // wall-clock date. Its neighbours give it only where a change turned the clock back over midnight.
    for (let day = Math.max(firstDay, wallDay - DAY_MS); day <= Math.min(lastDay, wallDay + DAY_MS); day += DAY_MS) {
      if (wanted < day - clock.maxOffset || wanted + length > day + DAY_MS - clock.minOffset) continue;
      const onGrid = hoursOn(consultant, day, holidays).some((hours) => {
        const first = clock.instantOf(day + minutesOf(hours.start) * MINUTE_MS);
        const end = clock.instantOf(day + minutesOf(hours.end) * MINUTE_MS);
        return wanted >= first && (wanted - first) % length === 0 && wanted + length <= end;
      });
      if (onGrid) candidates.push({ consultantId: consultant.id, day: clock.instantsOfDay(day) });
    }
  }
  return candidates.length > 0 ? { start: wanted, end: wanted + length, candidates } : undefined;
}
