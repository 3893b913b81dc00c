/** What the e-mailed links' routes share: the newsletter's confirm and unsubscribe links and the booking's manage links. */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { BOOKING_LINKS } from '../../src/model/bookingPaths';
import { NEWSLETTER_LINKS } from '../../src/model/newsletterPaths';
import { TOKEN_PATTERN } from '../store/tokens';
import { pathAndQuery } from '../urlParts';

/** The e-mailed links' pages: a page of the site on GET and HEAD, their buttons' POSTs the API's. */
export const LINK_PAGES = [...Object.values(NEWSLETTER_LINKS), ...BOOKING_LINKS] as const;

/** A one-click body is 26 bytes, a link page's 13; multipart framing adds a few hundred. */
export const LINK_BODY_LIMIT = 2048;

/** Any string passes the schema: a token that is not even shaped like one is an unknown link, not a malformed request. */
export const tokenQuery = Type.Object({ token: Type.Optional(Type.String()) });

const tokenShape = new RegExp(TOKEN_PATTERN);
export const wellFormedToken = (token: string | undefined): token is string => token !== undefined && tokenShape.test(token);

/**
 * An API apart from the site sends a GET of an e-mailed link (a mail client that opens the
 * List-Unsubscribe address, which is the API's, in a browser) to that link's page on the site,
 * token included: a GET still changes nothing, and the visitor lands on the page with the button.
 */
export async function linkPagesOnTheSite(app: FastifyInstance): Promise<void> {
  if (app.config.serveSite) return;
  for (const link of LINK_PAGES) {
    app.get(link, (request, reply) =>
      reply.header('cache-control', 'no-store').redirect(`${app.config.siteUrl}${link}${pathAndQuery(request.url).query}`, 303),
    );
  }
}
