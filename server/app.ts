import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { OneLinePerRequest } from './requestLog';
import { siteRoutes } from './routes/site';
import { contentSecurityPolicy } from './site/securityHeaders';

export interface AppOptions {
  distDir: string;
  logLevel?: string;
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
}

/** Builds the server: the prerendered site (and, in later issues, the API). Nothing listens here. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info', ...(options.logStream ? { stream: options.logStream } : {}) },
    logController: new OneLinePerRequest(),
    routerOptions: { ignoreTrailingSlash: true },
  });

  await app.register(helmet, {
    // The CSP is set per response (pages carry their own inline-script hashes); this is the default.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', contentSecurityPolicy());
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(siteRoutes, { distDir: options.distDir });
  return app;
}
