export { ApiError, API_BASE, newIdempotencyKey, sendChat, submitContact, submitLead, subscribeNewsletter } from './client';
export { useIdempotencyKey } from './useIdempotencyKey';
export { connectBeaconSender, track, trackPageView } from './analytics';
export { trackingAllowed } from './visit';
export { apiEndpoint } from './endpoint';
