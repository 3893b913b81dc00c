import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings, read from the environment and validated once (server/config.ts). */
    config: ServerConfig;
  }
}

/** Decorates the instance with the validated settings, for every plugin and route below it. */
export const configPlugin = fp<{ config: ServerConfig }>(
  async (app, options) => {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);
