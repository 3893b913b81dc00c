/**
 * The schema of the consultation availability (content/site/booking.yaml): who meets
 * visitors, when, and the rules of the calendar. Checked at build like every content file.
 */
import { Type, type Static } from 'typebox';
import { ianaTimeZone } from '../../shared/timeZones';
import { email, isoDate, line, list, matching, slug, strict } from './fields';

const WALL_CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A time zone the runtime knows by its IANA name ("Europe/London"), not an offset or an abbreviation. */
const timeZone = Type.Refine(
  Type.String(),
  (name) => ianaTimeZone(name) !== undefined,
  () => 'an IANA time zone name such as Europe/London',
);

/** The longest meeting and buffer the file may set (a booking's held time is at most the meeting and both buffers). */
export const MAX_MEETING_MINUTES = 240;
export const MAX_BUFFER_MINUTES = 120;

const wallClock = matching(WALL_CLOCK, 'HH:MM');
export const workingHoursSchema = Type.Refine(
  strict({ start: wallClock, end: wallClock }),
  (hours) => !WALL_CLOCK.test(hours.start) || !WALL_CLOCK.test(hours.end) || minutesOf(hours.start) < minutesOf(hours.end),
  () => 'ends after it starts',
);

/** A day's hours: intervals in order, none overlapping the next. */
const dayHours = (options: { default?: [] } = {}) =>
  Type.Refine(
    Type.Array(workingHoursSchema, options),
    (intervals) => intervals.every((hours, index) => index === 0 || minutesOf(intervals[index - 1]!.end) <= minutesOf(hours.start)),
    () => 'intervals in order and not overlapping',
  );
const noHours = { default: [] as [] };

export const consultantSchema = strict({
  id: slug,
  name: line(80),
  email,
  timeZone,
  /** Hours per weekday in the consultant's own zone; a day left out has none. */
  weeklyHours: strict({
    monday: dayHours(noHours),
    tuesday: dayHours(noHours),
    wednesday: dayHours(noHours),
    thursday: dayHours(noHours),
    friday: dayHours(noHours),
    saturday: dayHours(noHours),
    sunday: dayHours(noHours),
  }),
  /** Days whose hours differ from the week's (an empty list: a day off). */
  overrides: Type.Array(strict({ date: isoDate, hours: dayHours() }), { default: [] }),
});

export const availabilitySchema = strict({
  meetingMinutes: Type.Integer({ minimum: 10, maximum: MAX_MEETING_MINUTES }),
  bufferBeforeMinutes: Type.Integer({ minimum: 0, maximum: MAX_BUFFER_MINUTES, default: 0 }),
  bufferAfterMinutes: Type.Integer({ minimum: 0, maximum: MAX_BUFFER_MINUTES, default: 0 }),
  minimumNoticeHours: Type.Number({ minimum: 0, maximum: 24 * 14 }),
  horizonDays: Type.Integer({ minimum: 1, maximum: 120 }),
  dailyCapPerConsultant: Type.Integer({ minimum: 1, maximum: 48 }),
  /** Dates no one meets visitors, each consultant's own date. */
  holidays: Type.Array(isoDate, { default: [] }),
  consultants: Type.Refine(
    list(consultantSchema, 1),
    (consultants) => new Set(consultants.map((consultant) => consultant.id)).size === consultants.length,
    () => 'each consultant id once',
  ),
});

export type Availability = Static<typeof availabilitySchema>;
export type Consultant = Availability['consultants'][number];
export type WorkingHours = Static<typeof workingHoursSchema>;
