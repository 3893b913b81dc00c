/**
 * The newsletter (double opt-in):
 * - POST /newsletter {email, website?}: 202 whatever the address's state, so nobody learns who is
 *   subscribed; the same honeypot, rate limit, JSON-only and size rules as the other forms.
 * - GET /newsletter/confirm?token=… and GET /newsletter/unsubscribe?token=…: follow the e-mailed
 *   link and redirect to a page that says what happened (the token leaves the address bar).
 * - POST /newsletter/unsubscribe?token=…: one-click unsubscription by the mail client (RFC 8058).
 */
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HONEYPOT_FIELD, NEWSLETTER_MAX_LENGTH, validateNewsletter } from '../../src/shared/forms';
import { NEWSLETTER_PAGES } from '../../src/site/newsletterPaths';
import { fieldsAnswer } from '../errors';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from '../newsletter/messages';
import { confirmSubscription, subscribe, unsubscribe, type LinkOutcome } from '../newsletter/subscriptions';
import { TOKEN_PATTERN } from '../newsletter/tokens';
import { orUnavailable } from '../store/unavailable';
import { BODY_LIMIT, formBodySchema } from './forms';

export const NEWSLETTER_PATH = '/newsletter';

const bodySchema = formBodySchema(NEWSLETTER_MAX_LENGTH);

/** A token that is not even shaped like one is an invalid link, not a malformed request. */
const tokenQuery = Type.Object({ token: Type.Optional(Type.String()) });
const wellFormed = (token: string | undefined): token is string => token !== undefined && new RegExp(TOKEN_PATTERN).test(token);

const pageFor = (outcome: LinkOutcome, done: string) => (outcome === 'invalid' ? NEWSLETTER_PAGES.invalidLink : done);

export const newsletterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.store.db;
  const channels = app.notifier.newsletter;
  const rateLimit = { max: app.config.rateLimit.formsPerMinute, timeWindow: '1 minute' };

  app.post(NEWSLETTER_PATH, { bodyLimit: BODY_LIMIT, config: { rateLimit, fieldErrors: true }, schema: { body: bodySchema } }, async (request, reply) => {
    if (request.body[HONEYPOT_FIELD]) {
      request.log.info('honeypot field filled: sign-up dropped');
      return reply.code(202).send({ status: 'accepted' });
    }
    const payload = { email: (request.body.email ?? '').trim() };
    const fields = validateNewsletter(payload);
    if (Object.keys(fields).length > 0) return reply.code(400).send(fieldsAnswer(fields));
    const queued = await orUnavailable(subscribe(db, payload.email, channels));
    request.log.info({ confirmationQueued: queued }, 'newsletter sign-up');
    if (queued) app.outbox.nudge();
    return reply.code(202).send({ status: 'accepted' });
  });

  app.get(CONFIRM_PATH, { config: { rateLimit }, schema: { querystring: tokenQuery } }, async (request, reply) => {
    const outcome = wellFormed(request.query.token) ? await orUnavailable(confirmSubscription(db, request.query.token, channels)) : 'invalid';
    if (outcome === 'done') app.outbox.nudge();
    request.log.info({ outcome }, 'newsletter confirmation link');
    return reply.header('cache-control', 'no-store').redirect(pageFor(outcome, NEWSLETTER_PAGES.confirmed), 303);
  });

  app.get(UNSUBSCRIBE_PATH, { config: { rateLimit }, schema: { querystring: tokenQuery } }, async (request, reply) => {
    const outcome = wellFormed(request.query.token) ? await orUnavailable(unsubscribe(db, request.query.token, channels)) : 'invalid';
    if (outcome === 'done') app.outbox.nudge();
    request.log.info({ outcome }, 'newsletter unsubscribe link');
    return reply.header('cache-control', 'no-store').redirect(pageFor(outcome, NEWSLETTER_PAGES.unsubscribed), 303);
  });

  // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" as a form to the List-Unsubscribe URL.
  await app.register(async (plain) => {
    const oneClick = plain.withTypeProvider<TypeBoxTypeProvider>();
    oneClick.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    oneClick.post(UNSUBSCRIBE_PATH, { config: { rateLimit }, schema: { querystring: tokenQuery } }, async (request, reply) => {
      if (!String(request.body ?? '').includes('List-Unsubscribe=One-Click')) return reply.code(400).send({ error: 'Expected List-Unsubscribe=One-Click' });
      const outcome = wellFormed(request.query.token) ? await orUnavailable(unsubscribe(db, request.query.token, channels)) : 'invalid';
      if (outcome === 'done') app.outbox.nudge();
      request.log.info({ outcome }, 'newsletter one-click unsubscribe');
      return outcome === 'invalid' ? reply.code(404).send({ error: 'Unknown or expired link' }) : reply.code(200).send({ status: 'unsubscribed' });
    });
  });
};
