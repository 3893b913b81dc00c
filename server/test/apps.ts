import type { FastifyInstance } from 'fastify';
import { buildApp, type AppParts } from '../app';
import { loadConfig } from '../config';

/**
 * An app as the server builds it, from settings as they would be in the environment (silent
 * unless LOG_LEVEL says otherwise), API only unless `parts.site` asks for the site.
 */
export function appWith(env: NodeJS.ProcessEnv, parts: AppParts = {}): Promise<FastifyInstance> {
  return buildApp(loadConfig({ LOG_LEVEL: 'silent', ...env }), { site: false, ...parts });
}

/** A site-only app serving the built site in `distDir`. */
export function siteAppFor(distDir: string, env: NodeJS.ProcessEnv = {}, parts: AppParts = {}): Promise<FastifyInstance> {
  return buildApp(loadConfig({ LOG_LEVEL: 'silent', DIST_DIR: distDir, ...env }), { api: false, ...parts });
}
