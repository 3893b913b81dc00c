import type { FastifyError, FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { MESSAGES, tooLongMessage } from '../src/shared/forms';
import { StoreUnavailableError } from './store/unavailable';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A form's route: a value over its field's length is answered per field, with the shared rules' message. */
    fieldErrors?: boolean;
    /** Says in words what the first schema violation is (by default: the field and what is wrong with it). */
    describeInvalid?: (issue: FastifySchemaValidationError | undefined) => string;
  }
}

/** A refusal whose message is written for the visitor (a limit's, naming what to do instead): answered as it is. */
export class VisitorError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
    this.name = 'VisitorError';
  }
}

/** The `error` of a 400 that carries per-field messages. */
export const FIELDS_ERROR = MESSAGES.fixFields;

/** The API's answer to fields that break the rules: `{error, fields: {field: message}}` (docs/product/platform.md §4). */
export const fieldsAnswer = (fields: Record<string, string | undefined>) => ({
  error: FIELDS_ERROR,
  fields: Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined)),
});

/** A request that fails its route's schema, in the API's words. */
function invalidAnswer(error: FastifyError, request: FastifyRequest) {
  const issue = error.validation?.[0];
  const { fieldErrors, describeInvalid } = request.routeOptions.config;
  if (fieldErrors && error.validationContext === 'body' && issue?.keyword === 'maxLength') {
    const field = issue.instancePath.replace(/^\//, '');
    return fieldsAnswer({ [field]: tooLongMessage(field) });
  }
  return { error: describeInvalid ? describeInvalid(issue) : publicMessage(error) };
}

/** 'an object', 'an array', 'a string' (JSON Schema's type names). */
const withArticle = (type: string) => `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;

/** Public wording for framework errors; never a stack trace or an internal message. */
function publicMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Content-Type must be application/json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Request body is not valid JSON';
    default:
      break;
  }
  if (error.validation) {
    const issue = error.validation[0];
    if (issue?.keyword === 'additionalProperties') return `Unknown field: ${String(issue.params.additionalProperty)}`;
    if (issue?.keyword === 'required')
      return `Missing field: ${[...issue.instancePath.split('/').filter(Boolean), String(issue.params.missingProperty)].join('.')}`;
    const field = (issue?.instancePath ?? '').split('/').filter(Boolean).join('.') || error.validationContext || 'body';
    if (issue?.keyword === 'type') return `${field} must be ${withArticle(String(issue.params.type))}`;
    if (issue?.keyword === 'maxLength') return `${field} is too long`;
    return `Invalid ${field}`;
  }
  if (error instanceof VisitorError) return error.message;
  return error.statusCode === 429 ? MESSAGES.tooManyRequests : error.message;
}

/** Every error answer is JSON with an `error` string (docs/product/platform.md §4). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (error instanceof StoreUnavailableError) {
      const cause = error.cause as { code?: string; message?: string } | undefined;
      request.log.error({ code: cause?.code, reason: cause?.message }, 'store unavailable');
      return reply.code(503).header('retry-after', '5').send({ error: error.message });
    }
    if (error.validation) return reply.code(400).send(invalidAnswer(error, request));
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ error: 'Internal server error' });
    }
    // A static file's 416 carries Content-Range: bytes */<size> (RFC 9110 §15.5.17).
    const range = (error as FastifyError & { headers?: Record<string, string> }).headers?.['Content-Range'];
    if (range) reply.header('content-range', range);
    return reply.code(status).send({ error: publicMessage(error) });
  });
}
