import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { BOOKING_LINKS } from '../../src/model/bookingPaths';
import { NEWSLETTER_LINKS } from '../../src/model/newsletterPaths';
import { ANALYTICS_PATH, analyticsRoutes } from './analytics';
import { bookingRoutes } from './booking';
import { chatRoutes } from './chat';
import { formRoutes } from './forms';
import { decorateFormLimits } from './formLimits';
import { newsletterRoutes } from './newsletter';
import { FORM_TYPES, formPosts, URL_ENCODED_TYPE } from './formPosts';
import { acceptsTypes, type ContentTypeRule } from './contentTypes';
import { FORM_ROUTES } from '../../src/shared/formRoutes';
import { healthRoutes } from './health';
import { VITALS_PATH, vitalsRoutes } from './vitals';
import { refuseMalformedText } from './wellFormedText';
import { linkPagesOnTheSite } from './emailedLinks';
import { OPENAPI_PATH, openApiDocument } from './openApi';

const JSON_ONLY = acceptsTypes('application/json');
const JSON_OR_TEXT = acceptsTypes('application/json', 'text/plain');
const JSON_OR_URL_ENCODED = acceptsTypes('application/json', URL_ENCODED_TYPE);
const FORM = acceptsTypes(...FORM_TYPES);

/**
 * What each POST takes: JSON, but the beacons (vitals and analytics: sendBeacon sends a string as
 * text/plain), the forms (JSON from their islands, URL-encoded without script) and the e-mailed links' buttons (forms).
 */
const ACCEPTED_TYPES = new Map<string, ContentTypeRule>([
  ...Object.values(FORM_ROUTES).map((route) => [route, JSON_OR_URL_ENCODED] as const),
  [VITALS_PATH, JSON_OR_TEXT],
  [ANALYTICS_PATH, JSON_OR_TEXT],
  ...Object.values(NEWSLETTER_LINKS).map((link) => [link, FORM] as const),
  ...BOOKING_LINKS.map((link) => [link, FORM] as const),
]);

/** The API: JSON (text/plain JSON for beacons, forms for the e-mailed links), CORS for the configured origins, per-client rate limits on the POSTs. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  const { allowedOrigins } = app.config;
  // First: it reads the routes' JSON answers to turn a form post's into a page.
  await formPosts(app);
  // API answers are compressed per request; the site is served as the build compressed it.
  await app.register(compress, { threshold: 1024 });
  // An OPTIONS request that names no method is no preflight: refused here in our shape (the CORS plugin's own refusal is text/plain).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS' && request.headers.origin !== undefined && !request.headers['access-control-request-method'])
      return reply.code(400).send({ error: 'A preflight request must name its method in Access-Control-Request-Method' });
  });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowedOrigins.includes(origin)),
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'idempotency-key'],
    // A visitor's browser asks once per route and keeps the answer: Chromium for at most 2 hours.
    maxAge: 7200,
    // The hook above refuses an OPTIONS request that is no preflight, in our shape: the plugin's own check is off, so it is made once.
    strictPreflight: false,
  });
  // Per client IP; in Redis when REDIS_URL is set, so the limits hold across instances. If Redis
  // cannot be reached, requests go through unlimited (fail open): the forms keep their honeypot,
  // size and idempotency rules, and losing a lead to an outage of a counter costs more than a burst.
  await app.register(rateLimit, { global: false, redis: app.redis, nameSpace: 'virtual-ip:rate-limit:', skipOnError: true });
  decorateFormLimits(app);

  // Refuse a body of another declared type (or none) before parsing.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    const accepted = ACCEPTED_TYPES.get(request.routeOptions.url ?? '') ?? JSON_ONLY;
    if (!accepted.pattern.test(request.headers['content-type'] ?? '')) return reply.code(415).send({ error: accepted.error });
  });

  // Runs after schema validation, before every route's handler.
  app.addHook('preHandler', refuseMalformedText);

  // Before the routes: it reads each route's schemas as the route is added.
  await app.register(swagger, openApiDocument());
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()));

  await app.register(healthRoutes);
  await app.register(formRoutes);
  await app.register(newsletterRoutes);
  await app.register(bookingRoutes);
  await app.register(chatRoutes);
  await app.register(vitalsRoutes);
  await app.register(analyticsRoutes);
  await app.register(linkPagesOnTheSite);
}
