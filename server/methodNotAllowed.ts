import type { FastifyInstance, HTTPMethods } from 'fastify';
import { trimEndOf } from '../src/shared/text';

/** The characters of every path of ours. */
const ROUTE_PATH = /^[\w\-./]+$/;

/** The methods any route of ours answers; GET routes answer HEAD too. */
const ROUTE_METHODS: readonly HTTPMethods[] = ['GET', 'POST'];

/**
 * A known path asked with a method it does not take (PUT /about, DELETE /lead, TRACE /) is a 405
 * with Allow (RFC 9110 §15.5.6), not a 404. A GET or HEAD of a POST-only path keeps the not-found
 * page: that is a person who typed an address. Only exact routes count: the static files' wildcard
 * would make every path look known.
 */
export function answerUnknownMethods(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== undefined || request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const path = trimEndOf(request.url.split('?')[0] ?? '/', '/') || '/';
    // Our paths are made of these; hasRoute would read any other (*, :, parentheses) as route syntax, and throw.
    if (!ROUTE_PATH.test(path)) return;
    const allowed = ROUTE_METHODS.filter((method) => app.hasRoute({ method, url: path }));
    if (allowed.length === 0) return;
    const allow = allowed.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method]));
    return reply
      .code(405)
      .header('allow', allow.join(', '))
      .send({ error: `Method not allowed: use ${allow.join(' or ')}` });
  });
}
