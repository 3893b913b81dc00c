import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ChatEngine } from './chat/engine';
import type { LlmConfig } from './chat/llm';
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits, type TrustProxy } from './config';
import { closeAfterTooManyRequests, connectionOptions } from './connections';
import { answerFrameworkErrors, registerErrorHandler, routeFrameworkErrors } from './errors';
import { OneLinePerRequest } from './requestLog';
import { apiRoutes } from './routes/api';
import { siteRoutes } from './routes/site';
import { contentSecurityPolicy } from './site/securityHeaders';
import type { CompanyChannel, Database } from './store/schema';
import type { NewsletterChannels } from './newsletter/subscriptions';

export interface AppOptions {
  /** The built site to serve; omit for an API-only server (tests, separate API hosting). */
  distDir?: string;
  /** The API's store; omit for a site-only server. */
  api?: {
    db: Kysely<Database>;
    channels: readonly CompanyChannel[];
    /** What the newsletter can send (default: nothing, sign-ups stay pending). */
    newsletter?: NewsletterChannels;
    onStored?: () => void;
    allowedOrigins?: readonly string[];
    rateLimit?: { formsPerMinute: number; chatPerMinute?: number; vitalsPerMinute?: number };
    /** The chat engine (default: the offline engine over the site's content) and an optional LLM. */
    chat?: { engine?: ChatEngine; llm?: LlmConfig };
  };
  logLevel?: string;
  /** Whose X-Forwarded-For to believe (default: nobody's). */
  trustProxy?: TrustProxy;
  connectionLimits?: ConnectionLimits;
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
}

/** Builds the server: the prerendered site and the API on one port. Nothing listens here. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info', ...(options.logStream ? { stream: options.logStream } : {}) },
    logController: new OneLinePerRequest(),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: routeFrameworkErrors((): FastifyInstance => app),
    trustProxy: options.trustProxy ?? false,
    ...connectionOptions(options.connectionLimits ?? DEFAULT_CONNECTION_LIMITS),
    // Unknown fields are errors, not silently dropped; types are checked, never coerced.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  });
  registerErrorHandler(app);
  closeAfterTooManyRequests(app);

  await app.register(helmet, {
    // The CSP is set per response (pages carry their own inline-script hashes); this is the default.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  answerFrameworkErrors(app);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', contentSecurityPolicy());
  });
  await app.register(compress, { threshold: 1024 });
  if (options.api) {
    const api = options.api;
    await app.register(apiRoutes, {
      db: api.db,
      channels: api.channels,
      newsletter: api.newsletter ?? { mail: false, webhook: false },
      onStored: api.onStored ?? (() => {}),
      allowedOrigins: api.allowedOrigins ?? [],
      rateLimit: {
        formsPerMinute: api.rateLimit?.formsPerMinute ?? 10,
        chatPerMinute: api.rateLimit?.chatPerMinute ?? 30,
        vitalsPerMinute: api.rateLimit?.vitalsPerMinute ?? 60,
      },
      chat: { engine: api.chat?.engine ?? new ChatEngine(), llm: api.chat?.llm },
    });
  }
  if (options.distDir) await app.register(siteRoutes, { distDir: options.distDir });
  return app;
}
