import fp from 'fastify-plugin';
import { NotificationWorker } from '../notify/worker';
import { siteManifest } from '../siteManifest';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the outbox; routes nudge it after storing something to send. */
    outbox: NotificationWorker;
  }
}

/**
 * The outbox worker. It starts when the server listens (an app only injected into, as in tests and
 * benchmarks, sends nothing in the background) and stops, waiting for deliveries in progress, when
 * the server closes.
 */
export const outboxPlugin = fp(
  async (app) => {
    const { notify, siteUrl } = app.config;
    const manifest = siteManifest(app.config.internalDir);
    const worker = new NotificationWorker({
      db: app.store.db,
      channels: app.notifier.deliver,
      log: app.log,
      pollMs: notify.pollMs,
      retryBaseMs: notify.retryBaseMs,
      retryMaxMs: notify.retryMaxMs,
      leaseMs: notify.timeoutMs * 3,
      compose: {
        siteUrl,
        apiUrl: manifest.apiUrl,
        companyName: manifest.company.name,
        companyEmail: manifest.company.email,
        consultants: app.booking.availability.consultants,
        words: manifest.emails,
      },
      onAttempt: (channel, outcome) => app.metrics.deliveries.inc({ channel, outcome }),
    });
    app.decorate('outbox', worker);
    app.addHook('onListen', async () => worker.start());
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'outbox', dependencies: ['config', 'metrics', 'store', 'notifier', 'booking'] },
);
