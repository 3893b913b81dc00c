import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { availabilitySchema, type Availability } from '../../src/model/schemas/availability';
import { parseContent } from '../../src/model/schemas/parseContent';
import { slotCandidates } from './slotCandidates';
import { freeSlots, isoOf } from './slots';
import { MINUTE_MS } from './zoneClock';

const ALL_WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

function consultant(
  id: string,
  timeZone: string,
  hours: { start: string; end: string }[],
  overrides: { date: string; hours: { start: string; end: string }[] }[] = [],
) {
  return { id, name: id, email: `${id}@virtualip.example`, timeZone, weeklyHours: Object.fromEntries(ALL_WEEK.map((day) => [day, hours])), overrides };
}

/** Every instant from `now` to the horizon on a `stepMinutes` grid: the slot starts and the times between them. */
function everyInstant(availability: Availability, now: Temporal.Instant, stepMinutes: number): string[] {
  const first = Math.floor(now.epochMilliseconds / (stepMinutes * MINUTE_MS)) * stepMinutes * MINUTE_MS;
  const last = now.epochMilliseconds + (availability.horizonDays + 1) * 24 * 60 * MINUTE_MS;
  const instants: string[] = [];
  for (let instant = first; instant <= last; instant += stepMinutes * MINUTE_MS) instants.push(isoOf(instant));
  return instants;
}

/** Without bookings, the whole calendar's consultants at each time are the rules' candidates, in the same order. */
function expectSameAsWholeCalendar(availability: Availability, now: Temporal.Instant, stepMinutes: number) {
  const whole = new Map(freeSlots(availability, [], now).map((slot) => [slot.start, slot.consultantIds]));
  expect(whole.size).toBeGreaterThan(0);
  for (const instant of everyInstant(availability, now, stepMinutes)) {
    const candidates = slotCandidates(availability, now, instant)?.candidates.map((candidate) => candidate.consultantId) ?? [];
    expect([...new Set(candidates)], instant).toEqual(whole.get(instant) ?? []);
  }
}

describe('who has a time by the rules alone', () => {
  it('agrees with the whole calendar across the 2026 changes, a holiday, overrides, the notice and the horizon', () => {
    const availability = parseContent(availabilitySchema, {
      meetingMinutes: 30,
      minimumNoticeHours: 12,
      horizonDays: 14,
      dailyCapPerConsultant: 8,
      holidays: ['2026-10-30'],
      consultants: [
        consultant('ny', 'America/New_York', [{ start: '09:00', end: '17:00' }], [{ date: '2026-11-01', hours: [{ start: '00:30', end: '03:00' }] }]),
        consultant('london', 'Europe/London', [{ start: '13:00', end: '18:00' }], [{ date: '2026-10-25', hours: [{ start: '00:00', end: '03:00' }] }]),
        consultant('howe', 'Australia/Lord_Howe', [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '17:30' },
        ]),
        consultant('kolkata', 'Asia/Kolkata', [{ start: '10:00', end: '13:00' }]),
      ],
    });
    expectSameAsWholeCalendar(availability, Temporal.Instant.from('2026-10-21T09:10:00Z'), 15);
  });

  it('agrees with the whole calendar where a clock turns back over midnight, and in the last minutes before the horizon', () => {
    // St. John's 2010: 7 November 00:01 NDT went back to 23:01 NST, so 7 November's first slots read 6 November on the clock.
    const availability = parseContent(availabilitySchema, {
      meetingMinutes: 10,
      minimumNoticeHours: 0,
      horizonDays: 4,
      dailyCapPerConsultant: 48,
      consultants: [
        consultant('stjohns', 'America/St_Johns', [{ start: '00:00', end: '24:00' }]),
        consultant('santiago', 'America/Santiago', [{ start: '00:00', end: '24:00' }]),
      ],
    });
    expectSameAsWholeCalendar(availability, Temporal.Instant.from('2010-11-04T12:05:00Z'), 5);
    const crossing = slotCandidates(availability, Temporal.Instant.from('2010-11-04T12:05:00Z'), '2010-11-07T02:40:00Z');
    expect(crossing?.candidates.find((candidate) => candidate.consultantId === 'stjohns')?.day).toEqual([
      [Date.parse('2010-11-07T02:30:00Z'), Date.parse('2010-11-07T02:31:00Z')],
      [Date.parse('2010-11-07T03:30:00Z'), Date.parse('2010-11-08T03:30:00Z')],
    ]);
    expectSameAsWholeCalendar(availability, Temporal.Instant.from('2026-04-02T03:00:00Z'), 10);
  });

  it('gives none for what is not a time', () => {
    const availability = parseContent(availabilitySchema, {
      meetingMinutes: 30,
      minimumNoticeHours: 0,
      horizonDays: 2,
      dailyCapPerConsultant: 8,
      consultants: [consultant('a', 'UTC', [{ start: '00:00', end: '24:00' }])],
    });
    expect(slotCandidates(availability, Temporal.Instant.from('2026-06-01T00:00:00Z'), 'tomorrow')).toBeUndefined();
  });
});
