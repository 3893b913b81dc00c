export { ApiError, API_BASE, newIdempotencyKey, sendChat, submitContact, submitLead } from './client';
export { useIdempotencyKey } from './useIdempotencyKey';
