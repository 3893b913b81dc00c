import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { pruneExpiredIdempotencyKeys } from './idempotency';
import type { Database } from './schema';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Deletes expired idempotency keys when the server is ready and every hour until it closes. */
export async function idempotencyKeyPruning(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const prune = async () => {
    try {
      const deleted = await pruneExpiredIdempotencyKeys(options.db);
      if (deleted > 0) app.log.info({ deleted }, 'expired idempotency keys pruned');
    } catch (error) {
      app.log.warn({ reason: (error as Error).message }, 'pruning idempotency keys failed, will retry');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(() => void prune(), PRUNE_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
