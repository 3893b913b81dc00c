/**
 * The answers Node's HTTP server or fastify would give on their own, before a route runs (a request
 * Node cannot parse, one without Host, an expectation it does not meet, a URL fastify cannot
 * decode), given as ours: the security headers and default CSP every answer carries, and a JSON
 * error (issue 63).
 */
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Node's in-flight response on a socket (its own clientError default consults it too). */
type SocketWithResponse = Socket & { _httpMessage?: ServerResponse | null };

/**
 * What Node itself answers when it cannot parse a request (headers too large: 431, headers too
 * slow: 408, anything else unparsable, a broken chunk of a body included: 400). A request whose
 * headers were read already has its response: the answer goes through it, so the request's hooks
 * still to run find it sent and do nothing (an empty client address once the socket is gone made
 * the rate limit's hook throw). Otherwise it is written to the socket as fastify's default does.
 */
export function clientErrorHandler(headers: Readonly<Record<string, string>>) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, text, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'Request took too long to arrive']
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Request Header Fields Too Large', 'Request headers are too large']
          : [400, 'Bad Request', 'Malformed request'];
    const body = JSON.stringify({ error: message });
    const fields: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
      ...headers,
    };
    const response = (socket as SocketWithResponse)._httpMessage;
    if (response) {
      if (response.headersSent) socket.destroy(error);
      else response.writeHead(status, fields).end(body, () => socket.destroy());
      return;
    }
    const lines = [`HTTP/1.1 ${status} ${text}`, ...Object.entries(fields).map(([name, value]) => `${name}: ${value}`)];
    if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy(error);
  };
}

const EARLY_ANSWER = Symbol('early answer');
type MarkedRequest = FastifyRequest['raw'] & { [EARLY_ANSWER]?: { status: number; error: string } };

function frameworkAnswer(error: FastifyError): { status: number; error: string } {
  if (error.code === 'FST_ERR_BAD_URL') return { status: 400, error: 'Malformed URL' };
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return { status: 414, error: 'URL too long' };
  return { status: 500, error: 'Internal server error' };
}

/**
 * Fastify answers a URL it cannot decode (`/%E0%A4%A`) from `frameworkErrors`, outside the request
 * lifecycle: no hook runs, so no security header is set, and its default body echoes the URL. This
 * sends the request through the lifecycle again under a harmless URL, marked, so the hook of
 * answerEarly answers it like any other error.
 */
export function routeFrameworkErrors(app: () => FastifyInstance) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const raw = request.raw as MarkedRequest;
    raw[EARLY_ANSWER] = frameworkAnswer(error);
    raw.url = '/';
    app().routing(raw, reply.raw);
  };
}

/** No URL of the site is near this long; a longer one is refused before routing (RFC 9110 §15.5.15). */
const MAX_URL_LENGTH = 2048;

/**
 * The answers given before routing, registered after the security headers' hook so they carry
 * them: the marked framework errors; an Expect other than 100-continue (Node's bare 417 otherwise,
 * RFC 9110 §10.1.1); an HTTP/1.1 request without Host (RFC 9112 §3.2); a URL too long.
 */
export function answerEarly(app: FastifyInstance): void {
  app.server.on('checkExpectation', (request: MarkedRequest, response: ServerResponse) => {
    request[EARLY_ANSWER] = { status: 417, error: 'Only the expectation 100-continue is supported' };
    app.routing(request, response);
  });
  app.addHook('onRequest', async (request, reply) => {
    const answer = (request.raw as MarkedRequest)[EARLY_ANSWER];
    if (answer) return reply.code(answer.status).send({ error: answer.error });
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) return reply.code(400).send({ error: 'The Host header is missing' });
    if (request.url.length > MAX_URL_LENGTH) return reply.code(414).send({ error: 'URL too long' });
  });
}
