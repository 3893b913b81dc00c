import fp from 'fastify-plugin';
import { Temporal } from 'temporal-polyfill';
import type { Availability } from '../../src/model/schemas/availability';
import { siteManifest } from '../siteManifest';

/** The consultation calendar's rules and the clock the slots are computed against. */
export interface BookingCalendar {
  availability: Availability;
  now: () => Temporal.Instant;
}

declare module 'fastify' {
  interface FastifyInstance {
    booking: BookingCalendar;
  }
}

/** The calendar as the build wrote it (dist/_server/site.json), on the system clock unless a test brings its own. */
export const bookingPlugin = fp<{ calendar?: BookingCalendar }>(
  async (app, options) => {
    app.decorate('booking', options.calendar ?? { availability: siteManifest(app.config.distDir).booking, now: () => Temporal.Now.instant() });
  },
  { name: 'booking', dependencies: ['config'] },
);
