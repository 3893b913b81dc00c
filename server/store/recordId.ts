import { v7 } from 'uuid';
import { pooledRandomBytes } from './randomPool';

/**
 * A new record's id: a UUID whose first 48 bits are the time (version 7), so each insert lands at
 * the end of the primary key's index instead of on a random page of it. With random (version 4) ids,
 * a group commit of leads rewrote many index and table pages, and much write-ahead log per lead
 * (measured: docs/performance.md, "Measurements behind the code"); SQLite's checkpoints and
 * PostgreSQL's B-trees pay for every one of them.
 */
export const newRecordId = (): string => v7({ random: pooledRandomBytes(16) });
