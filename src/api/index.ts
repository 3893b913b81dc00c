export { ApiError, API_BASE, formAction, newIdempotencyKey, sendChat, submitContact, submitLead, subscribeNewsletter, type SubmitLead } from './client';
export { connectBeaconSender, track, trackPageView } from './analytics';
export { trackingAllowed } from './visit';
export { apiEndpoint } from './endpoint';
export {
  bookSlot,
  loadBooking,
  loadSlots,
  moveBooking,
  SlotTakenError,
  type BookingDetails,
  type BookingReceipt,
  type BookingRequest,
  type BookSlot,
  type FreeSlots,
  type LoadBooking,
  type LoadSlots,
  type MoveBooking,
  type MoveReceipt,
  type Slot,
} from './booking';
