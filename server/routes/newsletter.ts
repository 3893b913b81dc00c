/**
 * The newsletter (double opt-in):
 * - POST /newsletter {email, website?}: 202 whatever the address's state, so nobody learns who is
 *   subscribed; the same honeypot, rate limit, JSON-only and size rules as the other forms.
 * - GET /newsletter/confirm?token=… and GET /newsletter/unsubscribe?token=…: follow the e-mailed
 *   link and redirect to a page that says what happened (the token leaves the address bar).
 * - POST /newsletter/unsubscribe?token=…: one-click unsubscription by the mail client (RFC 8058).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { HONEYPOT_FIELD, NEWSLETTER_MAX_LENGTH, tooLongMessage, validateNewsletter } from '../../src/shared/forms';
import { NEWSLETTER_PAGES } from '../../src/site/newsletterPaths';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from '../newsletter/messages';
import { confirmSubscription, subscribe, unsubscribe, type LinkOutcome, type NewsletterChannels } from '../newsletter/subscriptions';
import { TOKEN_PATTERN } from '../newsletter/tokens';
import type { Database } from '../store/schema';
import { orUnavailable } from '../store/unavailable';
import { BODY_LIMIT, FIELDS_ERROR } from './forms';

export const NEWSLETTER_PATH = '/newsletter';

export interface NewsletterRoutesOptions {
  db: Kysely<Database>;
  channels: NewsletterChannels;
  onStored: () => void;
  perMinute: number;
}

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { email: { type: 'string', maxLength: NEWSLETTER_MAX_LENGTH.email }, [HONEYPOT_FIELD]: { type: 'string' } },
} as const;

/** A token that is not even shaped like one is an invalid link, not a malformed request. */
const tokenQuery = { type: 'object', properties: { token: { type: 'string' } } } as const;
const wellFormed = (token: string | undefined): token is string => token !== undefined && new RegExp(TOKEN_PATTERN).test(token);

const pageFor = (outcome: LinkOutcome, done: string) => (outcome === 'invalid' ? NEWSLETTER_PAGES.invalidLink : done);

export async function newsletterRoutes(app: FastifyInstance, options: NewsletterRoutesOptions): Promise<void> {
  const { db, channels } = options;
  const rateLimit = { max: options.perMinute, timeWindow: '1 minute' };

  app.post<{ Body: { email?: string; [HONEYPOT_FIELD]?: string } }>(
    NEWSLETTER_PATH,
    { bodyLimit: BODY_LIMIT, config: { rateLimit }, schema: { body: bodySchema }, attachValidation: true },
    async (request, reply) => {
      if (request.validationError) {
        const issue = (request.validationError as FastifyError).validation?.[0];
        if (issue?.keyword === 'maxLength') return reply.code(400).send({ error: FIELDS_ERROR, fields: { email: tooLongMessage('email') } });
        throw request.validationError;
      }
      if (request.body[HONEYPOT_FIELD]) {
        request.log.info('honeypot field filled: sign-up dropped');
        return reply.code(202).send({ status: 'accepted' });
      }
      const payload = { email: (request.body.email ?? '').trim() };
      const fields = validateNewsletter(payload);
      if (Object.keys(fields).length > 0) return reply.code(400).send({ error: FIELDS_ERROR, fields });
      const queued = await orUnavailable(subscribe(db, payload.email, channels));
      request.log.info({ confirmationQueued: queued }, 'newsletter sign-up');
      if (queued) options.onStored();
      return reply.code(202).send({ status: 'accepted' });
    },
  );

  app.get<{ Querystring: { token?: string } }>(CONFIRM_PATH, { config: { rateLimit }, schema: { querystring: tokenQuery } }, async (request, reply) => {
    const outcome = wellFormed(request.query.token) ? await orUnavailable(confirmSubscription(db, request.query.token, channels)) : 'invalid';
    if (outcome === 'done') options.onStored();
    request.log.info({ outcome }, 'newsletter confirmation link');
    return reply.header('cache-control', 'no-store').redirect(pageFor(outcome, NEWSLETTER_PAGES.confirmed), 303);
  });

  app.get<{ Querystring: { token?: string } }>(UNSUBSCRIBE_PATH, { config: { rateLimit }, schema: { querystring: tokenQuery } }, async (request, reply) => {
    const outcome = wellFormed(request.query.token) ? await orUnavailable(unsubscribe(db, request.query.token, channels)) : 'invalid';
    if (outcome === 'done') options.onStored();
    request.log.info({ outcome }, 'newsletter unsubscribe link');
    return reply.header('cache-control', 'no-store').redirect(pageFor(outcome, NEWSLETTER_PAGES.unsubscribed), 303);
  });

  // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" as a form to the List-Unsubscribe URL.
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    oneClick.post<{ Querystring: { token?: string } }>(UNSUBSCRIBE_PATH, { config: { rateLimit }, schema: { querystring: tokenQuery } }, async (request, reply) => {
      if (!String(request.body ?? '').includes('List-Unsubscribe=One-Click')) return reply.code(400).send({ error: 'Expected List-Unsubscribe=One-Click' });
      const outcome = wellFormed(request.query.token) ? await orUnavailable(unsubscribe(db, request.query.token, channels)) : 'invalid';
      if (outcome === 'done') options.onStored();
      request.log.info({ outcome }, 'newsletter one-click unsubscribe');
      return outcome === 'invalid' ? reply.code(404).send({ error: 'Unknown or expired link' }) : reply.code(200).send({ status: 'unsubscribed' });
    });
  });
}
