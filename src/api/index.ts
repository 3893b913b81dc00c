export { ApiError, API_BASE, newIdempotencyKey, sendChat, submitContact, submitLead, subscribeNewsletter } from './client';
export { useIdempotencyKey } from './useIdempotencyKey';
