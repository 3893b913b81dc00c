// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeadPayload } from '../../src/shared/forms';
import { freshStore, STORE_KINDS } from '../test/stores';
import { storeIsReachable, type OpenedStore } from './openStore';
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
    const [third, fourth] = await Promise.all([
      storeLead(store.db, lead, { idempotencyKey: 'key-2', channels: [] }),
      storeLead(store.db, lead, { idempotencyKey: 'key-2', channels: [] }),
    ]);
    expect(second).toEqual(first);
    expect(fourth).toEqual(third);
    expect(await listLeads(store.db)).toHaveLength(2);
    expect(await store.db.selectFrom('notifications').selectAll().execute()).toHaveLength(1);
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

  it('reports itself reachable', async () => {
    expect(await storeIsReachable(store.db)).toBe(true);
  });
});
