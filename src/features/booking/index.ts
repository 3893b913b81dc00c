// What pages render: the booking step (the /book page's island) and the e-mailed link's manage step.
export { BookingStep, bookingIsland, type BookingStepProps } from './BookingStep';
export { ManageBooking, bookingManageIsland, type ManageBookingProps, type ManageCopy } from './ManageBooking';
export type { KnownVisitor } from './BookingForm';
export type { ReachUs } from './ReachUs';
