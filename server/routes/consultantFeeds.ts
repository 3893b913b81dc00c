import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { consultantFeed } from '../booking/consultantFeed';
import { orUnavailable } from '../store/unavailable';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /booking/calendar?consultant=<id>&token=<secret>: a consultant's own bookings as a calendar
 * feed to subscribe to (BOOKING_CALENDAR_TOKENS). An unknown consultant, a consultant without a
 * secret and a wrong secret are answered alike: 404.
 */
export const consultantFeedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secrets = new Map(app.config.calendarTokens.map(({ consultantId, token }) => [consultantId, digest(token)]));
  app.get(
    '/booking/calendar',
    { schema: { querystring: Type.Object({ consultant: Type.String({ maxLength: 100 }), token: Type.String({ maxLength: 200 }) }) } },
    async (request, reply) => {
      const id = request.query.consultant;
      const secret = secrets.get(id);
      const consultant = app.booking.availability.consultants.find((entry) => entry.id === id);
      // Compared as digests of equal length, in constant time.
      if (!secret || !consultant || !timingSafeEqual(secret, digest(request.query.token))) return reply.code(404).send({ error: 'Not found' });
      const text = await orUnavailable(consultantFeed(app.store.db, consultant, app.config.siteUrl, new Date(app.booking.now().epochMilliseconds)));
      return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(text);
    },
  );
};
