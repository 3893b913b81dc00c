// What the app loads on demand (src/app/islands): the booking step (on /book, and in the consultation
// dialog after a request) and the manage step, each in a chunk of its own, so a page loads only the
// one it shows (a page left alone stays within its weight: docs/product/platform.md §6).
export const loadBookingStep = () => import('./BookingStep').then((module) => module.bookingIsland);
export const loadManageBooking = () => import('./ManageBooking').then((module) => module.bookingManageIsland);
