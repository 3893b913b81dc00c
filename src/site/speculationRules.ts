import { ADMIN_PATH } from './admin';
import { NEWSLETTER_LINKS } from './newsletterPaths';

/**
 * Speculation Rules for every page: a link to another of the site's documents is prerendered when
 * the visitor shows intent (hover, pointer down: 'moderate'), so the navigation is instant. Never
 * the API, the content editor, the pages of e-mailed links (their GET must stay a visitor's own),
 * files (feeds, security.txt) or any URL with a query.
 */
export function speculationRules(): string {
  const never = ['/api/*', `${ADMIN_PATH}*`, ...Object.values(NEWSLETTER_LINKS), '/*.*'];
  return JSON.stringify({
    prerender: [
      {
        where: {
          and: [
            { href_matches: '/*' },
            ...never.map((pattern) => ({ not: { href_matches: pattern } })),
            // A URL with a query: as a selector, since a pattern string's '?' would start its search part.
            { not: { selector_matches: 'a[href*="?"]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  });
}
