/**
 * What POST /analytics and the forms' `source` accept, as JSON schemas the server validates with.
 * The browser's types derive from them with a type-only import, so no schema code reaches it.
 */
import { Type, type Static } from 'typebox';
import { BEACON_EVENTS, DEVICE_CLASSES, MAX_HOST, MAX_PAGES_SEEN, MAX_PATH, MAX_UTM } from './analytics';

const path = Type.String({ minLength: 1, maxLength: MAX_PATH, pattern: '^/' });
/** Letters, digits, hyphens and dots: a host name, never a URL. */
const host = Type.String({ minLength: 1, maxLength: MAX_HOST, pattern: '^[A-Za-z0-9.-]+$' });
/** Printable text without control characters (cleanUtm's result). */
const utm = Type.String({ minLength: 1, maxLength: MAX_UTM, pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]+$' });

export const VisitSourceSchema = Type.Object(
  {
    landingPage: path,
    referrerHost: Type.Optional(host),
    utmSource: Type.Optional(utm),
    utmMedium: Type.Optional(utm),
    utmCampaign: Type.Optional(utm),
    pagesSeen: Type.Integer({ minimum: 1, maximum: MAX_PAGES_SEEN }),
  },
  { additionalProperties: false },
);

export const AnalyticsBeaconSchema = Type.Object(
  {
    /** Never a conversion: those are the server's stored records. */
    event: Type.Enum(BEACON_EVENTS),
    /** location.pathname of the page the event happened on. */
    page: path,
    device: Type.Enum(DEVICE_CLASSES),
    visit: VisitSourceSchema,
  },
  { additionalProperties: false },
);

export type AnalyticsBeacon = Static<typeof AnalyticsBeaconSchema>;
