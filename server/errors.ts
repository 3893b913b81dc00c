import type { FastifyError, FastifyInstance } from 'fastify';
import { StoreUnavailableError } from './store/unavailable';

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
    const field = (issue?.instancePath ?? '').replace(/^\//, '') || error.validationContext || 'body';
    if (issue?.keyword === 'type') return `${field} must be a ${String(issue.params.type)}`;
    if (issue?.keyword === 'maxLength') return `${field} is too long`;
    return `Invalid ${field}`;
  }
  return error.statusCode === 429 ? 'Too many requests, please try again in a minute.' : error.message;
}

/** Every error answer is JSON with an `error` string (product.md §4). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (error instanceof StoreUnavailableError) {
      const cause = error.cause as { code?: string; message?: string } | undefined;
      request.log.error({ code: cause?.code, reason: cause?.message }, 'store unavailable');
      return reply.code(503).header('retry-after', '5').send({ error: error.message });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ error: 'Internal server error' });
    }
    return reply.code(status).send({ error: publicMessage(error) });
  });
}
