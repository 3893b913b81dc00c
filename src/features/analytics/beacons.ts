import type { AnalyticsBeacon } from '../../shared/analyticsSchema';

/** Sends each beacon to `endpoint` with sendBeacon: a string goes as text/plain (no preflight), and it survives the page being closed. */
export const beaconsTo =
  (endpoint: string) =>
  (beacon: AnalyticsBeacon): void => {
    navigator.sendBeacon(endpoint, JSON.stringify(beacon));
  };
