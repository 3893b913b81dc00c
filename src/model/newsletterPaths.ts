/**
 * The newsletter's e-mailed links. Each opens a page whose one button does what the link says by a
 * POST to the same URL (token included); a GET or HEAD changes nothing, since mail scanners and
 * link checkers fetch every link of a message.
 */
export const NEWSLETTER_LINKS = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;

/** Where the button's POST leads: one of these pages says what happened. */
export const NEWSLETTER_PAGES = {
  confirmed: '/newsletter/confirmed',
  unsubscribed: '/newsletter/unsubscribed',
  /** An unknown, used-up or expired link. */
  invalidLink: '/newsletter/link-invalid',
} as const;

/**
 * The name of the link page's button, whose value ('confirm', 'unsubscribe') the server checks. Not
 * `action`: a control of that name would shadow the form's own `action` property.
 */
export const LINK_ACTION_FIELD = 'intent';

/**
 * On a link page whose API is apart from the site (a static host), its form's attribute naming the
 * API's base URL: the page's script points the form at the same link on the API, token included
 * (a static page cannot know the token, nor answer the POST).
 */
export const LINK_FORM_API_ATTRIBUTE = 'data-api-base';
