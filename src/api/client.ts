/**
 * The site's calls to its API (docs/product/site.md §7, docs/product/platform.md §4). The base URL is the build setting
 * VITE_API_URL; by default the API is on the site's own origin.
 */
import type { ChatReply, Receipt, SignUpAccepted } from '../shared/apiContract';
import type { ContactPayload, FormName, LeadPayload, NewsletterPayload } from '../shared/forms';
import { FORM_ROUTES } from '../shared/formRoutes';
export { newIdempotencyKey } from '../shared/forms';
import { API_BASE, ApiError, requestJson } from './request';
import { withSource } from './source';
export { API_BASE, ApiError } from './request';

/** A form's `action`: its API route, which also takes the form encoding when the form is sent without script. */
export const formAction = (form: FormName) => `${API_BASE}${FORM_ROUTES[form]}`;

const postJson = <T>(path: string, body: unknown, idempotencyKey?: string) => requestJson<T>(path, { method: 'POST', body, idempotencyKey });

export interface Honeypot {
  website?: string;
}

/** Sends a consultation request; the dialog and the form take any function of this shape (tests pass their own). */
export type SubmitLead = (lead: LeadPayload & Honeypot, idempotencyKey: string) => Promise<unknown>;

export const submitLead = (lead: LeadPayload & Honeypot, idempotencyKey: string) => postJson<Receipt>(FORM_ROUTES.lead, withSource(lead), idempotencyKey);

/** A newsletter sign-up: 202 whatever the address's state (the confirmation e-mail does the rest). */
export const subscribeNewsletter = (payload: NewsletterPayload & Honeypot) => postJson<SignUpAccepted>(FORM_ROUTES.newsletter, withSource(payload));

export const submitContact = (contact: ContactPayload & Honeypot, idempotencyKey: string) =>
  postJson<Receipt>(FORM_ROUTES.contact, withSource(contact), idempotencyKey);

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
