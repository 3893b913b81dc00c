/** What the e-mailed links' routes share: the newsletter's confirm and unsubscribe links and the booking's manage links. */
import { Type } from 'typebox';
import { TOKEN_PATTERN } from '../newsletter/tokens';

/** A one-click body is 26 bytes, a link page's 13; multipart framing adds a few hundred. */
export const LINK_BODY_LIMIT = 2048;

/** Any string passes the schema: a token that is not even shaped like one is an unknown link, not a malformed request. */
export const tokenQuery = Type.Object({ token: Type.Optional(Type.String()) });

const tokenShape = new RegExp(TOKEN_PATTERN);
export const wellFormedToken = (token: string | undefined): token is string => token !== undefined && tokenShape.test(token);
