/**
 * The forms without script (docs/product/platform.md §7): the contact form, the consultation form and the
 * newsletter box are `<form method="post">` elements whose action is their API route, so a
 * submission made before their island has loaded, or with scripts off, arrives form-encoded on the
 * same route. The route's own schema, rules, idempotency, rate limit and honeypot apply as to JSON;
 * this module only turns the answer into a page:
 * - taken (2xx): 303 to the form's prerendered confirmation page;
 * - not taken (4xx, 5xx): the problem page, each problem listed, its link back to the form; sent
 *   from the site's pages elsewhere (a static host), 303 to the site's own problem page with the
 *   problems in its query.
 * A form post from another site is refused (403) before anything is read or stored.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTACT_LABELS, LEAD_LABELS, MESSAGES, NEWSLETTER_LABELS, type FormName } from '../../src/shared/forms';
import { FORM_ROUTES } from '../../src/shared/formRoutes';
import { FORM_CONFIRMATIONS, FORM_HOMES, FORM_PROBLEM_PARAMS, FORM_PROBLEM_PATH } from '../../src/model/formPages';
import { loadProblemPage } from '../pages/formProblemPage';
import { acceptsTypes } from './contentTypes';
import { fromTheSite, siteBase, siteOrigins } from './fromTheSite';

declare module 'fastify' {
  interface FastifyRequest {
    /** The form whose form-encoded submission this is; null for JSON and every other request. */
    formPost: FormName | null;
  }
}

/** A page's form without script sends its fields URL-encoded. */
export const URL_ENCODED_TYPE = 'application/x-www-form-urlencoded';
/** The content types a form body comes in: a page's form (URL-encoded) and RFC 8058's one-click POST (either). */
export const FORM_TYPES = [URL_ENCODED_TYPE, 'multipart/form-data'] as const;
const URL_ENCODED = acceptsTypes(URL_ENCODED_TYPE).pattern;

const FORM_BY_ROUTE = new Map(Object.entries(FORM_ROUTES).map(([form, route]) => [route as string, form as FormName]));

const LABELS: Record<FormName, Readonly<Record<string, string>>> = { lead: LEAD_LABELS, contact: CONTACT_LABELS, newsletter: NEWSLETTER_LABELS };

export const CROSS_SITE_ERROR = MESSAGES.crossSite;

class BadForm extends Error {
  statusCode = 400;
}

/**
 * A form body's fields as strings, either encoding, parsed by the platform's own FormData parser
 * (undici). A field sent twice, or a file, is a 400: nothing is chosen for the sender.
 */
async function formFields(contentType: string, body: Buffer): Promise<Record<string, string>> {
  let data: FormData;
  try {
    data = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new BadForm('Request body is not a valid form');
  }
  // No prototype: a field named __proto__ is a field like any other, refused as unknown (as in JSON), not dropped.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of data) {
    if (typeof value !== 'string') throw new BadForm(`Field ${name} must be text`);
    if (Object.hasOwn(fields, name)) throw new BadForm(`Field ${name} was sent twice`);
    fields[name] = value;
  }
  return fields;
}

/**
 * The path of the form's page: the consultation and contact forms' own pages; for the newsletter
 * box, which is on every page, the page it was sent from (by Referer, when it is one of the site's).
 */
function formPagePath(app: FastifyInstance, request: FastifyRequest, form: FormName): string {
  const referer = request.headers.referer;
  if (form === 'newsletter' && referer && URL.canParse(referer)) {
    const url = new URL(referer);
    if (siteOrigins(app, request).includes(url.origin) && url.pathname !== FORM_PROBLEM_PATH) return url.pathname;
  }
  return FORM_HOMES[form];
}

/**
 * The site's problem page for a form sent from a page elsewhere (a static host), where this API
 * cannot answer with a page of the site: its problems and the form's path in the query, which the
 * page's script lists (src/app/islands/formProblem.ts).
 */
function problemPageUrl(base: string, problems: readonly string[], back: string): string {
  const query = new URLSearchParams([...problems.map((problem) => [FORM_PROBLEM_PARAMS.problem, problem]), [FORM_PROBLEM_PARAMS.back, back]]);
  return `${base}${FORM_PROBLEM_PATH}?${query}`;
}

/** An API answer's problems in words, each field's message after its label. */
function problemsOf(form: FormName, payload: unknown): string[] {
  let answer: { error?: unknown; fields?: Record<string, unknown> } = {};
  try {
    answer = JSON.parse(String(payload)) as typeof answer;
  } catch {
    // not the API's JSON: the general message below
  }
  const fields = Object.entries(answer.fields ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (fields.length > 0) return fields.map(([field, message]) => `${LABELS[form][field] ?? field}: ${message}`);
  return [typeof answer.error === 'string' ? answer.error : MESSAGES.notTaken];
}

/** A key for a submission without one: its content, so the same form sent twice (a double click, Back and send) is stored once. */
export function contentIdempotencyKey(form: string, payload: object): string {
  return `form-${createHash('sha256')
    .update(`${form}\n${JSON.stringify(payload)}`)
    .digest('base64url')}`;
}

/**
 * Adds the form encoding to the API's scope: the parser, the cross-site check and the answer as a
 * page. Add it before anything that rewrites answers (compression), so it reads the JSON answer.
 */
export async function formPosts(app: FastifyInstance): Promise<void> {
  const renderProblems = await loadProblemPage(app.config.distDir, app.config.internalDir);

  app.decorateRequest('formPost', null);
  app.addContentTypeParser([...FORM_TYPES], { parseAs: 'buffer' }, (request: FastifyRequest, body: Buffer | string) =>
    formFields(String(request.headers['content-type']), body as Buffer),
  );

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || !URL_ENCODED.test(request.headers['content-type'] ?? '')) return;
    const form = FORM_BY_ROUTE.get(request.routeOptions.url ?? '');
    if (!form) return;
    request.formPost = form;
    if (!fromTheSite(app, request)) {
      request.log.info({ form }, 'form post from another site refused');
      return reply.code(403).send({ error: CROSS_SITE_ERROR });
    }
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const form = request.formPost;
    if (!form) return payload;
    reply.header('cache-control', 'no-store');
    // A refused post from another site stays a 403 here: only the site's own pages are sent back to it.
    const base = siteBase(app, request);
    if (reply.statusCode < 300 || (base !== '' && fromTheSite(app, request))) {
      const location =
        reply.statusCode < 300 ? `${base}${FORM_CONFIRMATIONS[form]}` : problemPageUrl(base, problemsOf(form, payload), formPagePath(app, request, form));
      reply.code(303).header('location', location).header('content-type', 'text/plain; charset=utf-8');
      return '';
    }
    const page = renderProblems(problemsOf(form, payload), formPagePath(app, request, form));
    reply.header('content-type', 'text/html; charset=utf-8').header('content-security-policy', page.csp).header('x-robots-tag', 'noindex');
    return page.html;
  });
}
