import type { Kysely } from 'kysely';
import type { MetricName } from '../../src/shared/vitals';
import type { VitalSample } from '../../src/shared/vitalsSchema';
import type { Database } from './schema';

export interface StoredVital {
  page: string;
  name: MetricName;
  value: number;
  receivedAt: string;
}

/**
 * Stores one batch of samples in one statement. web-vitals reports CLS and INP again, with the
 * same id and a newer value, each time the page is hidden: a known id gets the newer value.
 */
export async function storeVitals(db: Kysely<Database>, page: string, samples: readonly VitalSample[], now = new Date()): Promise<void> {
  // PostgreSQL refuses to update one row twice in a statement: the last sample of an id wins.
  const latest = new Map(samples.map((sample) => [sample.id, sample]));
  if (latest.size === 0) return;
  const createdAt = now.toISOString();
  await db
    .insertInto('vitals')
    .values([...latest.values()].map((sample) => ({ id: sample.id, page, name: sample.name, value: sample.value, created_at: createdAt })))
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), created_at: eb.ref('excluded.created_at') }))
        // An id re-reported under another metric is not a re-report: it never overwrites a sample.
        .where((eb) => eb('vitals.name', '=', eb.ref('excluded.name'))),
    )
    .execute();
}

/** Samples received in [since, until), oldest first. */
export async function listVitals(db: Kysely<Database>, period: { since: Date; until: Date }): Promise<StoredVital[]> {
  const rows = await db
    .selectFrom('vitals')
    .select(['page', 'name', 'value', 'created_at'])
    .where('created_at', '>=', period.since.toISOString())
    .where('created_at', '<', period.until.toISOString())
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ page: row.page, name: row.name, value: row.value, receivedAt: row.created_at }));
}
