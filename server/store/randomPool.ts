import { randomFillSync } from 'node:crypto';

/**
 * Random bytes from the system's CSPRNG, drawn 4 KB at a time: each draw is a system call that
 * costs more than the rest of a record id or a token (measured: docs/performance.md). Node's own
 * randomUUID pools the same way. Each byte is handed out once.
 */
const pool = new Uint8Array(4096);
let used = pool.length;

/** `length` (at most 4096) fresh random bytes; a copy, so that a caller may keep them. */
export function pooledRandomBytes(length: number): Uint8Array {
  if (used + length > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += length;
  return pool.slice(used - length, used);
}
