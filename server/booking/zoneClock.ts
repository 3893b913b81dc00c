/**
 * A consultant's zone as the calendar reads it (./slots.ts's header: 'compatible' for wall-clock
 * times a daylight-saving change skips or repeats): instants to wall-clock time and back, and the
 * instants of a wall-clock day. Wall-clock times are held as the epoch milliseconds they would be
 * if read as UTC.
 */
import { Temporal } from 'temporal-polyfill';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

interface Segment {
  /** The first instant with this offset (-Infinity: from before the window on). */
  from: number;
  offset: number;
}

/**
 * A zone's offsets over whole calendar years, from a day before the first to a day after the last:
 * where each offset starts (Temporal's search for the next transition is the costly part).
 */
function zoneSegments(timeZone: string, firstYear: number, lastYear: number): Segment[] {
  const start = Date.UTC(firstYear, 0, 1) - DAY_MS;
  const end = Date.UTC(lastYear + 1, 0, 1) + DAY_MS;
  let zoned = Temporal.Instant.fromEpochMilliseconds(start).toZonedDateTimeISO(timeZone);
  const segments: Segment[] = [{ from: -Infinity, offset: zoned.offsetNanoseconds / 1e6 }];
  for (let next = zoned.getTimeZoneTransition('next'); next && next.epochMilliseconds <= end; next = next.getTimeZoneTransition('next')) {
    segments.push({ from: next.epochMilliseconds, offset: next.offsetNanoseconds / 1e6 });
    zoned = next;
  }
  return segments;
}

export interface ZoneClock {
  /** The wall-clock time at an instant. */
  wallClockAt(instant: number): number;
  /** The instant a wall-clock time falls on: a repeated time's first occurrence, a skipped one moved forward by the gap. */
  instantOf(wall: number): number;
  /** The zone's smallest and largest offsets over the window: an instantOf(wall) lies between wall - largest and wall - smallest. */
  minOffset: number;
  maxOffset: number;
  /** The instants whose wall-clock date is the day starting at `wallDay`: one range [from, to), or two when a change turns the clock back over midnight. */
  instantsOfDay(wallDay: number): [number, number][];
}

interface KnownClock {
  /** The first instants of the first year, the year after it, the last year and the year after that. */
  firstYear: number;
  afterFirstYear: number;
  lastYear: number;
  afterLastYear: number;
  clock: ZoneClock;
}

/** By zone, each for its years: the zone data does not change while the process runs. */
const CLOCKS = new Map<string, KnownClock[]>();

/**
 * One zone's clock over a window (whole years around it). Resolving each time through Temporal is
 * costly (measured: docs/performance.md, "Measurements behind the code"), and a 21-day calendar
 * resolves hundreds, so the zone's offsets are read once (they change only at the transitions
 * Temporal reports) and times are converted by them. A wall-clock time in a transition's gap goes to
 * Temporal ('compatible': moved forward by the gap); a repeated one is its first occurrence, as
 * 'compatible' says.
 */
export function zoneClock(timeZone: string, fromMs: number, toMs: number): ZoneClock {
  const known = CLOCKS.get(timeZone) ?? [];
  // Found without building a key from dates: the check of one time asks for each consultant's on every request.
  const same = known.find((entry) => fromMs >= entry.firstYear && fromMs < entry.afterFirstYear && toMs >= entry.lastYear && toMs < entry.afterLastYear);
  if (same) return same.clock;
  const firstYear = new Date(fromMs).getUTCFullYear();
  const lastYear = new Date(toMs).getUTCFullYear();
  const clock = clockOf(timeZone, zoneSegments(timeZone, firstYear, lastYear));
  known.push({
    firstYear: Date.UTC(firstYear, 0, 1),
    afterFirstYear: Date.UTC(firstYear + 1, 0, 1),
    lastYear: Date.UTC(lastYear, 0, 1),
    afterLastYear: Date.UTC(lastYear + 1, 0, 1),
    clock,
  });
  CLOCKS.set(timeZone, known);
  return clock;
}

function clockOf(timeZone: string, segments: readonly Segment[]): ZoneClock {
  const offsetAt = (ms: number) => {
    let index = segments.length - 1;
    while (ms < segments[index]!.from) index -= 1;
    return segments[index]!.offset;
  };
  const offsets = [...new Set(segments.map((segment) => segment.offset))];
  return {
    minOffset: Math.min(...offsets),
    maxOffset: Math.max(...offsets),
    wallClockAt: (instant) => instant + offsetAt(instant),
    instantOf(wall) {
      let first = Infinity;
      for (const offset of offsets) {
        const instant = wall - offset;
        if (instant < first && offsetAt(instant) === offset) first = instant;
      }
      if (first !== Infinity) return first;
      const plain = Temporal.PlainDateTime.from(new Date(wall).toISOString().slice(0, 16));
      return plain.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds;
    },
    instantsOfDay(wallDay) {
      const ranges: [number, number][] = [];
      segments.forEach((segment, index) => {
        const from = Math.max(segment.from, wallDay - segment.offset);
        const to = Math.min(segments[index + 1]?.from ?? Infinity, wallDay + DAY_MS - segment.offset);
        if (from >= to) return;
        const last = ranges.at(-1);
        if (last && last[1] === from) last[1] = to;
        else ranges.push([from, to]);
      });
      return ranges;
    },
  };
}
