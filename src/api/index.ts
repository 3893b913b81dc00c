export { ApiError, API_BASE, formAction, newIdempotencyKey, sendChat, submitContact, submitLead, subscribeNewsletter, type SubmitLead } from './client';
export { connectBeaconSender, track, trackPageView } from './analytics';
export { trackingAllowed } from './visit';
export { apiEndpoint } from './endpoint';
