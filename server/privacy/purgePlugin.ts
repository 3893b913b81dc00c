import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DAY_MS, type Retention } from '../../src/shared/retention';
import type { Database } from '../store/schema';
import { purgeExpired, type PurgeReport } from './purge';

export interface PurgePluginOptions {
  db: Kysely<Database>;
  retention: Retention;
  /** Time between purges (default: one day); the first runs when the server is ready. */
  intervalMs?: number;
  /** Called after each purge (tests wait on it). */
  onPurged?: (report: PurgeReport) => void;
}

/**
 * Runs the retention purge when the server is ready and then daily. A failure (database away) is
 * logged and retried at the next run; closing the server stops the timer and waits for a purge
 * in progress.
 */
export async function purgePlugin(app: FastifyInstance, options: PurgePluginOptions): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  const run = () => {
    if (closed || running) return;
    running = purgeExpired(options.db, options.retention)
      .then(
        (report) => {
          app.log.info({ purge: report }, 'retention purge');
          options.onPurged?.(report);
        },
        (error: unknown) => app.log.error({ err: error }, 'retention purge failed; retrying at the next run'),
      )
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, options.intervalMs ?? DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
}
