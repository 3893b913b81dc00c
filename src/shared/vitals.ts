/**
 * Real-user Core Web Vitals: what the browser sends to POST /vitals and how a value is rated.
 * Shared by the browser and the server, so it stays tiny and imports no code.
 */

export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/** A measurement and a batch of them, as POST /vitals takes them (their schema is in vitalsSchema.ts). */

export const MAX_SAMPLES_PER_BATCH = 20;

/** Core Web Vitals thresholds (web.dev): value <= good is 'good', value > poor is 'poor', else 'needs improvement'. */
export const THRESHOLDS: Record<MetricName, { good: number; poor: number; unit: 'ms' | '' }> = {
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
  FCP: { good: 1800, poor: 3000, unit: 'ms' },
  TTFB: { good: 800, poor: 1800, unit: 'ms' },
};

export type Rating = 'good' | 'needs improvement' | 'poor';

export function rate(name: MetricName, value: number): Rating {
  const { good, poor } = THRESHOLDS[name];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs improvement';
}
