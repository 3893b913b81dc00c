import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-client limits that span routes: add one as a route's onRequest hook. */
    formLimits: FormLimits;
  }
}

export interface FormLimits {
  /** The forms (POST /lead, /contact, /newsletter): one count per client across all of them. */
  forms: onRequestAsyncHookHandler;
  /**
   * The e-mailed links (the newsletter's page button and a mail client's one-click POST; a booking's
   * reschedule and its manage page's cancel button). A count of
   * their own: a mail provider sends many readers' one-click unsubscriptions from a few addresses,
   * which must not use up those addresses' form submissions or be refused for a burst of forms.
   */
  links: onRequestAsyncHookHandler;
}

/**
 * @fastify/rate-limit counts each route on its own (its `groupId` still keeps one count per route),
 * so a client could send the limit to every form. A limiter made by `app.rateLimit()` has one count
 * per key wherever it is used; the key names the group, so the two groups never share a count.
 */
export function decorateFormLimits(app: FastifyInstance): void {
  const limiter = (group: string) =>
    app.rateLimit({ max: app.config.rateLimit.formsPerMinute, timeWindow: '1 minute', keyGenerator: (request) => `${group}:${normalizeIP(request.ip)}` }) as onRequestAsyncHookHandler;
  app.decorate('formLimits', { forms: limiter('forms'), links: limiter('links') } satisfies FormLimits);
}
