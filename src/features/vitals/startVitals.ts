import { sampleRate, vitalsEndpoint } from './settings';

let started = false;

/**
 * Starts real-user vitals reporting for this page view (sampled), loading the reporter and
 * web-vitals; the page's script calls it once the page is shown and idle. Not in development
 * builds: those numbers mean nothing.
 */
export function startVitals(): void {
  if (started || import.meta.env.DEV) return;
  started = true;
  const endpoint = vitalsEndpoint(import.meta.env.VITE_API_URL);
  if (!endpoint || Math.random() >= sampleRate(import.meta.env.VITE_VITALS_SAMPLE_RATE)) return;
  void import('./reporter').then(({ startReporting }) => startReporting(endpoint, location.pathname));
}
