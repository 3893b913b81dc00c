import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshStore, STORE_KINDS, type TestStore } from '../test/stores';
import { DailySalts, visitorHash } from './visitors';

describe.each(STORE_KINDS)('the daily salt on %s', (kind) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await freshStore(kind);
  });
  afterEach(() => store.cleanup());

  it('is one per day for every instance, and the first of a new day deletes the days before', async () => {
    // Two server processes on one store, asking at the same moment.
    const [first, second] = [new DailySalts(store.db), new DailySalts(store.db)];
    const [a, b] = await Promise.all([first.saltFor('2026-11-20'), second.saltFor('2026-11-20')]);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
    const next = await second.saltFor('2026-11-21');
    expect(next).not.toBe(a);
    expect(await first.saltFor('2026-11-21')).toBe(next);
    expect(await store.db.selectFrom('analytics_salts').select('day').execute()).toEqual([{ day: '2026-11-21' }]);
  });
});

describe('visitorHash', () => {
  it('tells visitors apart by IP address and browser, and the same visitor apart on another salt', () => {
    const hash = visitorHash('salt', 'https://www.virtualip.example', '203.0.113.7', 'Chrome');
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(visitorHash('salt', 'https://www.virtualip.example', '203.0.113.7', 'Chrome')).toBe(hash);
    for (const other of [
      visitorHash('salt', 'https://www.virtualip.example', '203.0.113.8', 'Chrome'),
      visitorHash('salt', 'https://www.virtualip.example', '203.0.113.7', 'Firefox'),
      visitorHash('other salt', 'https://www.virtualip.example', '203.0.113.7', 'Chrome'),
      visitorHash('salt', 'https://other.example', '203.0.113.7', 'Chrome'),
    ])
      expect(other).not.toBe(hash);
  });
});
