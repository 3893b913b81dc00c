/**
 * The forms' own pages. Every form is a `<form method="post">` to its API route (FORM_ROUTES in
 * src/shared/formRoutes.ts), so a submission made before its island runs, or without script, still
 * arrives: the server answers it with a 303 to the form's confirmation page, or with the problem
 * page, filled in (server/routes/formPosts.ts).
 */
import type { FormName } from '../shared/forms';

/** The consultation form on a page of its own: where a consultation button leads without script. */
export const CONSULTATION_PATH = '/consultation';

/** The prerendered page that says what the spec's success state says. */
export const FORM_CONFIRMATIONS = {
  lead: '/consultation/received',
  contact: '/contact/sent',
  newsletter: '/newsletter/check-your-inbox',
} as const satisfies Record<FormName, `/${string}`>;

/** Where a form stands when its problem page cannot tell the page it was sent from (the newsletter box is on every page). */
export const FORM_HOMES = { lead: CONSULTATION_PATH, contact: '/contact', newsletter: '/' } as const satisfies Record<FormName, `/${string}`>;

/**
 * The page that says why a submission was not taken. Prerendered with an empty list; the server
 * fills the element marked PROBLEM_LIST_ATTRIBUTE with one item per problem and points the link
 * marked BACK_LINK_ATTRIBUTE at the form. An API apart from the site (the site on a static host)
 * sends the visitor to the site's page with the problems and the form's path in its query
 * (FORM_PROBLEM_PARAMS), which the page's script lists.
 */
export const FORM_PROBLEM_PATH = '/form-not-sent';
export const PROBLEM_LIST_ATTRIBUTE = 'data-form-problems';
export const BACK_LINK_ATTRIBUTE = 'data-form-back';
export const FORM_PROBLEM_PARAMS = { problem: 'problem', back: 'back' } as const;
