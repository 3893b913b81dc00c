import { MAX_PAGES_SEEN, campaignOf, referrerHostOf, type VisitSource } from '../shared/analytics';

/** The visit's record in the tab's sessionStorage: it ends with the tab, and no cookie is set. */
export const VISIT_KEY = 'visit';

/**
 * Whether this browser may be counted. Do Not Track and Global Privacy Control are honoured: such a
 * visitor sends no beacon and their forms carry no source (the privacy notice says so). Browsers
 * driven by automation (navigator.webdriver) are not visitors either.
 */
export function trackingAllowed(nav: Navigator = navigator): boolean {
  const flags = nav as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack !== '1' && flags.globalPrivacyControl !== true && nav.webdriver !== true;
}

/** Where storage is blocked, the record lasts as long as the page. */
let inMemory: VisitSource | undefined;

function isVisit(value: unknown): value is VisitSource {
  const visit = value as Partial<VisitSource> | null;
  const optionalText = (field: unknown) => field === undefined || typeof field === 'string';
  return (
    typeof visit === 'object' &&
    visit !== null &&
    typeof visit.landingPage === 'string' &&
    visit.landingPage.startsWith('/') &&
    Number.isInteger(visit.pagesSeen) &&
    (visit.pagesSeen ?? 0) >= 1 &&
    optionalText(visit.referrerHost) &&
    optionalText(visit.utmSource) &&
    optionalText(visit.utmMedium) &&
    optionalText(visit.utmCampaign)
  );
}

function readStored(): VisitSource | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? 'null');
    return isVisit(parsed) ? parsed : inMemory;
  } catch {
    return inMemory;
  }
}

function store(visit: VisitSource): void {
  inMemory = visit;
  try {
    sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // Storage blocked or full: the in-memory copy serves this page.
  }
}

/** This visit's source so far, or undefined when it is not tracked. */
export function currentVisit(): VisitSource | undefined {
  return trackingAllowed() ? readStored() : undefined;
}

/**
 * Counts a page view of this tab's visit: the first one starts the record with the landing page,
 * the other site's host that linked here and the landing URL's campaign; each one counts a page.
 */
export function countPageView(path: string): VisitSource | undefined {
  if (!trackingAllowed()) return undefined;
  const earlier = readStored();
  const visit: VisitSource = earlier
    ? { ...earlier, pagesSeen: Math.min(earlier.pagesSeen + 1, MAX_PAGES_SEEN) }
    : { landingPage: path, ...withHost(referrerHostOf(document.referrer, location.hostname)), ...campaignOf(location.search), pagesSeen: 1 };
  store(visit);
  return visit;
}

const withHost = (host: string | undefined) => (host ? { referrerHost: host } : {});
