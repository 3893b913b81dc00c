import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { UNSUBSCRIBE_PATH } from '../newsletter/messages';
import { chatRoutes } from './chat';
import { formRoutes } from './forms';
import { newsletterRoutes } from './newsletter';
import { healthRoutes } from './health';
import { VITALS_PATH, vitalsRoutes } from './vitals';
import { refuseMalformedText } from './wellFormedText';

const JSON_ONLY = { pattern: /^application\/json\s*(;|$)/i, error: 'Content-Type must be application/json' };
const JSON_OR_TEXT = { pattern: /^(application\/json|text\/plain)\s*(;|$)/i, error: 'Content-Type must be application/json or text/plain' };

/** The API: JSON only (and text/plain JSON for beacons), CORS for the configured origins, per-IP rate limits on the POSTs. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  const { allowedOrigins } = app.config;
  // API answers are compressed per request; the site is served as the build compressed it.
  await app.register(compress, { threshold: 1024 });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowedOrigins.includes(origin)),
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'idempotency-key'],
    maxAge: 600,
  });
  // Per client IP; in Redis when REDIS_URL is set, so the limits hold across instances. If Redis
  // cannot be reached, requests go through unlimited (fail open): the forms keep their honeypot,
  // size and idempotency rules, and losing a lead to an outage of a counter costs more than a burst.
  await app.register(rateLimit, { global: false, redis: app.redis, nameSpace: 'virtual-ip:rate-limit:', skipOnError: true });

  // Bodies must be JSON: refuse any other declared type (or none) before parsing. sendBeacon sends
  // a string as text/plain, so /vitals also takes its JSON as text/plain.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    const type = request.headers['content-type'] ?? '';
    // The one-click unsubscribe of mail clients is a form post (RFC 8058); its route parses only that.
    if (request.routeOptions.url === UNSUBSCRIBE_PATH) return;
    const accepted = request.routeOptions.url === VITALS_PATH ? JSON_OR_TEXT : JSON_ONLY;
    if (!accepted.pattern.test(type)) return reply.code(415).send({ error: accepted.error });
  });

  // Runs after schema validation, before every route's handler.
  app.addHook('preHandler', refuseMalformedText);

  await app.register(healthRoutes);
  await app.register(formRoutes);
  await app.register(newsletterRoutes);
  await app.register(chatRoutes);
  await app.register(vitalsRoutes);
}
