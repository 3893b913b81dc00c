/**
 * A booking's e-mails and webhook events, plain text. The visitor's words the time in the visitor's
 * zone and links to the manage page; the consultant's words it in the consultant's zone and gives
 * the lead's details. Both carry the invitation (./invitation.ts): REQUEST while the booking stands
 * (its current time and SEQUENCE), CANCEL once it is cancelled, or for a consultant the meeting was
 * handed away from by a reschedule. Reminders carry none: the calendar already has the meeting.
 */
import type { EmailWords } from '../../src/model/schemas/emailSchemas';
import { fillIn } from '../../src/shared/text';
import { meetingLabel } from '../../src/shared/meetingTime';
import { BOOKING_PAGES } from '../../src/model/bookingPaths';
import type { Consultant } from '../../src/model/schemas/availability';
import { SERVICE_OPTIONS } from '../../src/shared/forms';
import { sourceLines, type NotificationMessage } from '../notify/message';
import type { BookingNotice, FirmNotice } from '../store/schema';
import { sourceOf, type StoredLead } from '../store/submissions';
import type { Booking } from './bookings';
import { invitation, type Attendee, type Person } from './invitation';

export interface BookingContext {
  booking: Booking;
  /** The consultant the booking is with now. */
  consultant: Consultant;
  siteUrl: string;
  companyName: string;
  /** The invitation's organizer: the company, the same for every message about a booking. */
  organizer: Person;
  /** The consultation request the booking follows, when it follows one. */
  lead?: StoredLead;
  now: Date;
  /** What the visitor's e-mails and calendar event say (content/site/emails.yaml). */
  words: EmailWords['booking'];
}

type Method = 'REQUEST' | 'CANCEL';

/** The booking's UID, kept for its life: its id at the site's host. */
export const bookingUid = (id: string, siteUrl: string) => `booking-${id}@${new URL(siteUrl).hostname}`;

/** "Tuesday 12 May, 10:30 to 11:00, India Standard Time" (with the year when it is not this one). */
export function when(context: BookingContext, timeZone: string): string {
  const { booking, now } = context;
  const thisYear = Number(new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(now));
  return meetingLabel(booking.starts_at, booking.ends_at, timeZone, thisYear);
}

/** The meeting's attendees: the consultant who holds it, and the visitor, asked to answer. */
const attendeesOf = ({ booking, consultant }: BookingContext): Attendee[] => [
  { name: consultant.name, email: consultant.email, rsvp: false },
  { name: booking.full_name, email: booking.email, rsvp: true },
];

function calendar(
  context: BookingContext,
  method: Method,
  description: string,
  url?: string,
  attendees = attendeesOf(context),
): NonNullable<NotificationMessage['calendar']> {
  const { booking, siteUrl, words } = context;
  const content = invitation({
    method,
    uid: bookingUid(booking.id, siteUrl),
    sequence: booking.sequence,
    start: booking.starts_at,
    end: booking.ends_at,
    stamp: booking.updated_at,
    summary: said(words.invitation.summary, context),
    description,
    location: said(words.invitation.location, context),
    ...(url ? { url } : {}),
    organizer: context.organizer,
    attendees,
  });
  return { method, content };
}

const placesByContext = new WeakMap<BookingContext, Record<'name' | 'company' | 'consultant' | 'time' | 'id', string>>();

/** The places of a booking's texts, worked out once per message (the time is an Intl formatting). */
function placesOf(context: BookingContext) {
  let places = placesByContext.get(context);
  if (!places) {
    const { booking, companyName, consultant } = context;
    places = { name: booking.full_name, company: companyName, consultant: consultant.name, time: when(context, booking.time_zone), id: booking.id };
    placesByContext.set(context, places);
  }
  return places;
}

/** A text of the visitor's e-mails with the booking's places filled in: {name}, {company}, {consultant}, {time} (in the visitor's zone), {id}, and `more`. */
export const said = (text: string, context: BookingContext, more: Record<string, string> = {}): string => fillIn(text, { ...placesOf(context), ...more });

/** Each firm notice's words in the visitor's e-mails. */
const KIND_WORDS = {
  'booking.created': 'created',
  'booking.rescheduled': 'rescheduled',
  'booking.cancelled': 'cancelled',
  'booking.reminder': 'reminder',
} as const satisfies Record<FirmNotice, string>;

/** A letter to the visitor: the greeting, what it is about, the meeting's time in their zone, `body`, and the reference. */
export const letter = (context: BookingContext, opening: string, body: readonly string[]): string =>
  [said(context.words.greeting, context), '', opening, '', placesOf(context).time, '', ...body, '', said(context.words.reference, context)].join('\n');

/** The visitor's e-mail; `manageUrl`: the link that reschedules or cancels (not in a cancellation). */
export function visitorEmail(kind: FirmNotice, context: BookingContext, manageUrl?: string): NotificationMessage {
  const { booking, consultant, siteUrl, words } = context;
  const change = words[KIND_WORDS[kind]];
  const method: Method | undefined = kind === 'booking.cancelled' ? 'CANCEL' : kind === 'booking.reminder' ? undefined : 'REQUEST';
  const about = 'about' in change ? [said(change.about, context)] : [];
  if (kind === 'booking.cancelled') about.push('', said(words.bookAgain, context, { link: `${siteUrl}${BOOKING_PAGES.book}` }));
  const manage = manageUrl ? ['', said(words.manage, context), manageUrl] : [];
  const text = letter(context, said(change.opening, context), [
    ...about,
    ...(kind === 'booking.cancelled' ? [] : [said(words.callDetails, context)]),
    ...manage,
  ]);
  const description = [said(words.invitation.description, context), ...(manageUrl ? [said(words.invitation.manage, context, { link: manageUrl })] : [])].join(
    '\n',
  );
  return {
    to: booking.email,
    replyTo: { name: consultant.name, address: consultant.email },
    subject: said(change.subject, context),
    text,
    ...(method ? { calendar: calendar(context, method, description, manageUrl) } : {}),
    payload: eventPayload(kind, booking),
  };
}

const CONSULTANT_WORDS: Record<FirmNotice, { subject: string; opening: string }> = {
  'booking.created': { subject: 'Consultation booked', opening: 'A visitor booked a free consultation with you:' },
  'booking.rescheduled': { subject: 'Consultation moved', opening: 'The consultation with this visitor has moved to:' },
  'booking.cancelled': { subject: 'Consultation cancelled', opening: 'The consultation with this visitor is cancelled:' },
  'booking.reminder': { subject: 'Reminder: consultation', opening: 'A reminder of your consultation with this visitor:' },
};

/** The visitor as a subject line names them: their name, and their company when they gave one. */
export const visitorName = (booking: Booking): string => `${booking.full_name}${booking.company_name ? ` (${booking.company_name})` : ''}`;

/** Who is coming, their time in their own zone, and what they asked for in the consultation request the booking follows. */
export function visitorLines(context: BookingContext): string[] {
  const { booking, lead } = context;
  return [
    `Name:       ${booking.full_name}`,
    `Company:    ${booking.company_name || lead?.companyName || '-'}`,
    `E-mail:     ${booking.email}`,
    `Phone:      ${booking.phone || lead?.phone || '-'}`,
    `Their time: ${when(context, booking.time_zone)}`,
    ...(lead
      ? [`Asked for:  a consultation on ${labelOf(lead.service)} (request of ${lead.receivedAt.slice(0, 10)}, ${lead.id})`]
      : ['Asked for:  nothing before booking (no consultation request)']),
  ];
}

/** The visitor's lines, then how their visit came to the site: what the staff's e-mails about a booking tell. */
export const visitorAndSourceLines = (context: BookingContext): string[] => [...visitorLines(context), '', ...sourceLines(sourceOf(context.booking))];

const labelOf = (service: string) => SERVICE_OPTIONS.find((option) => option.value === service)?.label ?? service;

/** The consultant's e-mail about the booking they have. */
export function consultantEmail(kind: FirmNotice, context: BookingContext): NotificationMessage {
  const { booking, consultant } = context;
  const words = CONSULTANT_WORDS[kind];
  const time = when(context, consultant.timeZone);
  const method: Method | undefined = kind === 'booking.cancelled' ? 'CANCEL' : kind === 'booking.reminder' ? undefined : 'REQUEST';
  const text = [
    words.opening,
    '',
    time,
    '',
    ...visitorAndSourceLines(context),
    '',
    ...(method === 'REQUEST' ? ['The invitation is attached. Reply to this e-mail to write to the visitor.', ''] : []),
    ...(method === 'CANCEL' ? ['The attached cancellation takes the meeting out of your calendar.', ''] : []),
    `Reference: ${booking.id}`,
  ].join('\n');
  const description = [
    `Free consultation with ${visitorName(booking)}.`,
    `E-mail: ${booking.email}`,
    `Phone: ${booking.phone || '-'}`,
    `Reference: ${booking.id}`,
  ].join('\n');
  return {
    to: consultant.email,
    replyTo: { name: booking.full_name, address: booking.email },
    subject: `${words.subject}: ${visitorName(booking)}, ${time}`,
    text,
    ...(method ? { calendar: calendar(context, method, description) } : {}),
    payload: eventPayload(kind, booking),
  };
}

const SALES_WORDS: Record<Exclude<FirmNotice, 'booking.reminder'>, { subject: string; opening: string }> = {
  'booking.created': { subject: 'Consultation booked', opening: 'A visitor booked a free consultation with {consultant}:' },
  'booking.rescheduled': { subject: 'Consultation moved', opening: 'A visitor moved their free consultation; it is now with {consultant}:' },
  'booking.cancelled': { subject: 'Consultation cancelled', opening: 'A visitor cancelled their free consultation with {consultant}:' },
};

/** The sales address's e-mail (NOTIFY_EMAIL) about a booking made, moved or cancelled: who, when, and the request it follows. */
export function salesEmail(kind: Exclude<FirmNotice, 'booking.reminder'>, context: BookingContext): NotificationMessage {
  const { booking, consultant } = context;
  const words = SALES_WORDS[kind];
  const time = when(context, consultant.timeZone);
  return {
    replyTo: { name: booking.full_name, address: booking.email },
    subject: `${words.subject}: ${visitorName(booking)}, ${time}`,
    text: [fillIn(words.opening, { consultant: consultant.name }), '', time, '', ...visitorAndSourceLines(context), '', `Reference: ${booking.id}`].join('\n'),
    payload: eventPayload(kind, booking),
  };
}

/** To a consultant a reschedule took the meeting from (the new time is a colleague's): a cancellation of theirs. */
export function handedOverEmail(context: BookingContext, formerConsultant: Consultant): NotificationMessage {
  const { booking, consultant } = context;
  const description = `Moved to ${consultant.name}. Reference: ${booking.id}`;
  return {
    to: formerConsultant.email,
    subject: `Consultation moved to ${consultant.name}: ${booking.full_name}`,
    text: [
      `The visitor moved this consultation to a time at which ${consultant.name} meets them, so it is no longer yours. Its new time:`,
      '',
      when({ ...context, consultant: formerConsultant }, formerConsultant.timeZone),
      '',
      ...visitorLines(context),
      '',
      'The attached cancellation takes the meeting out of your calendar.',
      '',
      `Reference: ${booking.id}`,
    ].join('\n'),
    // Only the former consultant leaves the meeting: the CANCEL names them alone, and the event stands for the others.
    calendar: calendar(context, 'CANCEL', description, undefined, [{ name: formerConsultant.name, email: formerConsultant.email, rsvp: false }]),
    payload: eventPayload('booking.rescheduled', booking),
  };
}

export function eventPayload(kind: BookingNotice, booking: Booking, status: Booking['status'] = booking.status): NotificationMessage['payload'] {
  const receivedAt =
    kind === 'booking.created' || kind === 'booking.held'
      ? booking.created_at
      : kind === 'booking.cancelled'
        ? (booking.cancelled_at ?? booking.updated_at)
        : booking.updated_at;
  return {
    type: kind,
    id: booking.id,
    receivedAt,
    data: {
      start: booking.starts_at,
      end: booking.ends_at,
      status,
      sequence: String(booking.sequence),
      consultant: booking.consultant_id,
      fullName: booking.full_name,
      email: booking.email,
      companyName: booking.company_name ?? '',
      phone: booking.phone ?? '',
      timeZone: booking.time_zone,
      leadId: booking.lead_id ?? '',
    },
    source: sourceOf(booking) ?? null,
  };
}

/** What sales' webhook receives: the booking as it stands, signed as every event. */
export function bookingEvent(kind: Exclude<FirmNotice, 'booking.reminder'>, context: BookingContext): NotificationMessage {
  const { booking, consultant } = context;
  const payload = eventPayload(kind, booking);
  return {
    subject: `${CONSULTANT_WORDS[kind].subject}: ${booking.full_name}`,
    text: `${kind} ${booking.id} with ${consultant.name} at ${booking.starts_at}`,
    payload: { ...payload, data: { ...payload.data, consultantName: consultant.name, consultantEmail: consultant.email } },
  };
}
