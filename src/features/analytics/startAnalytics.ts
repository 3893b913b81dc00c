// The API's analytics and endpoint modules, not its index: that holds React hooks, and this runs on every page.
import { connectBeaconSender, trackPageView } from '../../api/analytics';
import { apiEndpoint } from '../../api/endpoint';
import { whenIdle } from '../../ui/whenIdle';
import { beaconsTo } from './beacons';

let started = false;

/**
 * Counts this page view (once per document; the page's script calls it when the page is shown, so
 * a prerendered page that is never opened is never counted) and reports it. The visit's record is
 * kept at once, so a form sent right after still carries its source; the code that sends the
 * beacons loads when the browser is idle. Not in development builds, nor without an API to report
 * to, nor for visitors who are not tracked.
 */
export function startAnalytics(pathname = window.location.pathname): void {
  if (started) return;
  started = true;
  const endpoint = apiEndpoint(import.meta.env.VITE_API_URL, '/analytics');
  if (import.meta.env.DEV || !endpoint) return;
  if (!trackPageView(pathname)) return;
  // A visitor who leaves before the sender has loaded (a quick bounce): what waits goes as they leave.
  addEventListener('pagehide', () => connectBeaconSender(beaconsTo(endpoint)), { once: true });
  whenIdle(() => void import('./sender').then(({ startSending }) => startSending(endpoint)));
}
