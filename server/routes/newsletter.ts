/**
 * The newsletter (double opt-in):
 * - POST /newsletter {email, website?, source?}: 202 whatever the address's state, so nobody learns who is
 *   subscribed; the same honeypot, rate limit, content-type and size rules as the other forms.
 * - The e-mailed links (/newsletter/confirm?token=…, /newsletter/unsubscribe?token=…) open pages of
 *   the site that change nothing: mail scanners fetch every link of a message. The page's button
 *   POSTs `intent=confirm|unsubscribe` to the link itself, which acts and redirects (303) to the page
 *   that says what happened, so the token leaves the address bar.
 * - POST /newsletter/unsubscribe?token=… with `List-Unsubscribe=One-Click`: the mail client's
 *   one-click unsubscription (RFC 8058), answered 200 (404 for an unknown link).
 * The links take a form body in either encoding RFC 8058 allows (URL-encoded or multipart); the
 * sign-up takes JSON from the box's island and the URL encoding without script (./formPosts.ts).
 */
import { RefusalSchema, SignUpAcceptedSchema, UnsubscribedSchema } from '../../src/shared/apiContract';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { HONEYPOT_FIELD, NEWSLETTER_MAX_LENGTH, validateNewsletter } from '../../src/shared/forms';
import { FORM_ROUTES } from '../../src/shared/formRoutes';
import { LINK_ACTION_FIELD, NEWSLETTER_LINKS, NEWSLETTER_PAGES } from '../../src/model/newsletterPaths';
import { fieldsAnswer } from '../errors';
import { confirmSubscription, subscribe, unsubscribe, type LinkOutcome } from '../newsletter/subscriptions';
import { orUnavailable } from '../store/unavailable';
import { LINK_BODY_LIMIT, tokenQuery, wellFormedToken } from './emailedLinks';
import { BODY_LIMIT, formWithSourceSchema } from './forms';
import { siteBase } from './fromTheSite';

export const NEWSLETTER_PATH = FORM_ROUTES.newsletter;

const bodySchema = formWithSourceSchema(NEWSLETTER_MAX_LENGTH);

const LINKS = {
  confirm: { follow: confirmSubscription, done: NEWSLETTER_PAGES.confirmed },
  unsubscribe: { follow: unsubscribe, done: NEWSLETTER_PAGES.unsubscribed },
} as const;

/** POST to an e-mailed link: the page's button or, for unsubscribe, the mail client's one click. */
function linkRoute(app: FastifyInstance, name: keyof typeof NEWSLETTER_LINKS): void {
  const db = app.store.db;
  const channels = app.notifier.newsletter;
  const { follow, done } = LINKS[name];
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    NEWSLETTER_LINKS[name],
    {
      bodyLimit: LINK_BODY_LIMIT,
      onRequest: app.formLimits.links,
      schema: { querystring: tokenQuery, response: { 200: UnsubscribedSchema, '4xx': RefusalSchema } },
    },
    async (request, reply) => {
      // A form body in either encoding (./formPosts.ts parses both).
      const fields = request.body as Record<string, string> | undefined;
      const oneClick = name === 'unsubscribe' && fields?.['List-Unsubscribe'] === 'One-Click';
      if (!oneClick && fields?.[LINK_ACTION_FIELD] !== name) {
        return reply.code(400).send({ error: name === 'unsubscribe' ? 'Expected List-Unsubscribe=One-Click' : `Expected ${LINK_ACTION_FIELD}=${name}` });
      }
      const outcome: LinkOutcome = wellFormedToken(request.query.token) ? await orUnavailable(follow(db, request.query.token, channels)) : 'invalid';
      if (outcome === 'done') app.outbox.nudge();
      request.log.info({ outcome, by: oneClick ? 'one-click' : 'page' }, `newsletter ${name} link`);
      if (oneClick)
        return outcome === 'invalid' ? reply.code(404).send({ error: 'Unknown or expired link' }) : reply.code(200).send({ status: 'unsubscribed' });
      return reply.header('cache-control', 'no-store').redirect(`${siteBase(app, request)}${outcome === 'invalid' ? NEWSLETTER_PAGES.invalidLink : done}`, 303);
    },
  );
}

export const newsletterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.store.db;
  const channels = app.notifier.newsletter;

  app.post(
    NEWSLETTER_PATH,
    {
      bodyLimit: BODY_LIMIT,
      onRequest: app.formLimits.forms,
      config: { fieldErrors: true },
      schema: { body: bodySchema, response: { 202: SignUpAcceptedSchema, '4xx': RefusalSchema } },
    },
    async (request, reply) => {
      if (request.body[HONEYPOT_FIELD]) {
        request.log.info('honeypot field filled: sign-up dropped');
        return reply.code(202).send({ status: 'accepted' });
      }
      const payload = { email: (request.body.email ?? '').trim() };
      const fields = validateNewsletter(payload);
      if (Object.keys(fields).length > 0) return reply.code(400).send(fieldsAnswer(fields));
      const queued = await orUnavailable(subscribe(db, payload.email, channels, new Date(), request.body.source));
      request.log.info({ confirmationQueued: queued }, 'newsletter sign-up');
      if (queued) app.outbox.nudge();
      return reply.code(202).send({ status: 'accepted' });
    },
  );

  linkRoute(app, 'confirm');
  linkRoute(app, 'unsubscribe');
};
