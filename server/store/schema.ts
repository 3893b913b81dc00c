import type { BookingStatus } from '../../src/shared/bookingContract';
import type { DeviceClass, EventName } from '../../src/shared/analytics';
import type { MetricName } from '../../src/shared/vitals';

/** Table types of the store (same schema on SQLite and PostgreSQL; timestamps are ISO-8601 text). */
export interface LeadsTable extends SourceColumns {
  id: string;
  full_name: string;
  company_name: string;
  email: string;
  phone: string;
  service: string;
  created_at: string;
  /** SHA-256 of the receipt's bookingToken: the proof a booking must bring to be attached to this request. Null for requests stored before it. */
  booking_token_hash: string | null;
}

/** Where the visit that sent a submission came from (src/shared/analytics.ts's VisitSource); null when it was not tracked. */
export interface SourceColumns {
  source_landing_page: string | null;
  source_referrer_host: string | null;
  source_utm_source: string | null;
  source_utm_medium: string | null;
  source_utm_campaign: string | null;
  source_pages_seen: number | null;
}

export interface ContactsTable extends SourceColumns {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
  created_at: string;
}

export type RecordKind = 'lead' | 'contact';
/** What a newsletter notification is about: the confirmation e-mail to the subscriber, or a webhook event. */
export const NEWSLETTER_NOTICES = ['newsletter.confirmation', 'newsletter.confirmed', 'newsletter.unsubscribed'] as const;
export type NewsletterNotice = (typeof NEWSLETTER_NOTICES)[number];
/**
 * What a booking notification is about: the booking made (firm), moved or cancelled (an e-mail to
 * the visitor and to the consultant, and a webhook event), or the reminder before it (the two
 * e-mails); a booking held until it is confirmed (the visitor's e-mail with the link that confirms
 * it, or the consultant's with the links that confirm or decline it; a webhook event), declined by
 * the consultant (an e-mail to the visitor, a webhook event), or released unconfirmed (a webhook
 * event, due when the hold ends).
 */
export const BOOKING_NOTICES = [
  'booking.created',
  'booking.rescheduled',
  'booking.cancelled',
  'booking.reminder',
  'booking.held',
  'booking.declined',
  'booking.released',
] as const;
export type BookingNotice = (typeof BOOKING_NOTICES)[number];
/** What a hold's notifications are about: the hold itself, the consultant's decline, its release. */
export type HoldNotice = Extract<BookingNotice, 'booking.held' | 'booking.declined' | 'booking.released'>;
/** What a firm booking's notifications are about. */
export type FirmNotice = Exclude<BookingNotice, HoldNotice>;
export const isBookingNotice = (kind: string): kind is BookingNotice => (BOOKING_NOTICES as readonly string[]).includes(kind);
export type NotificationKind = RecordKind | NewsletterNotice | BookingNotice;
/**
 * Notification channels; each is delivered by its own loop (server/notify/worker.ts). 'email' and
 * 'webhook' tell the company; 'subscriber' e-mails a newsletter subscriber (the confirmation);
 * 'visitor' and 'consultant' e-mail the two people a booking is for.
 */
export const CHANNELS = ['email', 'webhook', 'subscriber', 'visitor', 'consultant'] as const;
export type Channel = (typeof CHANNELS)[number];
/** The channels that tell the company about new records. */
export type CompanyChannel = Extract<Channel, 'email' | 'webhook'>;

/** The outbox: one row per record and configured channel, written in the record's transaction. */
export interface NotificationsTable {
  id: string;
  kind: NotificationKind;
  record_id: string;
  channel: Channel;
  /** failed: refused for good (an SMTP 5xx answer), never retried; skipped: no longer fitting when due (a reminder for a cancelled meeting), not sent. */
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  /** Whom a 'consultant' notice is for (their id in the calendar): a booking moved to another consultant cancels the first one's. Null for the others. */
  recipient: string | null;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** The answer given to a submission, kept for 24 h so that a retry with the same key and data gets the same answer. */
export interface IdempotencyKeysTable {
  route: string;
  key: string;
  /** SHA-256 of the request's values; null for keys stored before it was kept. */
  request_hash: string | null;
  response: string;
  created_at: string;
}

/** One real-user Core Web Vitals sample (POST /vitals); the id is web-vitals' metric id. */
export interface VitalsTable {
  id: string;
  page: string;
  name: MetricName;
  value: number;
  created_at: string;
}

/** A newsletter subscription: pending until its address is confirmed by the e-mailed link. */
/** A sign-up: its source is the visit's that made it (null when not tracked, or made before sources were kept). */
export interface NewsletterSubscribersTable extends SourceColumns {
  id: string;
  /** Lower-cased: one subscription per address. */
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  created_at: string;
  /** When the last confirmation e-mail was queued: another sign-up soon after sends none. */
  confirmation_requested_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

/** One-time links of the newsletter's e-mails; only a SHA-256 of each token is stored. */
export interface NewsletterTokensTable {
  token_hash: string;
  subscriber_id: string;
  purpose: 'confirm' | 'unsubscribe';
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/**
 * One page view or event (POST /analytics). No IP address or user agent: `visitor` is a hash of them
 * with the day's salt, which is deleted when the day is over. Kept RETENTION_DAYS_ANALYTICS days.
 */
export interface AnalyticsEventsTable {
  /** The UTC day it was received (YYYY-MM-DD): the salt's day and the rollup's. */
  day: string;
  created_at: string;
  visitor: string;
  event: EventName;
  page: string;
  device: DeviceClass;
  /** The visit's source, as every beacon of the visit carries it. */
  landing_page: string;
  /** '' for a visit that no other site linked to. */
  referrer_host: string;
  /** 'source / medium / campaign', '' for a visit without UTM values. */
  campaign: string;
  pages_seen: number;
}

/** The day's secret for the visitor hash; one row, today's: the day's rows can be told apart, no two days linked. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/** A finished day's totals per dimension and key (server/analytics/rollup.ts); kept after the raw events are purged. */
export interface AnalyticsDailyTable {
  day: string;
  dimension: string;
  key: string;
  visitors: number;
  visits: number;
  pageviews: number;
  events: number;
  leads: number;
  /** Consultations booked (a booking counts on the day it was made, cancelled later or not). */
  bookings: number;
  contacts: number;
  signups: number;
}

/** The days whose rollup is written (a day with no events too), so each is rolled up once. */
export interface AnalyticsRolledDaysTable {
  day: string;
  rolled_at: string;
}

/**
 * A consultation booked for a time slot. `held_from`/`held_to` are the meeting with its buffers in
 * epoch milliseconds: the range no other confirmed booking of the consultant may overlap (on
 * PostgreSQL an exclusion constraint over them, on SQLite a check in the booking's transaction).
 */
export interface BookingsTable extends SourceColumns {
  id: string;
  consultant_id: string;
  starts_at: string;
  ends_at: string;
  held_from: number;
  held_to: number;
  /**
   * held: waiting for its confirmation until hold_until, holding its time; released: a hold that
   * expired unconfirmed; declined: a hold the consultant declined (BOOKING_CONFIRMATION=host).
   */
  status: BookingStatus;
  /** Until when a held booking holds its time (epoch milliseconds); null once confirmed, or never held. */
  hold_until: number | null;
  /** When it became firm (at once, or when its hold was confirmed); null while held, or never confirmed. The analytics count a booking on this day. */
  confirmed_at: string | null;
  /** The invitation's SEQUENCE: 0 when booked, one more with each reschedule and the cancellation. */
  sequence: number;
  full_name: string;
  email: string;
  /** The address's mailbox however it was spelled (server/booking/mailbox.ts): the limit per address counts by it. */
  mailbox: string;
  company_name: string | null;
  phone: string | null;
  /** The consultation request it follows, when it came from one. */
  lead_id: string | null;
  /** The visitor's IANA time zone, for the e-mails' wording. */
  time_zone: string;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
}

/**
 * The links of a booking's e-mails that reschedule or cancel it: one per e-mail, each valid until the
 * meeting starts, every one managing the same booking (a link from before a reschedule too). Only a
 * SHA-256 of each token is stored.
 */
export interface BookingTokensTable {
  token_hash: string;
  booking_id: string;
  /** What the link may do: manage (reschedule, cancel), confirm (the visitor's proof of the address), approve (the consultant's confirm or decline). */
  purpose: BookingLinkPurpose;
  created_at: string;
}

export type BookingLinkPurpose = 'manage' | 'confirm' | 'approve';

export interface Database {
  leads: LeadsTable;
  contacts: ContactsTable;
  notifications: NotificationsTable;
  idempotency_keys: IdempotencyKeysTable;
  vitals: VitalsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_tokens: NewsletterTokensTable;
  analytics_events: AnalyticsEventsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_rolled_days: AnalyticsRolledDaysTable;
  bookings: BookingsTable;
  booking_tokens: BookingTokensTable;
}
