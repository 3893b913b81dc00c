import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { apiEndpoint, trackPageView } from '../../api';
import { whenIdle } from '../../ui/whenIdle';

let senderRequested = false;

/**
 * Counts each page view of the visit (the first load and every navigation inside the app) and
 * reports it. The visit's record is kept at once, so a form sent before the browser is idle still
 * carries its source; the code that sends the beacons loads when the browser is idle. Not in
 * development builds, nor without an API to report to, nor for visitors who are not tracked.
 */
export function useAnalytics(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const endpoint = apiEndpoint(import.meta.env.VITE_API_URL, '/analytics');
    if (import.meta.env.DEV || !endpoint) return;
    if (!trackPageView(pathname) || senderRequested) return;
    senderRequested = true;
    whenIdle(() => void import('./sender').then(({ startSending }) => startSending(endpoint)));
  }, [pathname]);
}
