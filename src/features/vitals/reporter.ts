import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { MAX_SAMPLES_PER_BATCH } from '../../shared/vitals';
import type { VitalSample, VitalsBatch } from '../../shared/vitalsSchema';
import { yieldToMain } from '../../ui/yieldToMain';

/** ms values to 0.1 ms, CLS to 4 decimals: more would only be noise on the wire. */
const round = (metric: Metric) => (metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value * 10) / 10);

/**
 * Observes LCP, CLS, INP, FCP and TTFB of this page load (web-vitals reads the browser's buffered
 * entries, so starting late loses nothing) and sends them in one beacon whenever the page is
 * hidden: switching tabs, navigating away, closing. A metric reported again (CLS, INP grow) keeps
 * its id, so the server keeps its latest value. No cookies, no personal data: the page path and
 * the numbers only. Each metric starts in its own task: together they are one long task on a slow
 * phone (web-vitals' code runs for the first time).
 */
export async function startReporting(endpoint: string, page: string): Promise<void> {
  const queue = new Map<string, VitalSample>();
  const add = (metric: Metric) => queue.set(metric.id, { name: metric.name, value: round(metric), id: metric.id });

  for (const observe of [onLCP, onCLS, onINP, onFCP, onTTFB]) {
    observe(add);
    await yieldToMain();
  }

  const flush = () => {
    if (queue.size === 0) return;
    const batch: VitalsBatch = { page, samples: [...queue.values()].slice(0, MAX_SAMPLES_PER_BATCH) };
    // A string is sent as text/plain: no preflight, and the server accepts it on this route.
    if (navigator.sendBeacon(endpoint, JSON.stringify(batch))) queue.clear();
  };
  // Registered after web-vitals' own listeners, so the final LCP/CLS/INP are queued first.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}
