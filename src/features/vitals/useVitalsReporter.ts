import { useEffect } from 'react';
import { sampleRate, vitalsEndpoint } from './settings';

let started = false;

/** Runs `task` once the page has loaded and the main thread is idle. */
function whenIdle(task: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 10_000 }) : setTimeout(task, 1_000));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

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
