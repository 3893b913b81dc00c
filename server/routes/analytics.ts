import { NoContentSchema, RefusalSchema } from '../../src/shared/apiContract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { AnalyticsBeaconSchema } from '../../src/shared/analyticsSchema';
import { storeEvent } from '../analytics/events';
import { DailySalts, utcDay, visitorHash } from '../analytics/visitors';
import { normalisePage } from '../pages/knownPages';
import { orUnavailable } from '../store/unavailable';
import { refuseOtherSites } from './fromTheSite';

export const ANALYTICS_PATH = '/analytics';
export const ANALYTICS_BODY_LIMIT = 2 * 1024;

/**
 * Why a beacon is not counted although it is well-formed: a known bot or headless browser (isbot's
 * list, which names HeadlessChrome, and no user agent at all), or a browser that asks not to be
 * tracked (Do Not Track, Global Privacy Control; the site sends nothing then, this is the server's
 * side of the same promise).
 */
export function notCounted(request: FastifyRequest): 'bot' | 'opted out' | undefined {
  const userAgent = request.headers['user-agent'] ?? '';
  if (userAgent.trim() === '' || isbot(userAgent)) return 'bot';
  if (request.headers.dnt === '1' || request.headers['sec-gpc'] === '1') return 'opted out';
  return undefined;
}

/**
 * POST /analytics {event, page, device, visit}: a page view or event, sent with sendBeacon. The
 * answer is 204 whether or not it was counted; a malformed beacon is a 400, one from another site's
 * page a 403, and neither stores anything. Conversions are no beacon's to claim (BEACON_EVENTS).
 * Neither the IP address nor the user agent is stored: only their hash with the day's salt.
 */
export const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // sendBeacon with a string sends text/plain (a CORS-simple request: no preflight); the text is JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  const salts = new DailySalts(app.store.db);
  const site = app.config.siteUrl;

  app.post(
    ANALYTICS_PATH,
    {
      bodyLimit: ANALYTICS_BODY_LIMIT,
      onRequest: refuseOtherSites(app),
      config: { rateLimit: { max: app.config.rateLimit.analyticsPerMinute, timeWindow: '1 minute' } },
      schema: { body: AnalyticsBeaconSchema, response: { 204: NoContentSchema, '4xx': RefusalSchema } },
    },
    async (request, reply) => {
      if (notCounted(request)) return reply.code(204).send(null);
      const receivedAt = new Date();
      const day = utcDay(receivedAt);
      const salt = await orUnavailable(salts.saltFor(day));
      const beacon = request.body;
      await orUnavailable(
        storeEvent(app.store.db, {
          beacon,
          page: normalisePage(beacon.page),
          landingPage: normalisePage(beacon.visit.landingPage),
          visitor: visitorHash(salt, site, request.ip, request.headers['user-agent'] ?? ''),
          day,
          receivedAt,
        }),
      );
      return reply.code(204).send(null);
    },
  );
};
