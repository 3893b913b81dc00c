import { apiBaseUrl } from '../siteUrl';

/**
 * The URL of an API path for the browser's beacons, from the build setting VITE_API_URL (default:
 * the site's own origin). A value that is not an http(s) URL, such as 'none' for a static build
 * without the API, means there is no API to report to: null.
 */
export function apiEndpoint(apiUrl: string | undefined, path: `/${string}`): string | null {
  const base = apiBaseUrl(apiUrl);
  return base === null ? null : `${base}${path}`;
}
