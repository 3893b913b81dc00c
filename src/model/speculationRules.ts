import { ADMIN_PATH } from './admin';
import { BOOKING_LINKS } from './bookingPaths';
import { NEWSLETTER_LINKS } from './newsletterPaths';

/**
 * Speculation Rules for every page: a link to another of the site's documents is prerendered when
 * the visitor shows intent (hover, pointer down: 'moderate'), so the navigation is instant. Never
 * the API, the content editor, the pages of e-mailed links (their GET must stay a visitor's own),
 * files (feeds, security.txt), any URL with a query, or a link that opens another tab.
 */
export function speculationRules(): string {
  const never = ['/api/*', `${ADMIN_PATH}*`, ...Object.values(NEWSLETTER_LINKS), ...BOOKING_LINKS, '/*.*'];
  const siteDocuments = [
    { href_matches: '/*' },
    ...never.map((pattern) => ({ not: { href_matches: pattern } })),
    // A URL with a query: as a selector, since a pattern string's '?' would start its search part.
    { not: { selector_matches: 'a[href*="?"]' } },
  ];
  return JSON.stringify({
    prerender: [
      {
        // A link that opens a new tab (the privacy notice beside a form) is not: a prerender is for this tab.
        where: { and: [...siteDocuments, { not: { selector_matches: 'a[target="_blank"]' } }] },
        eagerness: 'moderate',
      },
    ],
  });
}
