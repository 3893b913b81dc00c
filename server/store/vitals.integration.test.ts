import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshStore, STORE_KINDS, type TestStore } from '../test/stores';
import { periodBounds } from '../period';
import { listVitals, storeVitals } from './vitals';

const ALL_TIME = { since: new Date('2000-01-01T00:00:00Z'), until: new Date('2100-01-01T00:00:00Z') };

describe.each(STORE_KINDS)('vitals store on %s', (kind) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await freshStore(kind);
  });
  afterEach(async () => {
    await store.cleanup();
  });

  it('stores a batch with fractional values intact', async () => {
    const now = new Date('2026-11-21T10:00:00Z');
    await storeVitals(
      store.db,
      '/about',
      [
        { name: 'LCP', value: 1234.5, id: 'v5-1-1' },
        { name: 'CLS', value: 0.0421, id: 'v5-1-2' },
      ],
      now,
    );
    expect(await listVitals(store.db, ALL_TIME)).toEqual([
      { page: '/about', name: 'LCP', value: 1234.5, receivedAt: now.toISOString() },
      { page: '/about', name: 'CLS', value: 0.0421, receivedAt: now.toISOString() },
    ]);
  });

  it('keeps one row per id with the newest value, also when one batch repeats an id', async () => {
    await storeVitals(store.db, '/', [{ name: 'CLS', value: 0.01, id: 'v5-cls' }], new Date('2026-11-21T10:00:00Z'));
    await storeVitals(
      store.db,
      '/',
      [
        { name: 'CLS', value: 0.05, id: 'v5-cls' },
        { name: 'CLS', value: 0.08, id: 'v5-cls' },
      ],
      new Date('2026-11-21T10:05:00Z'),
    );
    expect(await listVitals(store.db, ALL_TIME)).toEqual([{ page: '/', name: 'CLS', value: 0.08, receivedAt: '2026-11-21T10:05:00.000Z' }]);
  });

  it('never lets an id reported under another metric overwrite a sample', async () => {
    await storeVitals(store.db, '/', [{ name: 'LCP', value: 900, id: 'v5-same' }]);
    await storeVitals(store.db, '/', [{ name: 'CLS', value: 50, id: 'v5-same' }]);
    expect((await listVitals(store.db, ALL_TIME)).map((row) => [row.name, row.value])).toEqual([['LCP', 900]]);
  });

  it('lists the samples of whole UTC days, both ends included', async () => {
    const at = (iso: string, id: string) => storeVitals(store.db, '/', [{ name: 'TTFB', value: 100, id }], new Date(iso));
    await at('2026-10-31T23:59:59.999Z', 'before');
    await at('2026-11-01T00:00:00.000Z', 'first');
    await at('2026-11-30T23:59:59.999Z', 'last');
    await at('2026-12-01T00:00:00.000Z', 'after');
    const rows = await listVitals(store.db, periodBounds({ from: '2026-11-01', to: '2026-11-30' }));
    expect(rows.map((row) => row.receivedAt)).toEqual(['2026-11-01T00:00:00.000Z', '2026-11-30T23:59:59.999Z']);
  });
});
