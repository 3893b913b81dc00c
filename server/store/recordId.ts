import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

/** Random bytes for 256 ids, drawn at once: one call for 16 bytes costs more than the rest of an id (as Node's randomUUID, which pools too). */
const pool = new Uint8Array(16 * 256);
let used = pool.length;

function sixteenRandomBytes(): Uint8Array {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += 16;
  return pool.subarray(used - 16, used);
}

/**
 * A new record's id: a UUID whose first 48 bits are the time (version 7), so each insert lands at
 * the end of the primary key's index instead of on a random page of it. With random (version 4) ids,
 * a group commit of leads rewrote many index and table pages, and much write-ahead log per lead
 * (measured: docs/performance.md, "Measurements behind the code"); SQLite's checkpoints and
 * PostgreSQL's B-trees pay for every one of them.
 */
export const newRecordId = (): string => v7({ random: sixteenRandomBytes() });
