import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS, zoneClock } from './zoneClock';

/** The minutes from `from` to `to` whose date in `timeZone` is `date`, as [from, to) ranges: Temporal's answer, minute by minute. */
function minutesOn(timeZone: string, date: string, from: number, to: number): [number, number][] {
  const ranges: [number, number][] = [];
  for (let minute = from; minute < to; minute += MINUTE_MS) {
    if (Temporal.Instant.fromEpochMilliseconds(minute).toZonedDateTimeISO(timeZone).toPlainDate().toString() !== date) continue;
    const last = ranges.at(-1);
    if (last && last[1] === minute) last[1] = minute + MINUTE_MS;
    else ranges.push([minute, minute + MINUTE_MS]);
  }
  return ranges;
}

describe('the instants of a wall-clock day', () => {
  it.each([
    ['America/New_York', '2026-03-08'],
    ['America/New_York', '2026-11-01'],
    ['Australia/Lord_Howe', '2026-04-05'],
    ['America/Santiago', '2026-04-04'],
    ['America/Santiago', '2026-09-06'],
    ['Asia/Kolkata', '2026-06-01'],
    // 00:01 NDT went back to 23:01 NST: 7 November's first minute, then an hour of 6 November again.
    ['America/St_Johns', '2010-11-06'],
    ['America/St_Johns', '2010-11-07'],
  ])('%s on %s: as Temporal reads each minute', (timeZone, date) => {
    const day = Date.parse(`${date}T00:00:00Z`);
    const clock = zoneClock(timeZone, day - 10 * DAY_MS, day + 10 * DAY_MS);
    const ranges = clock.instantsOfDay(day);
    expect(ranges).toEqual(minutesOn(timeZone, date, day - 2 * DAY_MS, day + 2 * DAY_MS));
    if (timeZone === 'America/St_Johns') expect(ranges).toHaveLength(2);
  });
});
