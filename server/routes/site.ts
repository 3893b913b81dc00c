import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadSitePages, notFoundPageFor, type SitePage } from '../site/pages';
import { contentSecurityPolicy } from '../site/securityHeaders';
import { CATALOG_NOT_FOUND_PATHS, NOT_FOUND_PATH } from '../../src/site/notFound';

export interface SiteOptions {
  distDir: string;
}

const HASHED_ASSET = 'public, max-age=31536000, immutable';
const OTHER_FILE = 'public, max-age=3600';

/**
 * Serves the prerendered site: each page from memory with no-cache and its own CSP, hashed assets
 * with a one-year immutable cache, and dist/404.html with status 404 for anything unknown.
 */
export async function siteRoutes(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const pages = await loadSitePages(options.distDir);

  const sendPage = (reply: FastifyReply, page: SitePage, status: number) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', contentSecurityPolicy(page.scriptHashes))
      .send(page.html);

  for (const [urlPath, page] of pages.byPath) {
    app.get(urlPath, (_request, reply) => sendPage(reply, page, 200));
  }
  // Each not-found page is also reachable at its own prerendered path (noindex, not in the sitemap),
  // as on static hosts; that is where tools that refuse 4xx documents, such as Lighthouse, audit it.
  for (const notFoundPath of [NOT_FOUND_PATH, ...CATALOG_NOT_FOUND_PATHS]) {
    const page = pages.notFoundByDir.get(path.posix.dirname(notFoundPath));
    if (page) app.get(notFoundPath, (_request, reply) => sendPage(reply, page, 200));
  }

  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    redirect: false,
    wildcard: true,
    // Pages are served from memory by the routes above, never as raw files.
    allowedPath: (pathName) => !pathName.endsWith('.html'),
    setHeaders: (res, filePath) => {
      const relative = path.relative(options.distDir, filePath);
      res.header('cache-control', relative.startsWith(`assets${path.sep}`) ? HASHED_ASSET : OTHER_FILE);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      return sendPage(reply, notFoundPageFor(pages, request.url.split('?')[0] ?? '/'), 404);
    }
    return reply.code(404).send({ error: 'Not found' });
  });
}
