/**
 * Cookie-less page and conversion analytics: what a visit is, what the browser sends to
 * POST /analytics, and the rules both sides apply. Shared by the browser and the server, so it stays
 * tiny and imports no code (the request schemas are in analyticsSchema.ts).
 */

/** What a beacon reports: a page view, or one of the events marketing counts. */
export const EVENT_NAMES = [
  'pageview',
  /** The consultation dialog was opened, and a consultation request was stored (a lead, counted from the store). */
  'consultation_open',
  'lead',
  /** A consultation was booked for a time slot (counted from the store). */
  'booking',
  /** A contact message was stored. */
  'contact',
  /** A newsletter sign-up was accepted (the address still has to confirm it). */
  'signup',
  'chat_open',
  /** The first question of a chat conversation. */
  'chat_question',
  /** The site search was opened and a query typed. */
  'search',
  /** A tel: or mailto: link was followed. */
  'phone_click',
  'email_click',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/**
 * The events that are conversions, in the report's order. They are the stored records (a lead, a
 * consultation booking, a contact message, a newsletter sign-up), counted by the server from its
 * tables; no beacon can claim one.
 */
export const CONVERSIONS = ['lead', 'booking', 'contact', 'signup'] as const satisfies readonly EventName[];
export type Conversion = (typeof CONVERSIONS)[number];

/** What a beacon may report: page views and the events that are not conversions. */
export const BEACON_EVENTS = EVENT_NAMES.filter((event): event is Exclude<EventName, Conversion> => !(CONVERSIONS as readonly string[]).includes(event));
export type BeaconEvent = (typeof BEACON_EVENTS)[number];

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** A device class from the viewport's width in CSS pixels (the breakpoints of the site's own layout). */
export function deviceClass(viewportWidth: number): DeviceClass {
  if (viewportWidth < 640) return 'mobile';
  return viewportWidth < 1024 ? 'tablet' : 'desktop';
}

export const MAX_PATH = 200;
export const MAX_HOST = 253;
export const MAX_UTM = 100;
export const MAX_PAGES_SEEN = 10_000;

/**
 * Where a visit came from: kept in the tab's sessionStorage from its first page, sent with every
 * beacon and with the consultation and contact forms. Hosts only, never a referrer's full URL.
 */
export interface VisitSource {
  /** The path the visit started on, without query or fragment. */
  landingPage: string;
  /** The referring site's host name, when the visit came from another site. */
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** Pages seen in this visit so far, the current one included. */
  pagesSeen: number;
}

export type CampaignFields = Pick<VisitSource, 'utmSource' | 'utmMedium' | 'utmCampaign'>;

/** A UTM value as stored: trimmed, control characters and line breaks dropped, at most MAX_UTM characters; empty is none. */
export function cleanUtm(value: string | null | undefined): string | undefined {
  const cleaned = (value ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .trim()
    .slice(0, MAX_UTM);
  return cleaned === '' ? undefined : cleaned;
}

/** The campaign of a landing URL's query: utm_source, utm_medium and utm_campaign. */
export function campaignOf(search: string): CampaignFields {
  const params = new URLSearchParams(search);
  const fields: CampaignFields = {};
  const source = cleanUtm(params.get('utm_source'));
  const medium = cleanUtm(params.get('utm_medium'));
  const campaign = cleanUtm(params.get('utm_campaign'));
  if (source) fields.utmSource = source;
  if (medium) fields.utmMedium = medium;
  if (campaign) fields.utmCampaign = campaign;
  return fields;
}

/** The host of a referrer URL when it is another site's (http or https), else undefined. */
export function referrerHostOf(referrer: string, ownHost: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    const host = url.hostname.toLowerCase();
    return host === '' || host === ownHost.toLowerCase() || host.length > MAX_HOST ? undefined : host;
  } catch {
    return undefined;
  }
}

/** A campaign as the report names it: 'source / medium / campaign' ('–' for a part not given), '' for none. */
export function campaignKey({ utmSource, utmMedium, utmCampaign }: CampaignFields): string {
  if (!utmSource && !utmMedium && !utmCampaign) return '';
  return [utmSource, utmMedium, utmCampaign].map((part) => part ?? '–').join(' / ');
}

/** A beacon as POST /analytics takes it (its schema is in analyticsSchema.ts). */
