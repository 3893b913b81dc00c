/**
 * The booking step's pages and its e-mailed links (issue 43). The e-mails link to the manage page
 * with a token; a GET or HEAD of it changes nothing (mail scanners fetch every link). Its cancel
 * button POSTs `intent=cancel` to the same URL (token included) and lands on the cancelled page; its
 * reschedule step (an island) POSTs a new start to BOOKING_ROUTES.reschedule.
 */
export const BOOKING_PAGES = {
  /** The booking step on a page of its own: consultation buttons and the chat link here. */
  book: '/book',
  /** The e-mailed link's page: the meeting, and buttons to reschedule or cancel it. */
  manage: '/book/manage',
  /** Where the cancel button's POST without script leads. */
  cancelled: '/book/cancelled',
  /** An unknown link, or one for a meeting that has started or was cancelled. */
  invalidLink: '/book/link-invalid',
  /** The link in the e-mail that proves the visitor's address (BOOKING_CONFIRMATION=email): its button makes the held booking firm. */
  confirm: '/book/confirm',
  /** The link in the consultant's e-mail (BOOKING_CONFIRMATION=host): its buttons confirm or decline the held booking. */
  approve: '/book/approve',
  /** Where a confirmation lands: the booking is firm, the invitations are on their way. */
  confirmed: '/book/confirmed',
  /** Where a consultant's decline lands. */
  declined: '/book/declined',
  /** A hold that was not confirmed in time: its time went back to the calendar. */
  holdExpired: '/book/hold-expired',
} as const;

/** The booking's e-mailed links: a page on GET and HEAD (which change nothing), their buttons' POSTs the API's. */
export const BOOKING_LINKS = [BOOKING_PAGES.manage, BOOKING_PAGES.confirm, BOOKING_PAGES.approve] as const;

/** The manage page's cancel button: its name is the newsletter links' (LINK_ACTION_FIELD), this its value. */
export const CANCEL_INTENT = 'cancel';

/** The confirm and approve pages' buttons (LINK_ACTION_FIELD's values): make the held booking firm, or (the consultant) decline it. */
export const HOLD_INTENTS = { confirm: 'confirm', decline: 'decline' } as const;
