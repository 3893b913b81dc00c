import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { storeIsReachable } from '../store/openStore';
import type { Database } from '../store/schema';

/** GET /health: 200 {status: 'ok'} while the store answers, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  app.get('/health', async (_request, reply) => {
    if (await storeIsReachable(options.db)) return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    return reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable', error: 'Store unreachable' });
  });
}
