import { trimEndOf } from './shared/text';

/** The public origin used when SITE_URL is not set. Shared by the app and the build config. */
export const DEFAULT_SITE_URL = 'https://www.virtualip.example';

/**
 * SITE_URL as the build and the server take it: an http(s) origin, with or without its trailing
 * slash; a path, query, fragment or credentials would end up in every canonical URL and e-mailed
 * link, so they are refused with one line that names the setting. Unset: the default.
 */
export function siteOrigin(raw: string | undefined): string {
  if (!raw) return DEFAULT_SITE_URL;
  const origin = httpOrigin(raw);
  if (!origin) throw new Error(`SITE_URL must be the site's origin such as https://www.example.com (http or https; no path, query or fragment), got "${raw}"`);
  return origin;
}

/** The origin of an http(s) URL that is nothing but an origin (a trailing slash aside); else undefined. */
export function httpOrigin(raw: string): string | undefined {
  const parsed = URL.canParse(raw) ? new URL(raw) : undefined;
  const bare = parsed && parsed.pathname === '/' && !parsed.search && !parsed.hash && !parsed.username && !parsed.password && !/[?#]$/.test(raw);
  return bare && ['http:', 'https:'].includes(parsed.protocol) ? parsed.origin : undefined;
}

/** Origin without a trailing slash. */
export function normaliseSiteUrl(raw: string | undefined): string {
  return trimEndOf(raw || DEFAULT_SITE_URL, '/');
}

export function joinSiteUrl(siteUrl: string, path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
}
