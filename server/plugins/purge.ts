import fp from 'fastify-plugin';
import { DAY_MS } from '../../src/shared/retention';
import { purgeExpired, type PurgeReport } from '../privacy/purge';

export interface PurgePluginOptions {
  /** Time between purges (default: one day); the first runs when the server listens. */
  intervalMs?: number;
  /** Called after each purge (tests wait on it). */
  onPurged?: (report: PurgeReport) => void;
}

/**
 * Runs the retention purge (RETENTION_DAYS_*) when the server listens and then daily. A failure
 * (database away) is logged and retried at the next run; closing the server stops the timer and
 * waits for a purge in progress.
 */
export const purgePlugin = fp<PurgePluginOptions>(
  async (app, options) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let closed = false;

    const run = () => {
      if (closed || running) return;
      running = purgeExpired(app.store.db, app.config.retention)
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

    app.addHook('onListen', async () => {
      if (timer) return;
      run();
      timer = setInterval(run, options.intervalMs ?? DAY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      await running;
    });
  },
  { name: 'purge', dependencies: ['config', 'store'] },
);
