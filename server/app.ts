import Fastify, { type FastifyInstance } from 'fastify';
import type { ChatEngine } from './chat/engine';
import type { ServerConfig } from './config';
import { closeConnectionsWhenDue, connectionOptions } from './connections';
import { registerErrorHandler } from './errors';
import { answerEarly, clientErrorHandler, routeFrameworkErrors } from './nodeAnswers';
import { answerUnknownMethods } from './methodNotAllowed';
import { bookingPlugin, type BookingCalendar } from './plugins/booking';
import { chatPlugin } from './plugins/chat';
import { configPlugin } from './plugins/config';
import { metricsPlugin } from './plugins/metrics';
import { notifierPlugin } from './plugins/notifier';
import { outboxPlugin } from './plugins/outbox';
import { purgePlugin } from './plugins/purge';
import { redisPlugin } from './plugins/redis';
import { storePlugin } from './plugins/store';
import { loggableUrl, OneLinePerRequest } from './requestLog';
import { apiRoutes } from './routes/api';
import { siteRoutes } from './routes/site';
import { contentSecurityPolicy, securityHeaders } from './pages/securityHeaders';
import type { OpenedStore } from './store/openStore';

/** What the configuration does not say: which halves to serve, and parts a test or script brings. */
export interface AppParts {
  /** Serve the built site from DIST_DIR (default: SERVE_SITE). */
  site?: boolean;
  /** Serve the API, with its store, outbox and chat (default true). */
  api?: boolean;
  /** A store opened elsewhere (tests share one between apps); default: opened from the configuration and closed with the app. */
  store?: OpenedStore;
  /** Default: the offline engine over the site's content. */
  chatEngine?: ChatEngine;
  /** Default: the consultation calendar of the build, on the system clock. */
  bookingCalendar?: BookingCalendar;
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
}

/**
 * Builds the server as a tree of plugins: the validated configuration and the metrics, then the
 * services (store, notifier, outbox worker, chat, retention purge; each closes itself when the app closes), then the
 * routes, which take what they need from the instance. Nothing listens here; the outbox and the
 * purge start when the server listens.
 */
export async function buildApp(config: ServerConfig, parts: AppParts = {}): Promise<FastifyInstance> {
  const security = securityHeaders();
  const defaultPolicy = contentSecurityPolicy();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Any line that logs a request keeps no query value (loggableUrl).
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: loggableUrl(request.url), remoteAddress: request.ip }),
      },
      ...(parts.logStream ? { stream: parts.logStream } : {}),
    },
    clientErrorHandler: clientErrorHandler({ ...security, 'content-security-policy': defaultPolicy }),
    logController: new OneLinePerRequest(),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: routeFrameworkErrors((): FastifyInstance => app),
    trustProxy: config.trustProxy,
    ...connectionOptions(config.connectionLimits),
    // Unknown fields are errors, not silently dropped; types are checked, never coerced.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  });
  registerErrorHandler(app);
  closeConnectionsWhenDue(app);
  await app.register(configPlugin, { config });
  await app.register(metricsPlugin);

  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(security);
    done();
  });
  answerEarly(app);
  answerUnknownMethods(app);
  // Pages set their own policy (with their inline scripts' hashes); everything else gets the default.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', defaultPolicy);
    done(null, payload);
  });

  if (parts.api ?? true) {
    await app.register(redisPlugin);
    await app.register(storePlugin, { store: parts.store });
    await app.register(notifierPlugin);
    await app.register(bookingPlugin, { calendar: parts.bookingCalendar });
    await app.register(outboxPlugin);
    await app.register(purgePlugin);
    await app.register(chatPlugin, { engine: parts.chatEngine });
    await app.register(apiRoutes);
  }
  if (parts.site ?? config.serveSite) await app.register(siteRoutes);
  // fastify's own not-found handler logs the whole URL, query included; the site has its own.
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
  return app;
}
