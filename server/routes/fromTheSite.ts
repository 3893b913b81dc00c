/**
 * Which browser requests come from the site's own pages: what keeps another website from posting
 * our forms (a visitor's browser carrying a stranger's form) or forging our analytics and vitals.
 * Fetch metadata and Origin are set by the browser; a client that is no browser can send anything,
 * which is why the beacons' conversions are not believed at all (server/analytics/conversions.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** This server's own origin as the request names it (behind a trusted proxy, its forwarded protocol and host). */
export const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The origins of the site's pages: this server's own, SITE_URL's and ALLOWED_ORIGINS' (the site hosted elsewhere). */
export function siteOrigins(app: FastifyInstance, request: FastifyRequest): string[] {
  return [ownOrigin(request), app.config.siteUrl, ...app.config.allowedOrigins];
}

/**
 * Where the site's pages are for this request, before a page's path: the page's own origin when it
 * is one of the site's elsewhere; nothing (this origin) when the page was this server's; else
 * SITE_URL when this server does not serve the site (an API behind nginx or beside a static host).
 */
export function siteBase(app: FastifyInstance, request: FastifyRequest): string {
  const origin = request.headers.origin;
  const own = ownOrigin(request);
  if (origin && origin !== 'null' && origin !== own && siteOrigins(app, request).includes(origin)) return origin;
  if (request.headers['sec-fetch-site'] === 'same-origin' || origin === own || app.config.serveSite) return '';
  return app.config.siteUrl;
}

/**
 * Whether a browser sent this from one of the site's pages (a form's POST, a beacon).
 * `Sec-Fetch-Site: same-origin` says so for this server's own pages; a page elsewhere is known by
 * its `Origin`, which the site's Referrer-Policy (REFERRER_POLICY) lets browsers send with a form's
 * POST and a beacon. A page under `no-referrer` (another site's, or an old copy of ours) sends
 * `Origin: null`, which proves nothing: then only the fetch metadata counts, and `same-site` (the
 * site on a sibling host of the same domain, as www. beside api.) only where ALLOWED_ORIGINS says the
 * site is hosted elsewhere. A request with neither header is no browser's request from another site.
 */
export function fromTheSite(app: FastifyInstance, request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'same-origin') return true;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== 'null') return siteOrigins(app, request).includes(origin);
  if (fetchSite === 'same-site') return app.config.allowedOrigins.length > 0;
  return fetchSite === undefined && origin === undefined;
}

/**
 * An onRequest hook for the beacons: one from another site's page is refused (403) and stores
 * nothing. Their answers may go to the site's pages wherever those are hosted: sendBeacon posts a
 * string in no-cors mode, where an answer marked `Cross-Origin-Resource-Policy: same-origin` (the
 * security headers') is blocked, with an error in the page's console.
 */
export function refuseOtherSites(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (fromTheSite(app, request)) return;
    request.log.info('beacon from another site refused');
    return reply.code(403).send({ error: 'Beacons from another site are not accepted' });
  };
}
