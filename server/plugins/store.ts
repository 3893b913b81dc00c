import fp from 'fastify-plugin';
import { openConfiguredStore } from '../store/configuredStore';
import type { OpenedStore } from '../store/openStore';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database (SQLite or PostgreSQL), its schema up to date. */
    store: OpenedStore;
  }
}

export interface StorePluginOptions {
  /** A store opened elsewhere (tests share one between apps); its opener closes it. */
  store?: OpenedStore;
}

/** Opens the configured store and closes it when the server closes. */
export const storePlugin = fp<StorePluginOptions>(
  async (app, options) => {
    const store =
      options.store ??
      (await openConfiguredStore(app.config, (error) =>
        app.log.error({ code: (error as { code?: string }).code, reason: error.message }, 'database connection lost'),
      ));
    app.decorate('store', store);
    if (!options.store) app.addHook('onClose', () => store.close());
  },
  { name: 'store', dependencies: ['config'] },
);
