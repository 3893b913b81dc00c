import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis (REDIS_URL), or undefined where each process keeps its own counts. */
    redis: Redis | undefined;
  }
}

/** How long a command waits for a connection: a rate-limit check must never hold a request long. */
const CONNECT_TIMEOUT_MS = 500;

/**
 * The connection to Redis, for the rate limits that every instance shares. While Redis cannot be
 * reached, commands fail at once (no offline queue) and the rate limits let requests through (see
 * routes/api.ts): the log says so once when it goes and once when it is back, not on every retry.
 */
export const redisPlugin = fp(
  async (app) => {
    const { redisUrl } = app.config;
    if (!redisUrl) {
      app.decorate('redis', undefined);
      return;
    }
    const redis = new Redis(redisUrl, {
      connectTimeout: CONNECT_TIMEOUT_MS,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    let reachable = true;
    redis.on('error', (error: Error & { code?: string }) => {
      if (!reachable) return;
      reachable = false;
      app.log.error({ code: error.code, reason: error.message }, 'Redis unreachable: rate limits are not enforced until it is back');
    });
    redis.on('ready', () => {
      if (reachable) return;
      reachable = true;
      app.log.info('Redis reachable again: rate limits are shared and enforced');
    });
    // A server that starts while Redis is down still starts (and answers), as when Redis goes later.
    await redis.connect().catch(() => undefined);
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  },
  { name: 'redis', dependencies: ['config'] },
);
