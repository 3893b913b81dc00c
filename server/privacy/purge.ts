import { sql, type Kysely } from 'kysely';
import { DAY_MS, type Retention } from '../../src/shared/retention';
import { pruneExpiredIdempotencyKeys } from '../store/idempotency';
import { purgeSubscribers } from '../newsletter/subscriptions';
import { purgeAnalytics } from '../analytics/purge';
import { deleteBookings } from '../booking/bookings';
import type { Database, RecordKind } from '../store/schema';

export interface PurgeReport {
  leads: number;
  contacts: number;
  /** Consultation bookings whose meeting ended RETENTION_DAYS_BOOKINGS ago, with their e-mailed links. */
  bookings: number;
  /** Delivered notifications of the deleted records and bookings. */
  notifications: number;
  vitals: number;
  idempotencyKeys: number;
  /** Expired leads, messages and bookings kept because a notification of theirs is not delivered yet. */
  keptUndelivered: number;
  /** Newsletter sign-ups never confirmed in time, and addresses that unsubscribed. */
  subscribers: number;
  /** Analytics' raw events past RETENTION_DAYS_ANALYTICS (their days' totals are kept). */
  analyticsEvents: number;
  /** The salts of days that are over. */
  analyticsSalts: number;
}

const RECORD_TABLES = { lead: 'leads', contact: 'contacts' } as const satisfies Record<RecordKind, keyof Database>;

/** Rows created before this time are expired. */
const cutoff = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();
/** The same, in whole seconds and written as a booking's times are ("2026-05-12T13:30:00Z"), so text compares as time. */
const cutoffInSeconds = (now: Date, ms: number) => new Date(Math.floor((now.getTime() - ms) / 1000) * 1000).toISOString().replace('.000Z', 'Z');
/** Ids per statement: SQLite takes at most 32,766 values in one. */
const ID_SLICE = 1000;

/** Bookings whose meeting ended before `endedBefore` and whose notifications are all delivered (or failed for good). */
async function purgeBookings(trx: Kysely<Database>, endedBefore: string, report: PurgeReport): Promise<void> {
  const expired = await trx
    .selectFrom('bookings')
    .select('id')
    .where('ends_at', '<', endedBefore)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notifications')
            .select('notifications.id')
            .where('notifications.status', '=', 'pending')
            .where('notifications.record_id', '=', sql.ref<string>('bookings.id')),
        ),
      ),
    )
    .execute();
  const ids = expired.map((row) => row.id);
  for (let start = 0; start < ids.length; start += ID_SLICE) {
    const deleted = await deleteBookings(trx, ids.slice(start, start + ID_SLICE));
    report.bookings += deleted.bookings;
    report.notifications += deleted.notifications;
  }
  const kept = await trx
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('ends_at', '<', endedBefore)
    .executeTakeFirst();
  report.keptUndelivered += Number(kept?.count ?? 0);
}

/**
 * Deletes what is past its retention period: leads and messages with their delivered notifications
 * (a record whose notification is still pending stays until it is delivered: nothing reaches the
 * bin before the sales team), bookings whose meeting ended longer ago than their period, with
 * their links and delivered notifications (the same rule), web-vitals samples, used idempotency
 * keys, newsletter sign-ups never confirmed or since unsubscribed, and analytics' raw events and past salts.
 */
/** A purge that found nothing to delete: every count 0. */
export const NOTHING_PURGED: Readonly<PurgeReport> = {
  leads: 0,
  contacts: 0,
  bookings: 0,
  notifications: 0,
  vitals: 0,
  idempotencyKeys: 0,
  keptUndelivered: 0,
  subscribers: 0,
  analyticsEvents: 0,
  analyticsSalts: 0,
};

export async function purgeExpired(db: Kysely<Database>, retention: Retention, now = new Date()): Promise<PurgeReport> {
  const submissionsBefore = cutoff(now, retention.submissionsDays * DAY_MS);
  const report: PurgeReport = { ...NOTHING_PURGED };
  await db.transaction().execute(async (trx) => {
    for (const kind of ['lead', 'contact'] as const) {
      const table = RECORD_TABLES[kind];
      // Expired, and no notification of it is still waiting to be delivered.
      const deletable = trx
        .selectFrom(table)
        .select('id')
        .where('created_at', '<', submissionsBefore)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('notifications')
                .select('notifications.id')
                .where('notifications.kind', '=', kind)
                .where('notifications.status', '=', 'pending')
                .where('notifications.record_id', '=', sql.ref<string>(`${table}.id`)),
            ),
          ),
        );
      const notifications = await trx.deleteFrom('notifications').where('kind', '=', kind).where('record_id', 'in', deletable).executeTakeFirst();
      report.notifications += Number(notifications.numDeletedRows);
      const records = await trx.deleteFrom(table).where('id', 'in', deletable).executeTakeFirst();
      report[`${kind}s`] = Number(records.numDeletedRows);
      const kept = await trx
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('created_at', '<', submissionsBefore)
        .executeTakeFirst();
      report.keptUndelivered += Number(kept?.count ?? 0);
    }
    await purgeBookings(trx, cutoffInSeconds(now, retention.bookingsDays * DAY_MS), report);
    const vitals = await trx
      .deleteFrom('vitals')
      .where('created_at', '<', cutoff(now, retention.vitalsDays * DAY_MS))
      .executeTakeFirst();
    report.vitals = Number(vitals.numDeletedRows);
    report.subscribers = await purgeSubscribers(trx, now);
  });
  report.idempotencyKeys = await pruneExpiredIdempotencyKeys(db, now);
  Object.assign(report, await purgeAnalytics(db, retention, now));
  return report;
}
