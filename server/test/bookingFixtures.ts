/** The calendar, clock, visitor and reading of invitations the booking's route tests share. */
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { Temporal } from 'temporal-polyfill';
import { availabilitySchema } from '../../src/model/schemas/availability';
import { parseContent } from '../../src/model/schemas/parseContent';

const DANIEL = { id: 'daniel', name: 'Daniel Mercer', email: 'daniel@virtualip.example', timeZone: 'America/New_York' };
const ELENA = { id: 'elena', name: 'Elena Park', email: 'elena@virtualip.example', timeZone: 'America/New_York' };
const TUESDAY_MORNINGS = { tuesday: [{ start: '09:00', end: '11:00' }] };

/**
 * The small calendar the routes' tests book on: 30-minute meetings, 12 hours' notice, 14 days ahead,
 * Tuesday mornings in New York (09:00 to 11:00) or `weeklyHours`, Daniel's alone or Elena's too.
 */
export function tuesdayCalendar({
  dailyCapPerConsultant = 8,
  weeklyHours = TUESDAY_MORNINGS as Record<string, { start: string; end: string }[]>,
  withElena = false,
} = {}) {
  return parseContent(availabilitySchema, {
    meetingMinutes: 30,
    minimumNoticeHours: 12,
    horizonDays: 14,
    dailyCapPerConsultant,
    consultants: (withElena ? [DANIEL, ELENA] : [DANIEL]).map((consultant) => ({ ...consultant, weeklyHours })),
  });
}

export const availability = parseContent(availabilitySchema, {
  meetingMinutes: 30,
  bufferAfterMinutes: 10,
  minimumNoticeHours: 12,
  horizonDays: 21,
  dailyCapPerConsultant: 4,
  consultants: [
    {
      id: 'daniel',
      name: 'Daniel Mercer',
      email: 'daniel@virtualip.example',
      timeZone: 'America/New_York',
      weeklyHours: { tuesday: [{ start: '09:00', end: '11:00' }] },
    },
    {
      id: 'elena',
      name: 'Elena Park',
      email: 'elena@virtualip.example',
      timeZone: 'America/New_York',
      weeklyHours: { wednesday: [{ start: '09:00', end: '11:00' }] },
    },
  ],
});
export const NOW = Temporal.Instant.from('2026-05-04T12:00:00Z');
// Tuesday 12 May 2026, 09:00 and 10:00 in New York (UTC-4); Wednesday 13 May, 09:00 (Elena's).
export const SLOT = '2026-05-12T13:00:00Z';
export const SLOT_2 = '2026-05-12T14:00:00Z';
export const WEDNESDAY = '2026-05-13T13:00:00Z';
export const SITE_URL = 'https://www.virtualip.example';
export const SECRET = 'booking-secret';
/** The company (content/site/company.yaml): the organizer of every invitation, whoever holds the meeting. */
export const ORGANIZER = 'mailto:info@virtualip.example';
export const visitor = {
  fullName: 'Priya Raman',
  email: 'priya@example.com',
  companyName: 'Raman Analytics',
  phone: '+91 98765 43210',
  timeZone: 'Asia/Kolkata',
};

/** The invitation as a calendar program reads it. */
export function invitationOf(mail: ParsedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  if (!part) throw new Error(`no text/calendar part in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString()));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    partMethod: (part.headers.get('content-type') as { params?: { method?: string } } | undefined)?.params?.method,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: event.getFirstProperty('dtstart')!.toICALString(),
    end: event.getFirstProperty('dtend')!.toICALString(),
    organizer: String(event.getFirstPropertyValue('organizer')).toLowerCase(),
    attendees: event
      .getAllProperties('attendee')
      .map((property) => ({ address: String(property.getFirstValue()).toLowerCase(), rsvp: property.getParameter('rsvp') })),
  };
}
