import { deviceClass, type BeaconEvent } from '../shared/analytics';
import type { AnalyticsBeacon } from '../shared/analyticsSchema';
import { countPageView, currentVisit } from './visit';

type Send = (beacon: AnalyticsBeacon) => void;

/** Beacons made before the sender loaded (it loads when the browser is idle); a few at most. */
const pending: AnalyticsBeacon[] = [];
const MAX_PENDING = 20;
let send: Send | undefined;

function emit(beacon: AnalyticsBeacon): void {
  if (send) send(beacon);
  else if (pending.length < MAX_PENDING) pending.push(beacon);
}

const beaconOf = (event: BeaconEvent, page: string, visit: AnalyticsBeacon['visit']): AnalyticsBeacon => ({
  event,
  page,
  device: deviceClass(innerWidth),
  visit,
});

/**
 * Reports an event of this visit (the chat opened, a search, …) with the page it happened on and
 * the visit's source. Nothing is sent for a visitor who is not tracked (Do Not Track, GPC). A form
 * sent is no beacon: the server counts the records it stored, with the source the form carried.
 */
export function track(event: Exclude<BeaconEvent, 'pageview'>): void {
  const visit = currentVisit();
  if (visit) emit(beaconOf(event, location.pathname, visit));
}

/** Counts a page view of the visit and reports it; returns whether this visitor is tracked. */
export function trackPageView(path: string): boolean {
  const visit = countPageView(path);
  if (visit) emit(beaconOf('pageview', path, visit));
  return visit !== undefined;
}

/** Connects the sender (src/features/analytics): the beacons made so far go first, in order. */
export function connectBeaconSender(sender: Send): void {
  send = sender;
  for (const beacon of pending.splice(0)) sender(beacon);
}
