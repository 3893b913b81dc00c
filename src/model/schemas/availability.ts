/**
 * The schema of the consultation availability (content/site/booking.yaml): who meets
 * visitors, when, and the rules of the calendar. Checked at build like every content file.
 */
import { z } from 'zod';
import { ianaTimeZone } from '../../shared/timeZones';

const WALL_CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A time zone the runtime knows by its IANA name ("Europe/London"), not an offset or an abbreviation. */
const timeZone = z.string().refine((name) => ianaTimeZone(name) !== undefined, 'an IANA time zone name such as Europe/London');

const isoDate = z.iso.date();

/** The longest meeting and buffer the file may set (a booking's held time is at most the meeting and both buffers). */
export const MAX_MEETING_MINUTES = 240;
export const MAX_BUFFER_MINUTES = 120;

export const workingHoursSchema = z
  .strictObject({ start: z.string().regex(WALL_CLOCK, 'HH:MM'), end: z.string().regex(WALL_CLOCK, 'HH:MM') })
  .refine((hours) => minutesOf(hours.start) < minutesOf(hours.end), 'ends after it starts');

/** A day's hours: intervals in order, none overlapping the next. */
const dayHours = z
  .array(workingHoursSchema)
  .refine(
    (intervals) => intervals.every((hours, index) => index === 0 || minutesOf(intervals[index - 1]!.end) <= minutesOf(hours.start)),
    'intervals in order and not overlapping',
  );

export const consultantSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'),
  name: z.string().trim().min(1).max(80),
  email: z.email(),
  timeZone,
  /** Hours per weekday in the consultant's own zone; a day left out has none. */
  weeklyHours: z.strictObject({
    monday: dayHours.default([]),
    tuesday: dayHours.default([]),
    wednesday: dayHours.default([]),
    thursday: dayHours.default([]),
    friday: dayHours.default([]),
    saturday: dayHours.default([]),
    sunday: dayHours.default([]),
  }),
  /** Days whose hours differ from the week's (an empty list: a day off). */
  overrides: z.array(z.strictObject({ date: isoDate, hours: dayHours })).default([]),
});

export const availabilitySchema = z
  .strictObject({
    meetingMinutes: z.number().int().min(10).max(MAX_MEETING_MINUTES),
    bufferBeforeMinutes: z.number().int().min(0).max(MAX_BUFFER_MINUTES).default(0),
    bufferAfterMinutes: z.number().int().min(0).max(MAX_BUFFER_MINUTES).default(0),
    minimumNoticeHours: z
      .number()
      .min(0)
      .max(24 * 14),
    horizonDays: z.number().int().min(1).max(120),
    dailyCapPerConsultant: z.number().int().min(1).max(48),
    /** Dates no one meets visitors, each consultant's own date. */
    holidays: z.array(isoDate).default([]),
    consultants: z.array(consultantSchema).min(1),
  })
  .refine((availability) => new Set(availability.consultants.map((consultant) => consultant.id)).size === availability.consultants.length, {
    message: 'each consultant id once',
    path: ['consultants'],
  });

export type Availability = z.infer<typeof availabilitySchema>;
export type Consultant = Availability['consultants'][number];
export type WorkingHours = z.infer<typeof workingHoursSchema>;
