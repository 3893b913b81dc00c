/**
 * The site's calls to its API (docs/product/site.md §7, docs/product/platform.md §4). The base URL is the build setting
 * VITE_API_URL; by default the API is on the site's own origin.
 */
import { trimEndOf } from '../shared/text';
import type { ContactPayload, FieldErrors, FieldProblems, FormName, LeadPayload, NewsletterPayload, Receipt } from '../shared/forms';
import { FORM_ROUTES } from '../shared/formRoutes';
export { newIdempotencyKey } from '../shared/forms';
import { currentVisit } from './visit';

export const API_BASE = trimEndOf(import.meta.env.VITE_API_URL ?? '', '/');

/** A form's `action`: its API route, which also takes the form encoding when the form is sent without script. */
export const formAction = (form: FormName) => `${API_BASE}${FORM_ROUTES[form]}`;

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

const postJson = <T>(path: string, body: unknown, idempotencyKey?: string) => requestJson<T>(path, { method: 'POST', body, idempotencyKey });

export interface Honeypot {
  website?: string;
}

/** A form's values with the visit's source (landing page, referrer host, campaign, pages seen) when the visit is tracked. */
export function withSource<T extends object>(payload: T): T {
  const source = currentVisit();
  return source ? { ...payload, source } : payload;
}

/** Sends a consultation request; the dialog and the form take any function of this shape (tests pass their own). */
export type SubmitLead = (lead: LeadPayload & Honeypot, idempotencyKey: string) => Promise<unknown>;

export const submitLead = (lead: LeadPayload & Honeypot, idempotencyKey: string) =>
  postJson<Receipt>(FORM_ROUTES.lead, withSource(lead), idempotencyKey);

/** A newsletter sign-up: 202 whatever the address's state (the confirmation e-mail does the rest). */
export const subscribeNewsletter = (payload: NewsletterPayload & Honeypot) => postJson<{ status: string }>(FORM_ROUTES.newsletter, withSource(payload));

export const submitContact = (contact: ContactPayload & Honeypot, idempotencyKey: string) =>
  postJson<Receipt>(FORM_ROUTES.contact, withSource(contact), idempotencyKey);

export interface ChatReply {
  response: string;
  sources: { title: string; url: string }[];
}

/** The browser's IANA time zone, in which the assistant words the free consultation slots it offers. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Asks the assistant; resolves to the bot text (docs/product/site.md §7: the 'response' field). */
export async function sendChat(message: string, sessionId?: string, timeZone = browserTimeZone()): Promise<string> {
  const reply = await postJson<ChatReply>('/chat', { message, ...(sessionId ? { sessionId } : {}), ...(timeZone ? { timeZone } : {}) });
  if (typeof reply.response !== 'string') throw new ApiError('Malformed chat reply', 200);
  return reply.response;
}
