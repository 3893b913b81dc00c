import type { Kysely } from 'kysely';
import { DAY_MS, type Retention } from '../../src/shared/retention';
import type { Database } from '../store/schema';
import { rollUpFinishedDays } from './rollup';
import { utcDay } from './visitors';

/**
 * Analytics' part of the daily purge, which runs just after each UTC midnight: the salts of past days
 * go (the first beacon of a day deletes them too), and every finished day is rolled up before the
 * raw events past RETENTION_DAYS_ANALYTICS are deleted, so no figure is lost.
 */
export async function purgeAnalytics(
  db: Kysely<Database>,
  retention: Retention,
  now = new Date(),
): Promise<{ analyticsEvents: number; analyticsSalts: number }> {
  const today = utcDay(now);
  const { saltsDeleted } = await rollUpFinishedDays(db, today, now);
  // Kept: the last `analyticsDays` days, today included.
  const firstKept = utcDay(new Date(now.getTime() - (retention.analyticsDays - 1) * DAY_MS));
  const events = await db.deleteFrom('analytics_events').where('day', '<', firstKept).executeTakeFirst();
  return { analyticsEvents: Number(events.numDeletedRows), analyticsSalts: saltsDeleted };
}
