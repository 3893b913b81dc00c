import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { MESSAGES } from '../../src/shared/forms';
import { VisitorError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-client limits that span routes: add one as a route's onRequest hook. */
    formLimits: FormLimits;
  }
}

export interface FormLimits {
  /** The forms (POST /lead, /contact, /newsletter): one count per client across all of them. */
  forms: onRequestAsyncHookHandler;
  /**
   * The e-mailed links (the newsletter's page button and a mail client's one-click POST; a booking's
   * reschedule and its manage page's cancel button). A count of
   * their own: a mail provider sends many readers' one-click unsubscriptions from a few addresses,
   * which must not use up those addresses' form submissions or be refused for a burst of forms.
   */
  links: onRequestAsyncHookHandler;
  /**
   * Bookings made per client in a day (BOOKINGS_PER_CLIENT_PER_DAY), a count of their own: with the
   * limit per address, one client cannot take the calendar with many addresses. `allow` refuses a
   * client that has made the day's bookings (a 429 that says what to do); `made` counts one.
   */
  bookings: { allow: (request: FastifyRequest) => Promise<void>; made: (request: FastifyRequest) => Promise<void> };
}

/**
 * @fastify/rate-limit counts each route on its own (its `groupId` still keeps one count per route),
 * so a client could send the limit to every form. A limiter made by `app.rateLimit()` has one count
 * per key wherever it is used; the key names the group, so the two groups never share a count.
 */
export function decorateFormLimits(app: FastifyInstance): void {
  const limiter = (group: string) =>
    app.rateLimit({
      max: app.config.rateLimit.formsPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request) => `${group}:${normalizeIP(request.ip)}`,
    }) as onRequestAsyncHookHandler;
  // Read before a booking and counted after one is made: a refused or taken time costs nothing.
  const bookingsMade = app.createRateLimit({
    max: app.config.bookingLimits.perClientPerDay,
    timeWindow: '1 day',
    keyGenerator: (request) => `bookings:${normalizeIP(request.ip)}`,
  });
  const bookings = {
    allow: async (request: FastifyRequest) => {
      const limit = await bookingsMade(request, { increment: false });
      if ('remaining' in limit && limit.remaining === 0) throw new VisitorError(MESSAGES.bookingsPerClient, 429);
    },
    made: async (request: FastifyRequest) => {
      await bookingsMade(request);
    },
  };
  app.decorate('formLimits', { forms: limiter('forms'), links: limiter('links'), bookings } satisfies FormLimits);
}
