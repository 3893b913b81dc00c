import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { noticeMismatch } from '../privacy/noticeCheck';
import { builtApiOrigin } from '../siteManifest';
import { CACHE_CONTROL, HASHED_ASSET_DIR } from '../pages/cachePolicy';
import { HOST_CONFIG_FILES } from '../pages/hostConfig';
import { ADMIN_DIR, loadSitePages, notFoundPageFor, sendEncoded, type SitePage } from '../pages/pages';
import { pathAndQuery } from '../urlParts';
import { ADMIN_OPENER_POLICY } from '../pages/securityHeaders';
import { ADMIN_PATH } from '../../src/model/admin';
import { CATALOG_NOT_FOUND_PATHS, NOT_FOUND_PATH } from '../../src/model/notFound';
import { pagePathOf } from '../../src/model/pageFiles';

/** The longest file name most file systems take (bytes; a URL segment is at least as long). */
const MAX_NAME_LENGTH = 255;

const HOST_ONLY_FILES = new RegExp(`^/(${HOST_CONFIG_FILES.headers}|${HOST_CONFIG_FILES.redirects})$`);

/**
 * Serves the prerendered site: each page from memory with no-cache and its own CSP, hashed assets
 * with a one-year immutable cache, both as the build precompressed them where the client accepts
 * it, and dist/404.html with status 404 for anything unknown.
 */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const { distDir } = app.config;
  const pages = await loadSitePages(distDir, builtApiOrigin(app.config.internalDir));
  const mismatch = noticeMismatch(app.config.internalDir, app.config.retention);
  if (mismatch) app.log.warn(mismatch);

  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: SitePage, status: number) =>
    sendEncoded(
      request,
      reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', CACHE_CONTROL.page)
        .header('content-security-policy', page.csp),
      page,
    );

  // No file or page has a name that long; @fastify/static would answer it 403 (it cannot verify the
  // spelling of a name the file system refuses), where it is simply not found.
  app.addHook('onRequest', async (request, reply) => {
    if ((request.url.split('?')[0] ?? '').split('/').some((segment) => segment.length > MAX_NAME_LENGTH)) return reply.callNotFound();
  });

  // A page at its canonical URL; asked for as '/about/' (the router matches it too), it is sent
  // there for good, as the static hosts do: one URL per page for links, search engines and caches.
  const servedAt = new Set<string>();
  const servePage = (urlPath: string, page: SitePage) => {
    servedAt.add(urlPath);
    app.get(urlPath, (request, reply) => {
      const { path: asked, query } = pathAndQuery(request.url);
      if (asked !== urlPath) return reply.redirect(`${urlPath}${query}`, 308);
      return sendPage(request, reply, page, 200);
    });
  };
  for (const [urlPath, page] of pages.byPath) if (urlPath !== ADMIN_DIR) servePage(urlPath, page);
  // The content editor: its own policy, never indexed, always at /admin/ (it reads config.yml beside it).
  const admin = pages.byPath.get(ADMIN_DIR);
  if (admin) {
    app.get(ADMIN_DIR, (request, reply) => {
      if (!request.url.split('?')[0]!.endsWith('/')) return reply.redirect(ADMIN_PATH, 301);
      return sendEncoded(
        request,
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', CACHE_CONTROL.page)
          .header('x-robots-tag', 'noindex, nofollow')
          .header('content-security-policy', admin.csp)
          .header('cross-origin-opener-policy', ADMIN_OPENER_POLICY),
        admin,
      );
    });
  }
  // Each not-found page is also reachable at its own prerendered path (noindex, not in the sitemap),
  // as on static hosts; that is where tools that refuse 4xx documents, such as Lighthouse, audit it.
  for (const notFoundPath of [NOT_FOUND_PATH, ...CATALOG_NOT_FOUND_PATHS]) {
    const page = pages.notFoundByDir.get(path.posix.dirname(notFoundPath));
    if (page) servePage(notFoundPath, page);
  }

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    redirect: false,
    wildcard: true,
    // The build's .br and .gz copies, where the client accepts them; nothing is compressed per request.
    preCompressed: true,
    // Pages are served from memory by the routes above, never as raw files (nor their .br and .gz
    // copies); the static hosts' configuration (_headers, _redirects) is theirs to read, not the visitors'.
    allowedPath: (pathName) => !/\.html(\.br|\.gz)?$/.test(pathName) && !HOST_ONLY_FILES.test(pathName),
    setHeaders: (res, filePath) => {
      const relative = path.relative(distDir, filePath);
      res.header('cache-control', relative.startsWith(`${HASHED_ASSET_DIR}${path.sep}`) ? CACHE_CONTROL.hashedAsset : CACHE_CONTROL.otherFile);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      const { path: asked, query } = pathAndQuery(request.url);
      // A page's file name ('/about.html', '/index.html') is another spelling of its URL.
      const named = asked.endsWith('.html') ? pagePathOf(asked.slice(1)) : undefined;
      if (named && servedAt.has(named)) return reply.redirect(`${named}${query}`, 308);
      return sendPage(request, reply, notFoundPageFor(pages, asked), 404);
    }
    return reply.code(404).send({ error: 'Not found' });
  });
}
