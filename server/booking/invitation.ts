/**
 * The calendar invitation a booking's e-mails carry (RFC 5545 and its scheduling profile, RFC 5546):
 * one event whose UID stays for the booking's life. A booking sends METHOD:REQUEST with SEQUENCE 0;
 * a reschedule sends REQUEST again with the same UID and the sequence one higher, which calendars
 * read as the same meeting moved; a cancellation sends METHOD:CANCEL, the same UID, the sequence one
 * higher again, and STATUS:CANCELLED, which removes it. Times are written in UTC. The ORGANIZER is
 * the company and never changes for an event (a calendar ignores or duplicates an update from
 * another organizer); the consultant who holds the meeting and the visitor are required ATTENDEEs,
 * the visitor asked to RSVP. When a reschedule hands the meeting to another consultant, the first
 * one gets a CANCEL that names only them (RFC 5546 §3.2.5, removing an attendee): the meeting goes
 * from their calendar, while the others' is updated in place by the REQUEST. Outlook and Gmail show
 * it as an invitation only as a `text/calendar; method=…` part whose method matches the file's, which
 * nodemailer's `icalEvent` writes (see the notifier). docs/calendar-clients.md: what each client does.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export interface Person {
  name: string;
  email: string;
}

export interface InvitationEvent {
  method: 'REQUEST' | 'CANCEL';
  /** The booking's UID, e.g. `booking-<id>@virtualip.example`. */
  uid: string;
  sequence: number;
  /** UTC instants (ISO 8601). */
  start: string;
  end: string;
  /** When this version of the invitation was made (DTSTAMP). */
  stamp: string;
  summary: string;
  description: string;
  /** Where the meeting happens: the call's details as the visitor reads them. */
  location: string;
  /** Where the visitor manages the booking (reschedule or cancel): the visitor's copy only. */
  url?: string;
  /** The company: the same for every message about one event. */
  organizer: Person;
  /** The consultant who holds the meeting (accepted) and the visitor (asked to RSVP); a CANCEL to one attendee names only them. */
  attendees: Attendee[];
}

export interface Attendee extends Person {
  /** The visitor: asked to answer. The consultant's part is accepted: the meeting is in their hours. */
  rsvp: boolean;
}

export const INVITATION_PRODUCT = { company: 'Virtual IP', product: 'Consultation booking', language: 'EN' };

/** The invitation as an iCalendar file's text. */
export function invitation(event: InvitationEvent): string {
  const calendar = ical({
    prodId: INVITATION_PRODUCT,
    method: event.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    start: new Date(event.start),
    end: new Date(event.end),
    stamp: new Date(event.stamp),
    summary: event.summary,
    description: event.description,
    location: event.location,
    ...(event.url ? { url: event.url } : {}),
    // A CANCEL to the whole meeting cancels the event; one that names a single attendee only takes it from them.
    ...(event.method === 'REQUEST' || event.attendees.length > 1
      ? { status: event.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED }
      : {}),
    organizer: event.organizer,
    attendees: event.attendees.map(({ rsvp, ...person }) =>
      rsvp
        ? { ...person, rsvp: true, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.NEEDSACTION }
        : { ...person, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED },
    ),
  });
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves the last bare.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
