/**
 * Which notifications a booking's change queues (in the change's transaction): for a booking made,
 * moved or cancelled, an e-mail to the visitor and one to the consultant (with SMTP), one to the sales
 * address (with NOTIFY_EMAIL too) and a webhook event for sales (with a webhook); for a booking made or moved, the two reminder e-mails, due
 * BOOKING_REMINDER_HOURS before the start when that is still ahead. A consultant's notice names its
 * consultant: when a reschedule hands the meeting to another one, the first one's notice takes the
 * meeting out of their calendar (./messages.ts).
 */
import type { Temporal } from 'temporal-polyfill';
import type { NewNotification } from '../notify/outbox';
import type { BookingNotice, BookingsTable } from '../store/schema';
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

export function noticesOf(
  kind: Exclude<BookingNotice, 'booking.reminder'>,
  booking: Pick<BookingsTable, 'id' | 'consultant_id' | 'starts_at'>,
  notices: BookingNotices,
  now: Temporal.Instant,
  previousConsultant?: string,
): NewNotification[] {
  if (!notices.mail && !notices.webhook && !notices.sales) return [];
  const at = new Date(now.epochMilliseconds).toISOString();
  const of = (noticeKind: BookingNotice, channel: NewNotification['channel'], dueAt: string, recipient?: string): NewNotification => ({
    kind: noticeKind,
    recordId: booking.id,
    channel,
    dueAt,
    ...(recipient ? { recipient } : {}),
  });
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
