import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
