import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeadPayload } from '../../src/shared/forms';
import { freshStore, STORE_KINDS, type TestStore } from '../test/stores';
import { IdempotencyKeyReusedError, pruneExpiredIdempotencyKeys } from './idempotency';
import { openStore, storeIsReachable, type OpenedStore } from './openStore';
import { listContacts, listLeads, storeContact, storeLead, streamContacts, streamLeads } from './submissions';

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

const lead: LeadPayload = { fullName: 'Ada Lovelace', companyName: 'Analytical Ltd', email: 'ada@analytical.example', phone: '', service: 'ai' };

describe.each(STORE_KINDS)('store on %s', (kind) => {
  let store: OpenedStore & { cleanup: () => Promise<void> };
  beforeEach(async () => {
    store = await freshStore(kind);
  });
  afterEach(async () => {
    await store.cleanup();
  });

  it('stores a lead and lists it back verbatim', async () => {
    const tricky = { ...lead, fullName: '<script>alert("x")</script> Ünïcödé 名前 \'; DROP TABLE leads; --', companyName: '=HYPERLINK("http://evil.example")' };
    const receipt = await storeLead(store.db, tricky, { channels: [] });
    expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(receipt.receivedAt).toISOString()).toBe(receipt.receivedAt);
    expect(await listLeads(store.db)).toEqual([{ id: receipt.id, receivedAt: receipt.receivedAt, ...tricky }]);
  });

  it('queues one notification per channel in the same transaction', async () => {
    const receipt = await storeLead(store.db, lead, { channels: ['email', 'webhook'] });
    const rows = await store.db.selectFrom('notifications').selectAll().orderBy('channel').execute();
    expect(rows.map((row) => [row.kind, row.record_id, row.channel, row.status])).toEqual([
      ['lead', receipt.id, 'email', 'pending'],
      ['lead', receipt.id, 'webhook', 'pending'],
    ]);
  });

  it('stores one row for the same Idempotency-Key and answers with the same receipt', async () => {
    const first = await storeLead(store.db, lead, { idempotencyKey: 'key-1', channels: ['email'] });
    const second = await storeLead(store.db, lead, { idempotencyKey: 'key-1', channels: ['email'] });
    expect(second).toEqual(first);
    expect(await listLeads(store.db)).toHaveLength(1);
    expect(await store.db.selectFrom('notifications').selectAll().execute()).toHaveLength(1);
  });

  it('refuses the same key while its first submission is in progress (409) and for other data (422)', async () => {
    const [first, repeat, other] = await Promise.allSettled([
      storeLead(store.db, lead, { idempotencyKey: 'key-2', channels: [] }),
      storeLead(store.db, lead, { idempotencyKey: 'key-2', channels: [] }),
      storeLead(store.db, { ...lead, fullName: 'Somebody Else' }, { idempotencyKey: 'key-2', channels: [] }),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(repeat).toMatchObject({ status: 'rejected', reason: { statusCode: 409 } });
    expect(other).toMatchObject({ status: 'rejected', reason: { statusCode: 422 } });
    await expect(storeLead(store.db, { ...lead, email: 'other@analytical.example' }, { idempotencyKey: 'key-2', channels: [] })).rejects.toBeInstanceOf(
      IdempotencyKeyReusedError,
    );
    expect(await storeLead(store.db, lead, { idempotencyKey: 'key-2', channels: [] })).toEqual((first as PromiseFulfilledResult<unknown>).value);
    expect(await listLeads(store.db)).toHaveLength(1);
  });

  it('stores each key with the fingerprint of its data, forgets it after 24 hours, and prunes expired keys', async () => {
    const day = 24 * 60 * 60 * 1000;
    const start = new Date('2026-11-01T10:00:00Z');
    const first = await storeLead(store.db, lead, { idempotencyKey: 'old', channels: [], now: start });
    await storeLead(store.db, lead, { idempotencyKey: 'recent', channels: [], now: new Date(start.getTime() + day) });
    const [row] = await store.db.selectFrom('idempotency_keys').select(['request_hash']).where('key', '=', 'old').execute();
    expect(row?.request_hash).toMatch(/^[0-9a-f]{64}$/);

    const withinDay = new Date(start.getTime() + day - 1);
    expect(await storeLead(store.db, lead, { idempotencyKey: 'old', channels: [], now: withinDay })).toEqual(first);
    // Expired but not yet pruned: the key is free again, even for other data.
    const later = new Date(start.getTime() + day + 1);
    const reused = await storeLead(store.db, { ...lead, fullName: 'Next Day' }, { idempotencyKey: 'old', channels: [], now: later });
    expect(reused.id).not.toBe(first.id);
    expect(await listLeads(store.db)).toHaveLength(3);

    expect(await pruneExpiredIdempotencyKeys(store.db, new Date(start.getTime() + 2 * day + 2))).toBe(2);
    expect(await store.db.selectFrom('idempotency_keys').select('key').execute()).toEqual([]);
    expect(await pruneExpiredIdempotencyKeys(store.db)).toBe(0);
  });

  // Two server processes on one PostgreSQL (SQLite serves one process): the key's primary key makes
  // the second wait for the first's commit, then it answers as the first did, or 422 for other data.
  it.runIf(kind === 'postgres')('answers a key that another server process is storing at the same moment', async () => {
    const other = await openStore({ databasePath: '', databaseUrl: (store as TestStore).url });
    try {
      const [mine, theirs] = await Promise.all([
        storeLead(store.db, lead, { idempotencyKey: 'shared', channels: [] }),
        storeLead(other.db, lead, { idempotencyKey: 'shared', channels: [] }),
      ]);
      expect(theirs).toEqual(mine);
      // Either may reach the database first: the first is stored, the other gets 422.
      const outcomes = await Promise.allSettled([
        storeLead(store.db, lead, { idempotencyKey: 'shared-2', channels: [] }),
        storeLead(other.db, { ...lead, fullName: 'Somebody Else' }, { idempotencyKey: 'shared-2', channels: [] }),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({ reason: { statusCode: 422 } });
      expect(await listLeads(store.db)).toHaveLength(2);
    } finally {
      await other.close();
    }
  });

  it('answers keys stored before fingerprints were kept as before', async () => {
    const receipt = { id: 'earlier-id', receivedAt: new Date().toISOString() };
    await store.db
      .insertInto('idempotency_keys')
      .values({ route: 'lead', key: 'legacy', request_hash: null, response: JSON.stringify(receipt), created_at: receipt.receivedAt })
      .execute();
    expect(await storeLead(store.db, lead, { idempotencyKey: 'legacy', channels: [] })).toEqual(receipt);
    expect(await listLeads(store.db)).toEqual([]);
  });

  it('keeps lead and contact keys apart', async () => {
    await storeLead(store.db, lead, { idempotencyKey: 'same', channels: [] });
    await storeContact(
      store.db,
      { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example', phone: '', company: '', subject: 'web-services', message: 'Hello' },
      { idempotencyKey: 'same', channels: [] },
    );
    expect(await listLeads(store.db)).toHaveLength(1);
    expect(await listContacts(store.db)).toHaveLength(1);
  });

  it('lists only records received since a date', async () => {
    await storeLead(store.db, { ...lead, fullName: 'Old' }, { channels: [], now: new Date('2026-01-01T10:00:00Z') });
    await storeLead(store.db, { ...lead, fullName: 'New' }, { channels: [], now: new Date('2026-03-01T10:00:00Z') });
    expect((await listLeads(store.db, new Date('2026-02-01'))).map((row) => row.fullName)).toEqual(['New']);
  });

  it('streams records page by page, the same as it lists them, rows with equal times included', async () => {
    for (const [index, day] of ['03', '01', '02', '02', '02', '02', '04'].entries()) {
      await storeLead(store.db, { ...lead, fullName: `Lead ${index}` }, { channels: [], now: new Date(`2026-01-${day}T10:00:00Z`) });
    }
    const contact = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example', phone: '', company: '', subject: 'web-services', message: 'Hello' };
    for (const day of ['01', '02']) await storeContact(store.db, contact, { channels: [], now: new Date(`2026-01-${day}T10:00:00Z`) });
    for (const pageSize of [1, 2, 3, 7, 500]) {
      expect(await collect(streamLeads(store.db, undefined, pageSize))).toEqual(await listLeads(store.db));
      expect(await collect(streamLeads(store.db, new Date('2026-01-02'), pageSize))).toEqual(await listLeads(store.db, new Date('2026-01-02')));
      expect(await collect(streamContacts(store.db, undefined, pageSize))).toEqual(await listContacts(store.db));
    }
    expect(await collect(streamLeads(store.db, new Date('2026-01-02')))).toHaveLength(6);
  });

  it.runIf(kind === 'sqlite')('appends leads to the database instead of rewriting pages all over it', async () => {
    // Random (version 4) ids put each lead on a random page of every id index: 1.8 pages of
    // write-ahead log per lead here (0.5 with time-ordered ids), growing with the table, and the
    // checkpoints that copy them to the database held the server (npm run bench, lead/no-op 0.39).
    await sql`pragma wal_autocheckpoint = 0`.execute(store.db);
    const batches = 100;
    for (let batch = 0; batch < batches; batch += 1) {
      await Promise.all(
        Array.from({ length: 64 }, (_, index) => storeLead(store.db, { ...lead, fullName: `Lead ${batch}-${index}` }, { channels: ['email', 'webhook'] })),
      );
    }
    const { rows } = await sql<{ log: number }>`pragma wal_checkpoint(PASSIVE)`.execute(store.db);
    expect(await listLeads(store.db)).toHaveLength(batches * 64);
    expect(rows[0]!.log / (batches * 64)).toBeLessThan(0.8);
  });

  it('reports itself reachable', async () => {
    expect(await storeIsReachable(store.db)).toBe(true);
  });
});
