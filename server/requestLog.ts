import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * A URL as the log may keep it: the path, and each query parameter's name with its value replaced.
 * Query values carry secrets (the newsletter's e-mailed links hold tokens that stay valid for
 * years; docs/api.md#newsletter-double-opt-in promises only their hash is kept) or a visitor's words (a search), and a path
 * can be spelled many ways (/newsletter/%63onfirm), so no value of any query is ever written.
 */
export function loggableUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const names = [...new URLSearchParams(url.slice(start + 1)).keys()];
  return `${url.slice(0, start)}?${names.map((name) => `${encodeURIComponent(name)}=…`).join('&')}`;
}

/**
 * One JSON line per request (method, path, status, time), written when it completes. Fastify's
 * default writes an extra 'incoming request' line; neither logs bodies, so form contents never
 * reach the log at info level.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
