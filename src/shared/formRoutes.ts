import type { FormName } from './forms';

/**
 * Each form's API route: where its island sends JSON, and its `action` when it is sent without
 * script. A module of its own, which only the API client imports in the browser, so the bundler
 * keeps it in the client's chunk (importing src/shared/forms.ts there split that module into one
 * more request on every page).
 */
export const FORM_ROUTES = { lead: '/lead', contact: '/contact', newsletter: '/newsletter' } as const satisfies Record<FormName, `/${string}`>;

/**
 * The booking step's API: the free slots, booking one, and (with an e-mailed link's token in the
 * query) reading the booking (GET, inert) and moving it to another slot (POST). Cancelling is the
 * manage page's own form (src/model/bookingPaths.ts).
 */
export const BOOKING_ROUTES = { slots: '/booking/slots', book: '/booking', details: '/booking/details', reschedule: '/booking/reschedule' } as const;
