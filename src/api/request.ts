/**
 * One call to the API and its failure, apart from the forms' calls (./client.ts), so that a step that
 * only reads (the booking step's free times) loads neither the forms' rules nor their calls. The base
 * URL is the build setting VITE_API_URL; by default the API is on the site's own origin.
 */
import type { FieldErrors, FieldProblems } from '../shared/forms';
import { trimEndOf } from '../shared/text';

export const API_BASE = trimEndOf(import.meta.env.VITE_API_URL ?? '', '/');

/** A failed call: the answer's `error` text (or the spec's fallback), its status and field messages. */
export class ApiError extends Error implements FieldProblems {
  constructor(
    message: string,
    readonly status: number,
    readonly fields?: FieldErrors<Record<string, string>>,
    /** The answer's JSON body, when it had one (a booking's 409 carries the fresh slots). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const FALLBACK_ERROR = 'Failed to send form';

/** Sends a request to the API and reads its JSON answer; any failure is an ApiError (status 0: the API could not be reached). */
export async function requestJson<T>(path: string, init: { method: 'GET' | 'POST'; body?: unknown; idempotencyKey?: string }): Promise<T> {
  const { method, body, idempotencyKey } = init;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(FALLBACK_ERROR, 0);
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { error?: unknown; fields?: Record<string, string> } | null;
    throw new ApiError(typeof data?.error === 'string' ? data.error : FALLBACK_ERROR, response.status, data?.fields, data ?? undefined);
  }
  return (await response.json()) as T;
}
