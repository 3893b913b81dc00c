export { ApiError, API_BASE, newIdempotencyKey, submitContact, submitLead } from './client';
export { useIdempotencyKey } from './useIdempotencyKey';
