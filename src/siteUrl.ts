import { trimEndOf } from './shared/text';

/** The public origin used when SITE_URL is not set. Shared by the app and the build config. */
export const DEFAULT_SITE_URL = 'https://www.virtualip.example';

/** Origin without a trailing slash. */
export function normaliseSiteUrl(raw: string | undefined): string {
  return trimEndOf(raw || DEFAULT_SITE_URL, '/');
}

export function joinSiteUrl(siteUrl: string, path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
}
