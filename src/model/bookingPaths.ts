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
} as const;

/** The manage page's cancel button: its name is the newsletter links' (LINK_ACTION_FIELD), this its value. */
export const CANCEL_INTENT = 'cancel';
