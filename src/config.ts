/** Build-time settings of the site (see docs/configuration.md). */
import { joinSiteUrl, normaliseSiteUrl } from './siteUrl';

/** Public origin of the site, for canonical URLs and structured data. */
export const SITE_URL = normaliseSiteUrl(import.meta.env.SITE_URL);

export function absoluteUrl(path: string): string {
  return joinSiteUrl(SITE_URL, path);
}
