import fp from 'fastify-plugin';
import { Temporal } from 'temporal-polyfill';
import type { Availability } from '../../src/model/schemas/availability';
import type { BookingNotices } from '../booking/notices';
import { siteManifest } from '../siteManifest';

/** The consultation calendar's rules and the clock the slots are computed against. */
export interface BookingCalendar {
  availability: Availability;
  now: () => Temporal.Instant;
}

declare module 'fastify' {
  interface FastifyInstance {
    booking: BookingCalendar & {
      /** What a booking's changes send: e-mails with SMTP_URL (to sales too with NOTIFY_EMAIL), webhook events with WEBHOOK_URL, reminders BOOKING_REMINDER_HOURS before. */
      notices: BookingNotices;
    };
  }
}

/** The calendar as the build wrote it (dist-internal/site.json), on the system clock unless a test brings its own. */
export const bookingPlugin = fp<{ calendar?: BookingCalendar }>(
  async (app, options) => {
    const { notify, bookingReminderHours } = app.config;
    app.decorate('booking', {
      ...(options.calendar ?? { availability: siteManifest(app.config.internalDir).booking, now: () => Temporal.Now.instant() }),
      notices: { mail: Boolean(notify.smtpUrl), sales: Boolean(notify.smtpUrl && notify.notifyEmail), webhook: Boolean(notify.webhookUrl), reminderHours: bookingReminderHours },
    });
  },
  { name: 'booking', dependencies: ['config'] },
);
