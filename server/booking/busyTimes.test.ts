import { describe, expect, it } from 'vitest';
import { busyIntervalsOf } from './busyTimes';

const FROM = Date.parse('2026-03-01T00:00:00Z');
const TO = Date.parse('2026-04-15T00:00:00Z');
const calendar = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Feed//EN', ...lines, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20260201T000000Z', ...lines, 'END:VEVENT'];
const iso = (intervals: [number, number][]) => intervals.map(([from, to]) => [new Date(from).toISOString(), new Date(to).toISOString()]);

describe('busy times of a consultant’s feed', () => {
  it('reads a UTC event and an event in an IANA zone named without a VTIMEZONE, either side of a DST change', () => {
    const text = calendar(
      ...event('UID:a', 'DTSTART:20260305T140000Z', 'DTEND:20260305T150000Z', 'SUMMARY:Client call'),
      ...event('UID:b', 'DTSTART;TZID=America/New_York:20260306T090000', 'DTEND;TZID=America/New_York:20260306T100000'),
      ...event('UID:c', 'DTSTART;TZID=America/New_York:20260309T090000', 'DURATION:PT30M'),
    );
    expect(iso(busyIntervalsOf(text, 'Europe/London', FROM, TO))).toEqual([
      ['2026-03-05T14:00:00.000Z', '2026-03-05T15:00:00.000Z'],
      ['2026-03-06T14:00:00.000Z', '2026-03-06T15:00:00.000Z'],
      // New York is on daylight time from 8 March.
      ['2026-03-09T13:00:00.000Z', '2026-03-09T13:30:00.000Z'],
    ]);
  });

  it('expands a weekly meeting in its zone, with one occurrence moved, one removed by EXDATE and one cancelled', () => {
    const text = calendar(
      ...event(
        'UID:weekly',
        'DTSTART;TZID=Europe/London:20260310T100000',
        'DTEND;TZID=Europe/London:20260310T110000',
        'RRULE:FREQ=WEEKLY;COUNT=5',
        'EXDATE;TZID=Europe/London:20260317T100000',
      ),
      ...event(
        'UID:weekly',
        'RECURRENCE-ID;TZID=Europe/London:20260324T100000',
        'DTSTART;TZID=Europe/London:20260325T150000',
        'DTEND;TZID=Europe/London:20260325T160000',
      ),
      ...event(
        'UID:weekly',
        'RECURRENCE-ID;TZID=Europe/London:20260331T100000',
        'DTSTART;TZID=Europe/London:20260331T100000',
        'DTEND;TZID=Europe/London:20260331T110000',
        'STATUS:CANCELLED',
      ),
    );
    expect(iso(busyIntervalsOf(text, 'Europe/London', FROM, TO))).toEqual([
      ['2026-03-10T10:00:00.000Z', '2026-03-10T11:00:00.000Z'],
      ['2026-03-25T15:00:00.000Z', '2026-03-25T16:00:00.000Z'],
      // London is on summer time (UTC+1) from 29 March.
      ['2026-04-07T09:00:00.000Z', '2026-04-07T10:00:00.000Z'],
    ]);
  });

  it('keeps an all-day event as the whole day in the consultant’s zone, and skips free and cancelled events', () => {
    const text = calendar(
      ...event('UID:holiday', 'DTSTART;VALUE=DATE:20260320', 'DTEND;VALUE=DATE:20260321', 'SUMMARY:Travel'),
      ...event('UID:free', 'DTSTART:20260305T090000Z', 'DTEND:20260305T100000Z', 'TRANSP:TRANSPARENT'),
      ...event('UID:off', 'DTSTART:20260305T110000Z', 'DTEND:20260305T120000Z', 'STATUS:CANCELLED'),
    );
    expect(iso(busyIntervalsOf(text, 'America/New_York', FROM, TO))).toEqual([['2026-03-20T04:00:00.000Z', '2026-03-21T04:00:00.000Z']]);
  });

  it('reads the rules of a VTIMEZONE by another name (as Outlook writes them) and the busy periods of a free/busy feed', () => {
    const text = calendar(
      'BEGIN:VTIMEZONE',
      'TZID:Eastern Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16010101T020000',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010101T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      ...event('UID:outlook', 'DTSTART;TZID=Eastern Standard Time:20260302T090000', 'DTEND;TZID=Eastern Standard Time:20260302T093000'),
      'BEGIN:VFREEBUSY',
      'DTSTAMP:20260201T000000Z',
      'FREEBUSY;FBTYPE=BUSY:20260303T120000Z/20260303T130000Z,20260304T120000Z/PT2H',
      'FREEBUSY;FBTYPE=FREE:20260305T120000Z/20260305T130000Z',
      'END:VFREEBUSY',
    );
    expect(iso(busyIntervalsOf(text, 'UTC', FROM, TO))).toEqual([
      ['2026-03-02T14:00:00.000Z', '2026-03-02T14:30:00.000Z'],
      ['2026-03-03T12:00:00.000Z', '2026-03-03T13:00:00.000Z'],
      ['2026-03-04T12:00:00.000Z', '2026-03-04T14:00:00.000Z'],
    ]);
  });

  it('keeps only what overlaps the window, and refuses a text that is not iCalendar', () => {
    const text = calendar(
      ...event('UID:old', 'DTSTART:20250101T090000Z', 'DTEND:20250101T100000Z'),
      ...event('UID:daily', 'DTSTART:20260101T090000Z', 'DTEND:20260101T100000Z', 'RRULE:FREQ=DAILY'),
    );
    const intervals = busyIntervalsOf(text, 'UTC', FROM, TO);
    expect(intervals).toHaveLength(45);
    expect(iso(intervals)[0]).toEqual(['2026-03-01T09:00:00.000Z', '2026-03-01T10:00:00.000Z']);
    expect(() => busyIntervalsOf('<html>Sign in</html>', 'UTC', FROM, TO)).toThrow();
  });
});
