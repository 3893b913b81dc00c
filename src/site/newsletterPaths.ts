/** Where the newsletter's e-mailed links lead: the server follows the link, then shows one of these pages. */
export const NEWSLETTER_PAGES = {
  confirmed: '/newsletter/confirmed',
  unsubscribed: '/newsletter/unsubscribed',
  /** An unknown, used-up or expired link. */
  invalidLink: '/newsletter/link-invalid',
} as const;
