// What the app loads on demand (src/app/islands): the booking step (on /book, and in the consultation dialog after a request) and the manage step.
export { BookingStep } from './BookingStep';
export { ManageBooking } from './ManageBooking';
