// The API's analytics module, not its index (which holds React hooks): this runs on every page.
import { connectBeaconSender, track } from '../../api/analytics';
import { beaconsTo } from './beacons';

/** The event a followed link counts as, by its scheme. */
export function contactLinkEvent(target: EventTarget | null): 'phone_click' | 'email_click' | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  const href = link?.getAttribute('href')?.trim().toLowerCase() ?? '';
  if (href.startsWith('tel:')) return 'phone_click';
  if (href.startsWith('mailto:')) return 'email_click';
  return undefined;
}

/**
 * Sends this page's beacons to `endpoint` (./beacons.ts) and counts the phone and e-mail links
 * followed. Loaded when the browser is idle: nothing of it is in a page's first load.
 */
export function startSending(endpoint: string): void {
  connectBeaconSender(beaconsTo(endpoint));
  // Capture: counted even when a handler stops the click from bubbling; a middle click opens no call.
  addEventListener(
    'click',
    (event) => {
      const name = contactLinkEvent(event.target);
      if (name) track(name);
    },
    { capture: true },
  );
}
