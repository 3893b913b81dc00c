// What pages render: the booking step (the /book page's island) and the e-mailed link's manage step.
export { BookingStep, type BookingStepProps } from './BookingStep';
export { ManageBooking, type ManageBookingProps, type ManageCopy } from './ManageBooking';
export type { KnownVisitor } from './BookingForm';
export type { ReachUs } from './ReachUs';
