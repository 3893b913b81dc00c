import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DAY_MS } from '../../src/shared/retention';
import type { Database } from '../store/schema';
import { CONVERSIONS } from '../../src/shared/analytics';
import { DIMENSIONS, noConversions, type DayTotals, type Dimension } from './dayTotals';
import { conversionTotalsOfDay } from './conversions';
import { deleteOldSalts, utcDay } from './visitors';

/** The column each dimension is read from. */
const KEY_COLUMN: Record<Dimension, RawBuilder<string>> = {
  site: sql<string>`''`,
  page: sql<string>`page`,
  entry: sql<string>`landing_page`,
  referrer: sql<string>`referrer_host`,
  campaign: sql<string>`campaign`,
  device: sql<string>`device`,
  event: sql<string>`event`,
};

const count = (condition: RawBuilder<unknown>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;

/**
 * A day's totals per dimension and key: from its raw events, distinct visitors (the day's hashes),
 * visits (a visit's first page view), page views and events other than page views; from the store,
 * its conversions (leads, bookings, messages, sign-ups), attributed to the entry page, referrer and campaign
 * of the visit that sent them.
 */
export async function totalsOfDay(db: Kysely<Database>, day: string): Promise<DayTotals[]> {
  const rows: DayTotals[] = [];
  for (const dimension of DIMENSIONS) {
    const key = KEY_COLUMN[dimension];
    let query = db
      .selectFrom('analytics_events')
      .select([
        key.as('key'),
        sql<number>`count(distinct visitor)`.as('visitors'),
        count(sql`event = 'pageview' and pages_seen = 1`).as('visits'),
        count(sql`event = 'pageview'`).as('pageviews'),
        count(sql`event <> 'pageview'`).as('events'),
      ])
      .where('day', '=', day)
      // Conversions are the stored records' (./conversions.ts), never a beacon's, even one stored before that rule.
      .where('event', 'not in', [...CONVERSIONS]);
    // The site is one line: no grouping (PostgreSQL refuses a constant in GROUP BY).
    if (dimension !== 'site') query = query.groupBy(key);
    if (dimension === 'event') query = query.where('event', '<>', 'pageview');
    for (const row of await query.execute()) {
      // Without grouping an empty day still gives one row, of nulls and zeros.
      if (Number(row.visitors) === 0) continue;
      rows.push({
        dimension,
        key: row.key,
        visitors: Number(row.visitors),
        visits: Number(row.visits),
        pageviews: Number(row.pageviews),
        events: Number(row.events),
        ...noConversions(),
      });
    }
  }
  return withConversions(rows, await conversionTotalsOfDay(db, day));
}

/** The beacons' rows with the day's conversions added to the rows of the same dimension and key. */
function withConversions(rows: DayTotals[], conversions: DayTotals[]): DayTotals[] {
  const byId = new Map(rows.map((row) => [`${row.dimension}\0${row.key}`, row]));
  for (const conversion of conversions) {
    const row = byId.get(`${conversion.dimension}\0${conversion.key}`);
    if (!row) {
      rows.push(conversion);
      continue;
    }
    row.events += conversion.events;
    for (const kind of CONVERSIONS) row[`${kind}s`] += conversion[`${kind}s`];
  }
  return rows;
}

const nextDay = (day: string) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS));

/**
 * Closes the finished days (before `today`, UTC): deletes their salts, and writes the totals of each
 * that has raw events and no rollup yet and marks it rolled up. Idempotent and safe with several
 * instances: a day another instance rolled up meanwhile keeps its rows. Returns the days rolled up
 * and the number of salts deleted.
 */
export async function rollUpFinishedDays(db: Kysely<Database>, today: string, now = new Date()): Promise<{ days: string[]; saltsDeleted: number }> {
  const saltsDeleted = await deleteOldSalts(db, today);
  const first = await db
    .selectFrom('analytics_events')
    .select((eb) => eb.fn.min('day').as('day'))
    .executeTakeFirst();
  if (!first?.day) return { days: [], saltsDeleted };
  const rolled = new Set((await db.selectFrom('analytics_rolled_days').select('day').where('day', '>=', first.day).execute()).map((row) => row.day));
  const done: string[] = [];
  for (let day = first.day; day < today; day = nextDay(day)) {
    if (rolled.has(day)) continue;
    await db.transaction().execute(async (trx) => {
      const totals = await totalsOfDay(trx, day);
      // In slices: SQLite takes at most 32,766 values in a statement.
      for (let start = 0; start < totals.length; start += 1000) {
        await trx
          .insertInto('analytics_daily')
          .values(totals.slice(start, start + 1000).map((row) => ({ day, ...row })))
          .onConflict((conflict) => conflict.columns(['day', 'dimension', 'key']).doNothing())
          .execute();
      }
      await trx
        .insertInto('analytics_rolled_days')
        .values({ day, rolled_at: now.toISOString() })
        .onConflict((conflict) => conflict.column('day').doNothing())
        .execute();
    });
    done.push(day);
  }
  return { days: done, saltsDeleted };
}
