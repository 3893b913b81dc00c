// The API's endpoint module, not its index (which holds React hooks): this runs on every page.
import { apiEndpoint } from '../../api/endpoint';

/**
 * Where and how often real-user vitals are reported (build settings, see docs/configuration.md):
 * - VITE_API_URL: the API that receives them (default: the site's own origin). A value that is
 *   not an http(s) URL, such as 'none' for a static build without the API, turns reporting off.
 * - VITE_VITALS_SAMPLE_RATE: the share of page loads that report, 0 to 1 (default 1).
 */
export const vitalsEndpoint = (apiUrl: string | undefined): string | null => apiEndpoint(apiUrl, '/vitals');

export function sampleRate(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 1;
  const rate = Number(raw);
  return Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0;
}
