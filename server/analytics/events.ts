import type { Kysely } from 'kysely';
import { campaignKey } from '../../src/shared/analytics';
import type { AnalyticsBeacon } from '../../src/shared/analyticsSchema';
import { groupCommitter } from '../store/groupCommit';
import type { Database } from '../store/schema';

/** A beacon as it is counted: its pages as the report names them, the visitor hash and the time. */
export interface CountedBeacon {
  beacon: AnalyticsBeacon;
  /** The page and the landing page, as known pages (see normalisePage). */
  page: string;
  landingPage: string;
  visitor: string;
  day: string;
  receivedAt: Date;
}

/**
 * Stores one page view or event. Beacons that arrive together share one transaction (the store's
 * group commit), so under load a commit's cost is paid per batch rather than per beacon.
 */
export async function storeEvent(db: Kysely<Database>, counted: CountedBeacon): Promise<void> {
  const { beacon, visitor, day, receivedAt } = counted;
  await groupCommitter(db).run((trx) =>
    trx
      .insertInto('analytics_events')
      .values({
        day,
        created_at: receivedAt.toISOString(),
        visitor,
        event: beacon.event,
        page: counted.page,
        device: beacon.device,
        landing_page: counted.landingPage,
        referrer_host: beacon.visit.referrerHost ?? '',
        campaign: campaignKey(beacon.visit),
        pages_seen: beacon.visit.pagesSeen,
      })
      .execute(),
  );
}
