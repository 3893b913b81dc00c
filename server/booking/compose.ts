/**
 * What a booking's notification says, built when it is delivered from the booking as it stands
 * then (as every notification of the outbox is): its current time, consultant and SEQUENCE. The
 * visitor's link is created here, one per e-mail, so no link is stored in clear. Nothing is sent
 * when it no longer fits: a reminder or a confirmation for a booking cancelled since (its
 * cancellation follows) or for a meeting that has started, or a booking erased meanwhile.
 */
import type { EmailWords } from '../../src/model/schemas/emailSchemas';
import type { Kysely } from 'kysely';
import { BOOKING_PAGES } from '../../src/model/bookingPaths';
import type { Consultant } from '../../src/model/schemas/availability';
import type { Composed } from '../notify/message';
import type { Notification } from '../notify/outbox';
import type { BookingNotice, Database, FirmNotice, HoldNotice } from '../store/schema';
import { getBooking, statusAt, type Booking } from './bookings';
import { approvalEmail, confirmEmail, declinedEmail, holdEvent } from './holdMessages';
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
  /** What the visitor's e-mails say (content/site/emails.yaml). */
  words: EmailWords['booking'];
}

function consultantNamed(options: BookingComposeOptions, id: string): Consultant {
  const consultant = options.consultants.find((entry) => entry.id === id);
  // Retried (and logged) until the calendar names them again: the e-mail cannot be addressed.
  if (!consultant) throw new Error(`consultant ${id} is not in the calendar`);
  return consultant;
}

export async function composeBookingNotice(
  db: Kysely<Database>,
  notification: Notification,
  options: BookingComposeOptions,
  now = new Date(),
): Promise<Composed | undefined> {
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
    words: options.words,
  };
  if (isHoldNotice(kind)) return composeHoldNotice(db, kind, notification, context, options, now);
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
  return visitorNotice(db, kind, booking, context, options, now);
}

const HOLD_NOTICES: readonly string[] = ['booking.held', 'booking.declined', 'booking.released'] satisfies HoldNotice[];
const isHoldNotice = (kind: BookingNotice): kind is HoldNotice => HOLD_NOTICES.includes(kind);

/**
 * A hold's notification, if it still fits: the e-mail with the confirming link only while the hold
 * lasts (its link bound to that purpose: the visitor's confirms, the consultant's confirms or
 * declines), the release's event only if the hold ended unconfirmed.
 */
async function composeHoldNotice(
  db: Kysely<Database>,
  kind: HoldNotice,
  notification: Notification,
  context: BookingContext,
  options: BookingComposeOptions,
  now: Date,
): Promise<Composed | undefined> {
  const { booking } = context;
  const status = statusAt(booking, now.getTime());
  if (kind === 'booking.released') return status === 'released' && notification.channel === 'webhook' ? { message: holdEvent(kind, context) } : undefined;
  if (notification.channel === 'webhook') return { message: holdEvent(kind, context) };
  if (kind === 'booking.declined') return notification.channel === 'visitor' ? { message: declinedEmail(context) } : undefined;
  if (status !== 'held') return undefined;
  const purpose = notification.channel === 'consultant' ? 'approve' : 'confirm';
  const link = await issueBookingLink(db, booking.id, now, purpose);
  const url = `${options.siteUrl}${purpose === 'approve' ? BOOKING_PAGES.approve : BOOKING_PAGES.confirm}?token=${link.token}`;
  return { message: purpose === 'approve' ? approvalEmail(context, url) : confirmEmail(context, url), discard: () => revokeBookingLink(db, link.hash) };
}

/** A firm booking's e-mail to the visitor, with a fresh manage link unless it is the cancellation. */
async function visitorNotice(
  db: Kysely<Database>,
  kind: FirmNotice,
  booking: Booking,
  context: BookingContext,
  options: BookingComposeOptions,
  now: Date,
): Promise<Composed> {
  if (kind === 'booking.cancelled') return { message: visitorEmail(kind, context) };
  const link = await issueBookingLink(db, booking.id, now);
  return {
    message: visitorEmail(kind, context, `${options.siteUrl}${BOOKING_PAGES.manage}?token=${link.token}`),
    discard: () => revokeBookingLink(db, link.hash),
  };
}
