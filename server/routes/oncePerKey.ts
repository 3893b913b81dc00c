import type { Kysely } from 'kysely';
import type { BookingKey } from '../booking/bookings';
import { beginProcessing, isKeyConflict, lookUpKey, type IdempotentRoute } from '../store/idempotency';
import type { Database } from '../store/schema';

/** The first answer given to the key again, or what the work did. */
export type KeyedOutcome<Answer, Outcome> = { repeated: Answer } | { outcome: Outcome };

/**
 * Runs a booking change at most once per Idempotency-Key (as the forms do, ../store/idempotency.ts):
 * a repeat gets the first answer, other data with the key 422, a repeat while the first is running
 * 409. The work saves its answer with the key in its own transaction. A repeat sent to another
 * instance at the same time either finds the slot taken (by the first) or the key stored (by the
 * first): both mean "answered", so it looks the key up again and gives the first answer.
 */
export async function oncePerKey<Answer, Outcome extends object>(
  db: Kysely<Database>,
  route: IdempotentRoute,
  key: string | undefined,
  fingerprint: string,
  now: Date,
  work: (key?: BookingKey) => Promise<Outcome>,
): Promise<KeyedOutcome<Answer, Outcome>> {
  if (!key) return { outcome: await work() };
  const earlier = await lookUpKey<Answer>(db, route, key, fingerprint, now);
  if (earlier.state === 'answered') return { repeated: earlier.receipt };
  const done = beginProcessing(db, route, key, fingerprint);
  const answeredElsewhere = async () => {
    const stored = await lookUpKey<Answer>(db, route, key, fingerprint, now);
    return stored.state === 'answered' ? stored.receipt : undefined;
  };
  try {
    const outcome = await work({ key, fingerprint, replaceExpired: earlier.state === 'expired' });
    // A repeat finds what the first did: its time taken, or its address at the limit.
    const first = 'taken' in outcome || 'limited' in outcome ? await answeredElsewhere() : undefined;
    return first === undefined ? { outcome } : { repeated: first };
  } catch (error) {
    const first = isKeyConflict(error) ? await answeredElsewhere() : undefined;
    if (first === undefined) throw error;
    return { repeated: first };
  } finally {
    done();
  }
}
