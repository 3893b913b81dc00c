/**
 * Which notifications a booking's change queues (in the change's transaction): for a booking made,
 * moved or cancelled, an e-mail to the visitor and one to the consultant (with SMTP), one to the sales
 * address (with NOTIFY_EMAIL too) and a webhook event for sales (with a webhook); for a booking made or moved, the two reminder e-mails, due
 * BOOKING_REMINDER_HOURS before the start when that is still ahead. A consultant's notice names its
 * consultant: when a reschedule hands the meeting to another one, the first one's notice takes the
 * meeting out of their calendar (./messages.ts).
 */
import type { HoldBy } from '../../src/shared/bookingContract';
import type { Temporal } from 'temporal-polyfill';
import type { NewNotification } from '../notify/outbox';
import type { BookingNotice, BookingsTable, HoldNotice } from '../store/schema';
import { MINUTE_MS } from './slots';

/** What a booking's changes can send, as configured. */
export interface BookingNotices {
  /** E-mails can be sent (SMTP_URL): the visitor's and the consultant's, and the reminders. */
  mail: boolean;
  /** A webhook receives booking.created, booking.rescheduled and booking.cancelled. */
  webhook: boolean;
  /** The sales address (NOTIFY_EMAIL, with SMTP) hears of each booking made, moved or cancelled. */
  sales?: boolean;
  /** How long before the start the reminders are due (BOOKING_REMINDER_HOURS); 0: no reminders. */
  reminderHours: number;
}

const noticeOf =
  (booking: Pick<BookingsTable, 'id'>) =>
  (kind: BookingNotice, channel: NewNotification['channel'], dueAt: string, recipient?: string): NewNotification => ({
    kind,
    recordId: booking.id,
    channel,
    dueAt,
    ...(recipient ? { recipient } : {}),
  });

/**
 * A hold's notifications. Held: the e-mail with the link that confirms it, to the visitor (`email`)
 * or to the consultant (`host`), a webhook event now, and another when the hold ends (sent only if
 * it was released then). Declined: the visitor is told, and the webhook. No invitation, no sales
 * e-mail, no reminder: those follow the confirmation (noticesOf 'booking.created').
 */
export function holdNoticesOf(
  kind: Exclude<HoldNotice, 'booking.released'>,
  booking: Pick<BookingsTable, 'id' | 'consultant_id' | 'hold_until'>,
  by: HoldBy,
  notices: BookingNotices,
  now: Temporal.Instant,
): NewNotification[] {
  const of = noticeOf(booking);
  const at = new Date(now.epochMilliseconds).toISOString();
  const queued: NewNotification[] = [];
  if (notices.mail) queued.push(kind === 'booking.held' && by === 'host' ? of(kind, 'consultant', at, booking.consultant_id) : of(kind, 'visitor', at));
  if (notices.webhook) {
    queued.push(of(kind, 'webhook', at));
    if (kind === 'booking.held' && booking.hold_until !== null)
      queued.push(of('booking.released', 'webhook', new Date(Number(booking.hold_until)).toISOString()));
  }
  return queued;
}

export function noticesOf(
  kind: Exclude<BookingNotice, 'booking.reminder' | HoldNotice>,
  booking: Pick<BookingsTable, 'id' | 'consultant_id' | 'starts_at'>,
  notices: BookingNotices,
  now: Temporal.Instant,
  previousConsultant?: string,
): NewNotification[] {
  if (!notices.mail && !notices.webhook && !notices.sales) return [];
  const at = new Date(now.epochMilliseconds).toISOString();
  const of = noticeOf(booking);
  const queued: NewNotification[] = [];
  if (notices.mail) {
    queued.push(of(kind, 'visitor', at), of(kind, 'consultant', at, booking.consultant_id));
    if (previousConsultant && previousConsultant !== booking.consultant_id) queued.push(of(kind, 'consultant', at, previousConsultant));
  }
  if (notices.sales) queued.push(of(kind, 'email', at));
  if (notices.webhook) queued.push(of(kind, 'webhook', at));
  const reminderAt = Date.parse(booking.starts_at) - notices.reminderHours * 60 * MINUTE_MS;
  if (kind !== 'booking.cancelled' && notices.mail && notices.reminderHours > 0 && reminderAt > now.epochMilliseconds) {
    const due = new Date(reminderAt).toISOString();
    queued.push(of('booking.reminder', 'visitor', due), of('booking.reminder', 'consultant', due, booking.consultant_id));
  }
  return queued;
}
