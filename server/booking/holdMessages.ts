/**
 * A held booking's e-mails and webhook events (BOOKING_CONFIRMATION email or host), plain text and
 * without an invitation: nothing goes to a calendar before the booking is firm. The visitor's asks
 * them to confirm the address by the link; the consultant's gives who is coming and what they asked,
 * with the link that confirms or declines; the visitor hears of a decline.
 */
import { BOOKING_PAGES } from '../../src/model/bookingPaths';
import type { NotificationMessage } from '../notify/message';
import type { HoldNotice } from '../store/schema';
import type { Booking } from './bookings';
import { eventPayload, letter, said, visitorAndSourceLines, visitorName, when, type BookingContext } from './messages';

/** "14:45 India Standard Time": when the hold ends, in `timeZone`. */
function holdEnd(booking: Booking, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', timeZoneName: 'long' }).format(new Date(Number(booking.hold_until)));
}

/** To the visitor: the link that proves the address and makes the booking firm. */
export function confirmEmail(context: BookingContext, confirmUrl: string): NotificationMessage {
  const { booking } = context;
  const words = context.words.confirm;
  return {
    to: booking.email,
    subject: said(words.subject, context),
    text: letter(context, said(words.opening, context), [
      said(words.held, context, { until: holdEnd(booking, booking.time_zone) }),
      confirmUrl,
      '',
      said(words.after, context),
    ]),
    payload: eventPayload('booking.held', booking),
  };
}

/** To the consultant (BOOKING_CONFIRMATION=host): who asked for which time, and the link that confirms or declines it. */
export function approvalEmail(context: BookingContext, approveUrl: string): NotificationMessage {
  const { booking, consultant } = context;
  const time = when(context, consultant.timeZone);
  return {
    to: consultant.email,
    replyTo: { name: booking.full_name, address: booking.email },
    subject: `Please confirm: consultation with ${visitorName(booking)}, ${time}`,
    text: [
      'A visitor asked for a free consultation with you:',
      '',
      time,
      '',
      ...visitorAndSourceLines(context),
      '',
      `The time is held until ${holdEnd(booking, consultant.timeZone)}. Confirm or decline it here:`,
      approveUrl,
      '',
      'Confirming sends the visitor and you the calendar invitation; declining tells the visitor and frees the time.',
      '',
      `Reference: ${booking.id}`,
    ].join('\n'),
    payload: eventPayload('booking.held', booking),
  };
}

/** To the visitor: the consultant could not take the time they asked for. */
export function declinedEmail(context: BookingContext): NotificationMessage {
  const { booking, siteUrl } = context;
  const words = context.words.declined;
  return {
    to: booking.email,
    subject: said(words.subject, context),
    text: letter(context, said(words.opening, context), [said(words.pickAnother, context), `${siteUrl}${BOOKING_PAGES.book}`]),
    payload: eventPayload('booking.declined', booking),
  };
}

/** What sales' webhook receives about a hold: made, declined, or released unconfirmed when it ended. */
export function holdEvent(kind: HoldNotice, context: BookingContext): NotificationMessage {
  const { booking, consultant } = context;
  const status = kind === 'booking.released' ? 'released' : booking.status;
  const payload = eventPayload(kind, booking, status);
  return {
    subject: `Consultation ${status}: ${booking.full_name}`,
    text: `${kind} ${booking.id} with ${consultant.name} at ${booking.starts_at}`,
    payload: { ...payload, data: { ...payload.data, consultantName: consultant.name, consultantEmail: consultant.email } },
  };
}
