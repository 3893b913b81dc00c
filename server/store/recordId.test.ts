import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { newRecordId } from './recordId';

describe('newRecordId', () => {
  it('gives version 7 UUIDs, all different across many pools of randomness, led by the time', () => {
    const before = Date.now();
    const ids = Array.from({ length: 2000 }, newRecordId);
    const after = Date.now();
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(validate(id) && version(id)).toBe(7);
      const msecs = Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
      expect(msecs).toBeGreaterThanOrEqual(before);
      expect(msecs).toBeLessThanOrEqual(after);
    }
    // The random part differs even among ids of one millisecond.
    expect(new Set(ids.map((id) => id.slice(-12))).size).toBe(ids.length);
  });
});
