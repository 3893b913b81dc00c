import { MESSAGES } from '../../src/shared/forms';
/** The answer to a visitor when the store fails; the request can simply be sent again later. */
export const STORE_UNAVAILABLE = MESSAGES.unavailable;

/** The store failed (database stopped, connection lost, file locked or unwritable): a 503, not a 500. */
export class StoreUnavailableError extends Error {
  readonly statusCode = 503;

  constructor(cause: unknown) {
    super(STORE_UNAVAILABLE, { cause });
    this.name = 'StoreUnavailableError';
  }
}

/**
 * Runs store work for a request; a failure of the store becomes a StoreUnavailableError. Errors
 * that carry their own HTTP status (an idempotency conflict) pass through.
 */
export async function orUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (typeof (error as { statusCode?: unknown } | null)?.statusCode === 'number') throw error;
    throw new StoreUnavailableError(error);
  }
}
