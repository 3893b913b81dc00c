import type { FastifyInstance } from 'fastify';
import { HealthSchema, UnhealthySchema } from '../../src/shared/apiContract';
import { storeIsReachable } from '../store/openStore';

/** GET /health: 200 {status: 'ok'} while the store answers, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: { response: { 200: HealthSchema, 503: UnhealthySchema } } }, async (_request, reply) => {
    if (await storeIsReachable(app.store.db)) return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    return reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable', error: 'Store unreachable' });
  });
}
