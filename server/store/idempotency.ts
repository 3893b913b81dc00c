import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Receipt } from '../../src/shared/apiContract';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '../../src/shared/retention';
import type { Database, RecordKind } from './schema';

/** The routes whose requests carry an Idempotency-Key: the forms', the booking's and its reschedule's. */
export type IdempotentRoute = RecordKind | 'booking' | 'reschedule';

/**
 * Idempotency-Key handling as the IETF draft (draft-ietf-httpapi-idempotency-key-header) and
 * payment APIs do it: the key is stored with a fingerprint of the request; a repeat with the same
 * request gets the stored answer, a different request 422, a repeat while the first is still being
 * processed 409. Keys are remembered for IDEMPOTENCY_KEY_TTL_HOURS (24).
 */
export const IDEMPOTENCY_KEY_TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000;

export class IdempotencyKeyReusedError extends Error {
  readonly statusCode = 422;
  constructor() {
    super('This Idempotency-Key was already used for a different submission. Send new data with a new key.');
  }
}

export class IdempotencyKeyInProgressError extends Error {
  readonly statusCode = 409;
  constructor() {
    super('A submission with this Idempotency-Key is still being processed. Try again in a moment.');
  }
}

/** The fingerprint of a request: SHA-256 of its values in a fixed order (so key order and whitespace around values do not matter). */
export const requestFingerprint = (values: readonly unknown[]): string => createHash('sha256').update(JSON.stringify(values)).digest('hex');

const expiredBefore = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString();

export type KeyLookup<Answer = Receipt> = { state: 'new' } | { state: 'expired' } | { state: 'answered'; receipt: Answer };

/** What a key already holds: nothing, an expired answer (to be replaced), or the answer to give again. */
export async function lookUpKey<Answer = Receipt>(
  db: Kysely<Database>,
  route: IdempotentRoute,
  key: string,
  fingerprint: string,
  now: Date,
): Promise<KeyLookup<Answer>> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['response', 'request_hash', 'created_at'])
    .where('route', '=', route)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return { state: 'new' };
  if (row.created_at < expiredBefore(now)) return { state: 'expired' };
  // Keys stored before fingerprints were kept have none: they answer as they always did.
  if (row.request_hash !== null && row.request_hash !== fingerprint) throw new IdempotencyKeyReusedError();
  return { state: 'answered', receipt: JSON.parse(row.response) as Answer };
}

/**
 * Records a key's answer (an object whose first field is the record's id) in the submission's
 * transaction, replacing an expired one; `savedAt`: now, as ISO 8601.
 */
export async function saveKey(
  trx: Kysely<Database>,
  route: IdempotentRoute,
  key: string,
  fingerprint: string,
  answer: { id: string },
  replaceExpired: boolean,
  savedAt: string,
): Promise<void> {
  if (replaceExpired) await trx.deleteFrom('idempotency_keys').where('route', '=', route).where('key', '=', key).execute();
  await trx
    .insertInto('idempotency_keys')
    .values({ route, key, request_hash: fingerprint, response: JSON.stringify(answer), created_at: savedAt })
    .execute();
}

/**
 * The error of a second request with a key that another server process stored first (the primary
 * key refused it), told apart from other unique violations by the key's constraint.
 */
export function isKeyConflict(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as { code?: string; constraint?: string; message?: string };
  if (code === '23505') return constraint === 'idempotency_keys_pk';
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' && (message ?? '').includes('idempotency_keys.');
}

/** The keys this process is working on, per store: route and key → fingerprint. */
const inProgress = new WeakMap<Kysely<Database>, Map<string, string>>();

/**
 * Marks a key as being processed until the returned function is called; a second request with the
 * key meanwhile is refused (409, or 422 when its data differ). Synchronous, so two requests that
 * arrive together cannot both pass. Across several server processes on one PostgreSQL, the
 * primary key serialises them instead: the second waits for the first and gets its answer.
 */
export function beginProcessing(db: Kysely<Database>, route: IdempotentRoute, key: string, fingerprint: string): () => void {
  let keys = inProgress.get(db);
  if (!keys) {
    keys = new Map();
    inProgress.set(db, keys);
  }
  const slot = `${route} ${key}`;
  const running = keys.get(slot);
  if (running !== undefined) throw running === fingerprint ? new IdempotencyKeyInProgressError() : new IdempotencyKeyReusedError();
  keys.set(slot, fingerprint);
  return () => keys.delete(slot);
}

/** Deletes the idempotency keys older than their time to live; returns how many. Run by the daily retention purge. */
export async function pruneExpiredIdempotencyKeys(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', expiredBefore(now)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the keys whose stored answer is one of these records (a data subject's erasure); returns how many. */
export async function deleteKeysAnswering(trx: Transaction<Database>, route: IdempotentRoute, ids: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const id of ids) {
    const receipt = JSON.stringify({ id }).slice(0, -1);
    const result = await trx.deleteFrom('idempotency_keys').where('route', '=', route).where('response', 'like', `${receipt}%`).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}
