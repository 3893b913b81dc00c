/**
 * The conversions of a day, counted from what the store holds: the leads, consultation bookings,
 * contact messages and newsletter sign-ups stored that day (a booking on the day it became firm, at
 * once or when its hold was confirmed, even if it is cancelled later: a finished day's rollup does
 * not change; a hold never confirmed is no booking), each attributed to the entry page, referrer and campaign of
 * the visit that sent it (the source it carried). No beacon counts as a conversion (BEACON_EVENTS),
 * so a stranger's requests cannot inflate them.
 */
import type { Kysely } from 'kysely';
import { campaignKey, type Conversion } from '../../src/shared/analytics';
import { normalisePage } from '../pages/knownPages';
import type { Database } from '../store/schema';
import { noConversions, type DayTotals, type Dimension } from './dayTotals';

interface Converted {
  kind: Conversion;
  entry: string;
  referrer: string;
  campaign: string;
}

const TABLES = { lead: 'leads', booking: 'bookings', contact: 'contacts', signup: 'newsletter_subscribers' } as const satisfies Record<
  Conversion,
  keyof Database
>;
/** The column that dates each conversion. */
const DATED_BY = { lead: 'created_at', booking: 'confirmed_at', contact: 'created_at', signup: 'created_at' } as const;

/** Rows created on `day` (UTC): timestamps are ISO-8601 text, so the day's rows sort between its date and the next day's. */
const onDay = (day: string) => [day, `${day}T24`] as const;

async function convertedOn(db: Kysely<Database>, day: string): Promise<Converted[]> {
  const [from, to] = onDay(day);
  const converted: Converted[] = [];
  for (const [kind, table] of Object.entries(TABLES) as [Conversion, (typeof TABLES)[Conversion]][]) {
    const rows = await db
      .selectFrom(table)
      .select(['source_landing_page', 'source_referrer_host', 'source_utm_source', 'source_utm_medium', 'source_utm_campaign'])
      .where(DATED_BY[kind], '>=', from)
      .where(DATED_BY[kind], '<', to)
      .execute();
    for (const row of rows) {
      converted.push({
        kind,
        entry: row.source_landing_page === null ? '' : normalisePage(row.source_landing_page),
        referrer: row.source_referrer_host ?? '',
        campaign: campaignKey({
          utmSource: row.source_utm_source ?? undefined,
          utmMedium: row.source_utm_medium ?? undefined,
          utmCampaign: row.source_utm_campaign ?? undefined,
        }),
      });
    }
  }
  return converted;
}

const KEY_OF: Partial<Record<Dimension, (conversion: Converted) => string>> = {
  site: () => '',
  entry: (conversion) => conversion.entry,
  referrer: (conversion) => conversion.referrer,
  campaign: (conversion) => conversion.campaign,
  event: (conversion) => conversion.kind,
};

/** The day's conversions as rollup rows (no visitors or page views: those are the beacons'). */
export async function conversionTotalsOfDay(db: Kysely<Database>, day: string): Promise<DayTotals[]> {
  const rows = new Map<string, DayTotals>();
  for (const conversion of await convertedOn(db, day)) {
    for (const [dimension, keyOf] of Object.entries(KEY_OF) as [Dimension, (conversion: Converted) => string][]) {
      const key = keyOf(conversion);
      const id = `${dimension}\0${key}`;
      const row = rows.get(id) ?? { dimension, key, visitors: 0, visits: 0, pageviews: 0, events: 0, ...noConversions() };
      row.events += 1;
      row[`${conversion.kind}s`] += 1;
      rows.set(id, row);
    }
  }
  return [...rows.values()];
}
