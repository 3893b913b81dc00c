import fp from 'fastify-plugin';
import { Temporal } from 'temporal-polyfill';
import type { Availability } from '../../src/model/schemas/availability';
import type { HoldBy } from '../../src/shared/bookingContract';
import type { BookingNotices } from '../booking/notices';
import { BusyCalendars } from '../booking/busyCalendars';
import { ConfigError } from '../config';
import { Counter, Gauge } from 'prom-client';
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
      /** The consultants' busy feeds (BOOKING_BUSY_FEEDS): their busy times are never offered. */
      busy: BusyCalendars;
      /** How long a new booking is held and who confirms it (BOOKING_CONFIRMATION); undefined: firm at once. */
      hold?: { ms: number; by: HoldBy };
    };
  }
}

/** The calendar as the build wrote it (dist-internal/site.json), on the system clock unless a test brings its own. */
export const bookingPlugin = fp<{ calendar?: BookingCalendar }>(
  async (app, options) => {
    const { notify, bookingReminderHours, busyFeeds, calendarTokens, bookingConfirmation } = app.config;
    const calendar = options.calendar ?? { availability: siteManifest(app.config.internalDir).booking, now: () => Temporal.Now.instant() };
    const consultantNamed = (setting: string, id: string) => {
      const consultant = calendar.availability.consultants.find((entry) => entry.id === id);
      if (!consultant)
        throw new ConfigError(
          `${setting} names ${id}, who is not a consultant of the calendar (content/site/booking.yaml: ${calendar.availability.consultants.map((entry) => entry.id).join(', ')})`,
        );
      return consultant;
    };
    const feeds = busyFeeds.feeds.map((feed) => ({ ...feed, timeZone: consultantNamed('BOOKING_BUSY_FEEDS', feed.consultantId).timeZone }));
    for (const { consultantId } of calendarTokens) consultantNamed('BOOKING_CALENDAR_TOKENS', consultantId);
    const { registry } = app.metrics;
    const reads = new Counter({
      name: 'booking_busy_feed_reads_total',
      help: "Reads of the consultants' busy feeds, by consultant and outcome (read; failed, the last good copy kept).",
      labelNames: ['consultant', 'outcome'],
      registers: [registry],
    });
    const busy = new BusyCalendars(feeds, {
      horizonDays: calendar.availability.horizonDays,
      timeoutMs: notify.timeoutMs,
      log: app.log,
      now: () => calendar.now().epochMilliseconds,
      onRead: (consultant, outcome) => reads.inc({ consultant, outcome }),
    });
    new Gauge({
      name: 'booking_busy_feed_age_seconds',
      help: "Seconds since each consultant's busy feed was last read well (absent: never read).",
      labelNames: ['consultant'],
      registers: [registry],
      collect() {
        this.reset();
        for (const { consultantId, seconds } of busy.ages()) if (seconds !== undefined) this.set({ consultant: consultantId }, seconds);
      },
    });
    const { mode, holdMinutes, hostHoldHours } = bookingConfirmation;
    if (mode !== 'none' && !notify.smtpUrl)
      app.log.warn(`BOOKING_CONFIRMATION=${mode} needs e-mail (SMTP_URL): without it bookings are firm at once, and nobody is e-mailed`);
    const hold =
      !notify.smtpUrl || mode === 'none' ? undefined : mode === 'email' ? { ms: holdMinutes * 60_000, by: mode } : { ms: hostHoldHours * 3_600_000, by: mode };
    app.decorate('booking', {
      ...calendar,
      ...(hold ? { hold } : {}),
      notices: {
        mail: Boolean(notify.smtpUrl),
        sales: Boolean(notify.smtpUrl && notify.notifyEmail),
        webhook: Boolean(notify.webhookUrl),
        reminderHours: bookingReminderHours,
      },
      busy,
    });
    // The first read before the server answers, so the first slots offered leave the busy times out.
    app.addHook('onReady', async () => {
      await busy.refresh();
      busy.start(busyFeeds.refreshMinutes * 60_000);
    });
    app.addHook('onClose', () => busy.stop());
  },
  { name: 'booking', dependencies: ['config', 'metrics'] },
);
