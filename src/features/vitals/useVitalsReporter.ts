import { useEffect } from 'react';
import { whenIdle } from '../../ui/whenIdle';
import { sampleRate, vitalsEndpoint } from './settings';

let started = false;

/**
 * Starts real-user vitals reporting for this page load (sampled), loading the reporter and
 * web-vitals only after the page is idle. Not in development builds: those numbers mean nothing.
 */
export function useVitalsReporter(): void {
  useEffect(() => {
    if (started || import.meta.env.DEV) return;
    const endpoint = vitalsEndpoint(import.meta.env.VITE_API_URL);
    if (!endpoint || Math.random() >= sampleRate(import.meta.env.VITE_VITALS_SAMPLE_RATE)) return;
    started = true;
    const page = location.pathname;
    whenIdle(() => void import('./reporter').then(({ startReporting }) => startReporting(endpoint, page)));
  }, []);
}
