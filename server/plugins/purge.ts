import fp from 'fastify-plugin';
import { DAY_MS } from '../../src/shared/retention';
import { purgeExpired, type PurgeReport } from '../privacy/purge';

export interface PurgePluginOptions {
  /** Time between purges; the first runs when the server listens. Default: at every UTC midnight (just after). */
  intervalMs?: number;
  /** Called after each purge (tests wait on it). */
  onPurged?: (report: PurgeReport) => void;
}

/** Past midnight by this much, so a clock a little behind still finds the day over. */
const AFTER_MIDNIGHT_MS = 5_000;

/**
 * Runs the retention purge (RETENTION_DAYS_*) when the server listens and then daily, just after
 * each UTC midnight (the day's analytics salt is deleted then, and the day rolled up). A failure
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

    /** Runs the purge, then again after `intervalMs`, or just after the next UTC midnight, when a day's salt is over. */
    const schedule = () => {
      const delay = options.intervalMs ?? DAY_MS - (Date.now() % DAY_MS) + AFTER_MIDNIGHT_MS;
      timer = setTimeout(() => {
        run();
        schedule();
      }, delay);
      timer.unref();
    };

    app.addHook('onListen', async () => {
      if (timer) return;
      run();
      schedule();
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'purge', dependencies: ['config', 'store'] },
);
