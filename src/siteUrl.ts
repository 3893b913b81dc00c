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

/**
 * VITE_API_URL as the build, the browser and the server take it: '' when the API is on the site's
 * own origin (unset or blank), the API's base URL without its trailing slash when it is apart from
 * the site (an http(s) URL, a path allowed), and null when there is no API to reach (any other
 * value, such as 'none' for a static build without the API).
 */
export function apiBaseUrl(raw: string | undefined): string | null {
  const base = trimEndOf((raw ?? '').trim(), '/');
  if (base === '') return '';
  if (!URL.canParse(base)) return null;
  const { protocol } = new URL(base);
  return protocol === 'http:' || protocol === 'https:' ? base : null;
}

/** The origin of the API's base URL, for the site's Content-Security-Policy; none when the API is the site's own origin or absent. */
export const apiOriginOf = (apiBase: string | null): string | undefined => (apiBase ? new URL(apiBase).origin : undefined);
