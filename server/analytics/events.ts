import type { Kysely } from 'kysely';
import { campaignKey } from '../../src/shared/analytics';
import type { AnalyticsBeacon } from '../../src/shared/analyticsSchema';
import { groupCommitter } from '../store/groupCommit';
import { rowInserter } from '../store/rowInserter';
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

const insertEvent = rowInserter('analytics_events', {
  day: true,
  created_at: true,
  visitor: true,
  event: true,
  page: true,
  device: true,
  landing_page: true,
  referrer_host: true,
  campaign: true,
  pages_seen: true,
});

/**
 * Stores one page view or event. Beacons that arrive together share one transaction (the store's
 * group commit), so under load a commit's cost is paid per batch rather than per beacon.
 */
export async function storeEvent(db: Kysely<Database>, counted: CountedBeacon): Promise<void> {
  const { beacon, visitor, day, receivedAt } = counted;
  await groupCommitter(db).run((trx) =>
    insertEvent(trx, {
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
    }),
  );
}
