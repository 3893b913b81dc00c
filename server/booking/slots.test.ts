import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { availabilitySchema, type Availability } from '../../src/model/schemas/availability';
import { parseContent, safeParseContent } from '../../src/model/schemas/parseContent';
import { freeSlots, instantText, type HeldBooking, type LastBooked } from './slots';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const ALL_WEEK = [...WEEKDAYS, 'saturday', 'sunday'] as const;

function consultant(
  id: string,
  timeZone: string,
  hours: { start: string; end: string },
  days: readonly string[] = WEEKDAYS,
  overrides: { date: string; hours: { start: string; end: string }[] }[] = [],
) {
  return { id, name: id, email: `${id}@virtualip.example`, timeZone, weeklyHours: Object.fromEntries(days.map((day) => [day, [hours]])), overrides };
}

function rules(consultants: unknown[], extra: Partial<Record<keyof Availability, unknown>> = {}): Availability {
  return parseContent(availabilitySchema, { meetingMinutes: 30, minimumNoticeHours: 12, horizonDays: 21, dailyCapPerConsultant: 8, consultants, ...extra });
}

const at = (iso: string) => Temporal.Instant.from(iso);
/** The consultant the whole calendar gives a booking of `start` to, if any. */
const consultantFor = (availability: Availability, bookings: readonly HeldBooking[], now: Temporal.Instant, start: string, lastBooked: LastBooked = {}) =>
  freeSlots(availability, bookings, now, lastBooked).find((slot) => slot.start === start)?.consultantIds[0];
/** The starts of the slots whose start falls on `utcDate` (YYYY-MM-DD, in UTC). */
const startsOn = (slots: { start: string }[], utcDate: string) =>
  slots.filter((slot) => slot.start.startsWith(utcDate)).map((slot) => slot.start.slice(11, 16));

describe('slots across the 2026 daylight-saving changes', () => {
  it('America/New_York: 09:00 is 14:00 UTC before 8 March and 13:00 after; 1 November the other way', () => {
    const availability = rules([consultant('ny', 'America/New_York', { start: '09:00', end: '17:00' })], { horizonDays: 40 });
    const march = freeSlots(availability, [], at('2026-03-05T00:00:00Z'));
    expect(startsOn(march, '2026-03-06')[0]).toBe('14:00');
    expect(startsOn(march, '2026-03-06')).toHaveLength(16);
    expect(startsOn(march, '2026-03-09')[0]).toBe('13:00');
    expect(startsOn(march, '2026-03-09')).toHaveLength(16);
    const november = freeSlots(availability, [], at('2026-10-29T00:00:00Z'));
    expect(startsOn(november, '2026-10-30')[0]).toBe('13:00');
    expect(startsOn(november, '2026-11-02')[0]).toBe('14:00');
  });

  it('America/New_York: hours across the change count real time (two hours on the short night, three on the long one)', () => {
    const availability = rules(
      [
        consultant('ny', 'America/New_York', { start: '09:00', end: '17:00' }, WEEKDAYS, [
          { date: '2026-03-08', hours: [{ start: '01:00', end: '04:00' }] },
          { date: '2026-11-01', hours: [{ start: '01:00', end: '03:00' }] },
        ]),
      ],
      { minimumNoticeHours: 0, horizonDays: 60 },
    );
    const march = freeSlots(availability, [], at('2026-03-07T00:00:00Z'));
    expect(startsOn(march, '2026-03-08')).toEqual(['06:00', '06:30', '07:00', '07:30']);
    // Hours that start in the skipped hour start when it ends: 02:30 is read as 03:30 EDT.
    const skipped = rules(
      [consultant('ny', 'America/New_York', { start: '09:00', end: '17:00' }, [], [{ date: '2026-03-08', hours: [{ start: '02:30', end: '04:00' }] }])],
      { minimumNoticeHours: 0 },
    );
    expect(startsOn(freeSlots(skipped, [], at('2026-03-07T00:00:00Z')), '2026-03-08')).toEqual(['07:30']);
    const november = freeSlots(availability, [], at('2026-10-31T00:00:00Z'));
    expect(startsOn(november, '2026-11-01')).toEqual(['05:00', '05:30', '06:00', '06:30', '07:00', '07:30']);
  });

  it('Europe/London: 13:00–18:00 is 13:00 UTC before 29 March and 12:00 after; 25 October back', () => {
    const availability = rules([consultant('london', 'Europe/London', { start: '13:00', end: '18:00' })], { horizonDays: 10 });
    const march = freeSlots(availability, [], at('2026-03-26T00:00:00Z'));
    expect(startsOn(march, '2026-03-27')).toEqual(['13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30']);
    expect(startsOn(march, '2026-03-30')[0]).toBe('12:00');
    expect(startsOn(march, '2026-03-30')).toHaveLength(10);
    const october = freeSlots(availability, [], at('2026-10-22T00:00:00Z'));
    expect(startsOn(october, '2026-10-23')[0]).toBe('12:00');
    expect(startsOn(october, '2026-10-26')[0]).toBe('13:00');
  });

  it('Australia/Lord_Howe: the half-hour shift moves the day by 30 minutes, and the change nights hold 2.5 and 3.5 hours', () => {
    const availability = rules(
      [
        consultant('lhi', 'Australia/Lord_Howe', { start: '09:00', end: '17:00' }, ALL_WEEK, [
          { date: '2026-04-05', hours: [{ start: '01:00', end: '03:00' }] },
          { date: '2026-10-04', hours: [{ start: '01:00', end: '04:00' }] },
        ]),
      ],
      { minimumNoticeHours: 0, horizonDays: 5 },
    );
    const april = freeSlots(availability, [], at('2026-04-03T00:00:00Z'));
    // 4 April 09:00 at UTC+11 and 6 April 09:00 at UTC+10:30.
    expect(april.find((slot) => slot.start >= '2026-04-03T20:00')?.start).toBe('2026-04-03T22:00:00Z');
    expect(april.find((slot) => slot.start >= '2026-04-05T20:00')?.start).toBe('2026-04-05T22:30:00Z');
    // 5 April 01:00 (+11, 14:00 UTC) to 03:00 (+10:30, 16:30 UTC): the repeated half hour is real time.
    expect(april.filter((slot) => slot.start >= '2026-04-04T14:00' && slot.start < '2026-04-04T17:00').map((slot) => slot.start.slice(11, 16))).toEqual([
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
    const october = freeSlots(availability, [], at('2026-10-02T00:00:00Z'));
    // 4 October 01:00 (+10:30, 14:30 UTC) to 04:00 (+11, 17:00 UTC): the skipped half hour is not offered.
    expect(october.filter((slot) => slot.start >= '2026-10-03T14:00' && slot.start < '2026-10-03T18:00').map((slot) => slot.start.slice(11, 16))).toEqual([
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
  });

  it('counts the minimum notice in real time across a change', () => {
    const availability = rules([consultant('ny', 'America/New_York', { start: '09:00', end: '17:00' }, ALL_WEEK)], { horizonDays: 2 });
    // 00:30 EST on 8 March, 12 hours' notice: 17:30 UTC, which is 13:30 EDT (wall-clock arithmetic would say 12:30).
    const slots = freeSlots(availability, [], at('2026-03-08T05:30:00Z'));
    expect(slots[0]?.start).toBe('2026-03-08T17:30:00Z');
  });

  it("gives the same slots whatever the machine's own time zone (a visitor in Asia/Kolkata sees the same instants)", () => {
    const availability = rules([consultant('ny', 'America/New_York', { start: '09:00', end: '17:00' })]);
    const previous = process.env.TZ;
    try {
      process.env.TZ = 'Asia/Kolkata';
      const inKolkata = freeSlots(availability, [], at('2026-03-05T00:00:00Z'));
      process.env.TZ = 'Pacific/Honolulu';
      const inHonolulu = freeSlots(availability, [], at('2026-03-05T00:00:00Z'));
      expect(inKolkata).toEqual(inHonolulu);
      expect(inKolkata.length).toBeGreaterThan(0);
    } finally {
      process.env.TZ = previous;
    }
  });
});

describe('what rules a slot out', () => {
  const booking = (consultantId: string, start: string): HeldBooking => ({
    consultantId,
    start,
    end: Temporal.Instant.from(start).add({ minutes: 30 }).toString(),
  });

  it('a booking and its buffers: a meeting and the next are a buffer after and a buffer before apart', () => {
    const after = rules([consultant('a', 'UTC', { start: '09:00', end: '13:00' })], { bufferAfterMinutes: 30, minimumNoticeHours: 0 });
    const now = at('2026-05-11T00:00:00Z');
    // 09:30 would need its own half hour after it, into the booking at 10:00; 10:30 is inside the booking's.
    expect(startsOn(freeSlots(after, [booking('a', '2026-05-12T10:00:00Z')], now), '2026-05-12')).toEqual(['09:00', '11:00', '11:30', '12:00', '12:30']);
    const before = rules(after.consultants, { bufferBeforeMinutes: 30, minimumNoticeHours: 0 });
    expect(startsOn(freeSlots(before, [booking('a', '2026-05-12T10:00:00Z')], now), '2026-05-12')).toEqual(['09:00', '11:00', '11:30', '12:00', '12:30']);
  });

  it('a booking holds the time it was booked with: buffers or a length since changed do not shrink or grow it', () => {
    const noBuffers = rules([consultant('a', 'UTC', { start: '09:00', end: '13:00' })], { minimumNoticeHours: 0 });
    const now = at('2026-05-11T00:00:00Z');
    // Booked for an hour from 10:00 with half an hour's buffer on each side: 09:30 to 11:30.
    const longer: HeldBooking = {
      ...booking('a', '2026-05-12T10:00:00Z'),
      end: '2026-05-12T11:00:00Z',
      heldFrom: Date.parse('2026-05-12T09:30:00Z'),
      heldTo: Date.parse('2026-05-12T11:30:00Z'),
    };
    expect(startsOn(freeSlots(noBuffers, [longer], now), '2026-05-12')).toEqual(['09:00', '11:30', '12:00', '12:30']);
    const withBuffer = rules(noBuffers.consultants, { bufferBeforeMinutes: 30, minimumNoticeHours: 0 });
    expect(startsOn(freeSlots(withBuffer, [longer], now), '2026-05-12')).toEqual(['09:00', '12:00', '12:30']);
  });

  it('the daily cap: a consultant with the day full offers none that day; another still does', () => {
    const availability = rules([consultant('a', 'UTC', { start: '09:00', end: '12:00' }), consultant('b', 'UTC', { start: '09:00', end: '12:00' })], {
      dailyCapPerConsultant: 2,
      minimumNoticeHours: 0,
    });
    const slots = freeSlots(availability, [booking('a', '2026-05-12T09:00:00Z'), booking('a', '2026-05-12T11:00:00Z')], at('2026-05-11T00:00:00Z'));
    const day = slots.filter((slot) => slot.start.startsWith('2026-05-12'));
    expect(day.every((slot) => slot.consultantIds.join() === 'b')).toBe(true);
    expect(day).toHaveLength(6);
    expect(slots.find((slot) => slot.start.startsWith('2026-05-13'))?.consultantIds).toContain('a');
  });

  it('the horizon, holidays and a day off', () => {
    const availability = rules([consultant('a', 'Europe/Berlin', { start: '09:00', end: '17:00' }, ALL_WEEK, [{ date: '2026-05-14', hours: [] }])], {
      horizonDays: 5,
      holidays: ['2026-05-13'],
    });
    const now = at('2026-05-11T12:00:00Z');
    const slots = freeSlots(availability, [], now);
    const last = slots.at(-1)!;
    expect(Temporal.Instant.compare(at(last.end), now.add({ hours: 5 * 24 }))).toBeLessThanOrEqual(0);
    expect(startsOn(slots, '2026-05-13')).toEqual([]);
    expect(startsOn(slots, '2026-05-14')).toEqual([]);
    expect(startsOn(slots, '2026-05-15').length).toBe(16);
  });
});

describe('several consultants as one calendar', () => {
  const availability = rules([consultant('a', 'UTC', { start: '09:00', end: '11:00' }), consultant('b', 'Europe/London', { start: '10:00', end: '12:00' })], {
    minimumNoticeHours: 0,
  });
  const now = at('2026-06-01T00:00:00Z');

  it('offers a time once, with the consultants free then, the least recently booked first', () => {
    const bookings: HeldBooking[] = [{ consultantId: 'b', start: '2026-06-10T09:00:00Z', end: '2026-06-10T09:30:00Z' }];
    const slot = freeSlots(availability, bookings, now, { b: '2026-05-01T00:00:00Z' }).find((entry) => entry.start === '2026-06-02T09:30:00Z');
    // London is UTC+1 in June: b works 09:00–11:00 UTC, and a was never booked.
    expect(slot?.consultantIds).toEqual(['a', 'b']);
    const later: HeldBooking[] = [...bookings, { consultantId: 'a', start: '2026-06-11T09:00:00Z', end: '2026-06-11T09:30:00Z' }];
    expect(consultantFor(availability, later, now, '2026-06-02T09:30:00Z', { b: '2026-05-01T00:00:00Z', a: '2026-05-02T00:00:00Z' })).toBe('b');
    // Who was booked last counts, however long ago and whatever the bookings still held: a booking of a's in 2025 that holds nothing now.
    expect(consultantFor(availability, [], now, '2026-06-02T09:30:00Z', { a: '2025-01-01T00:00:00Z' })).toBe('b');
  });

  it('refuses a time that is off the grid, inside the notice, past the horizon or taken by everyone', () => {
    expect(consultantFor(availability, [], now, '2026-06-02T09:15:00Z')).toBeUndefined();
    expect(consultantFor(availability, [], now, '2026-07-01T09:00:00Z')).toBeUndefined();
    expect(consultantFor(rules(availability.consultants, { minimumNoticeHours: 48 }), [], now, '2026-06-02T09:00:00Z')).toBeUndefined();
    const both: HeldBooking[] = ['a', 'b'].map((id) => ({ consultantId: id, start: '2026-06-02T09:30:00Z', end: '2026-06-02T10:00:00Z' }));
    expect(consultantFor(availability, both, now, '2026-06-02T09:30:00Z')).toBeUndefined();
    expect(consultantFor(availability, both, now, '2026-06-02T10:00:00Z')).toBe('a');
  });
});

describe('instantText', () => {
  it.each([
    '2026-03-08T14:00:00Z',
    '2026-03-08T14:00:00.5Z',
    '2026-03-08T14:00:00.25Z',
    '2026-03-08T14:00:00.125Z',
    '2026-03-08T14:00:00.000001Z',
    '1999-12-31T23:59:59.9Z',
  ])('writes %s as Temporal does', (iso) => {
    expect(instantText(at(iso))).toBe(at(iso).toString());
  });
});

describe('the availability file', () => {
  it('names each problem', () => {
    const { issues } = safeParseContent(availabilitySchema, {
      meetingMinutes: 30,
      minimumNoticeHours: 12,
      horizonDays: 21,
      dailyCapPerConsultant: 6,
      consultants: [
        { id: 'a', name: 'A', email: 'a@virtualip.example', timeZone: 'EST', weeklyHours: { monday: [{ start: '17:00', end: '09:00' }] } },
        {
          id: 'a',
          name: 'B',
          email: 'not-an-address',
          timeZone: 'Europe/London',
          weeklyHours: {
            tuesday: [
              { start: '09:00', end: '13:00' },
              { start: '12:00', end: '14:00' },
            ],
          },
        },
      ],
    });
    const paths = issues.map((issue) => issue.field);
    expect(paths).toEqual(
      expect.arrayContaining(['consultants.0.timeZone', 'consultants.0.weeklyHours.monday.0', 'consultants.1.email', 'consultants.1.weeklyHours.tuesday']),
    );
  });
});
