import { useRef } from 'react';
import { newIdempotencyKey } from '../../shared/forms';

/**
 * One Idempotency-Key per distinct submission: resubmitting the same values (a retry after a
 * failure, a double click) reuses the key, so the server stores one row; changed values get a new key.
 */
export function useIdempotencyKey(): (payload: unknown) => string {
  const last = useRef<{ payload: string; key: string } | null>(null);
  return (payload) => {
    const serialised = JSON.stringify(payload);
    if (last.current?.payload !== serialised) last.current = { payload: serialised, key: newIdempotencyKey() };
    return last.current.key;
  };
}
