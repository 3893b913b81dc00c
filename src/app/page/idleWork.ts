/** What every page starts once it is shown and idle, loaded by the page's script as one chunk. */
export { startAnalytics } from '../../features/analytics/plain';
export { startVitals } from '../../features/vitals/plain';
