/**
 * What a booking's notification says, built when it is delivered from the booking as it stands
 * then (as every notification of the outbox is): its current time, consultant and SEQUENCE. The
 * visitor's link is created here, one per e-mail, so no link is stored in clear. Nothing is sent
 * when it no longer fits: a reminder or a confirmation for a booking cancelled since (its
 * cancellation follows) or for a meeting that has started, or a booking erased meanwhile.
 */
import type { Kysely } from 'kysely';
import { BOOKING_PAGES } from '../../src/model/bookingPaths';
import type { Consultant } from '../../src/model/schemas/availability';
import type { Composed } from '../notify/compose';
import type { Notification } from '../notify/outbox';
import type { BookingNotice, Database } from '../store/schema';
import { getBooking } from './bookings';
import { issueBookingLink, revokeBookingLink } from './links';
import { getRecord, type StoredLead } from '../store/submissions';
import { bookingEvent, consultantEmail, handedOverEmail, salesEmail, visitorEmail, type BookingContext } from './messages';

export interface BookingComposeOptions {
  siteUrl: string;
  companyName: string;
  /** The company's address: the organizer of every invitation (content/site/company.yaml). */
  companyEmail: string;
  /** The calendar's consultants (content/site/booking.yaml): their names, addresses and zones. */
  consultants: readonly Consultant[];
}

function consultantNamed(options: BookingComposeOptions, id: string): Consultant {
  const consultant = options.consultants.find((entry) => entry.id === id);
  // Retried (and logged) until the calendar names them again: the e-mail cannot be addressed.
  if (!consultant) throw new Error(`consultant ${id} is not in the calendar`);
  return consultant;
}

export async function composeBookingNotice(db: Kysely<Database>, notification: Notification, options: BookingComposeOptions, now = new Date()): Promise<Composed | undefined> {
  const booking = await getBooking(db, notification.record_id);
  if (!booking) return undefined;
  const kind = notification.kind as BookingNotice;
  const lead = booking.lead_id ? ((await getRecord(db, 'lead', booking.lead_id)) as StoredLead | undefined) : undefined;
  const context: BookingContext = {
    booking,
    consultant: consultantNamed(options, booking.consultant_id),
    siteUrl: options.siteUrl,
    companyName: options.companyName,
    organizer: { name: options.companyName, email: options.companyEmail },
    ...(lead ? { lead } : {}),
    now,
  };
  if (notification.channel === 'webhook') return kind === 'booking.reminder' ? undefined : { message: bookingEvent(kind, context) };
  // Sales hear of every change as it was, even of a meeting that has started since.
  if (notification.channel === 'email') return kind === 'booking.reminder' ? undefined : { message: salesEmail(kind, context) };

  if (kind !== 'booking.cancelled' && (booking.status === 'cancelled' || Date.parse(booking.starts_at) <= now.getTime())) return undefined;
  if (notification.channel === 'consultant') {
    const recipient = consultantNamed(options, notification.recipient ?? booking.consultant_id);
    if (recipient.id === booking.consultant_id) return { message: consultantEmail(kind, context) };
    // The meeting is a colleague's now: the first consultant's calendar gives it up.
    return kind === 'booking.rescheduled' ? { message: handedOverEmail(context, recipient) } : undefined;
  }
  if (kind === 'booking.cancelled') return { message: visitorEmail(kind, context) };
  const link = await issueBookingLink(db, booking.id, now);
  return { message: visitorEmail(kind, context, `${options.siteUrl}${BOOKING_PAGES.manage}?token=${link.token}`), discard: () => revokeBookingLink(db, link.hash) };
}
