import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ConnectionLimits } from './config';

/**
 * Fastify's socket options for the limits: a request's headers and body must have arrived within
 * requestTimeoutMs (else Node answers 408 and closes), and an idle keep-alive connection closes after
 * keepAliveTimeoutMs. Node checks request deadlines every connectionsCheckingInterval (30 s by
 * default, which would let a slow client hold a socket 30 s longer): here a quarter of the timeout, at
 * most a second.
 */
export function connectionOptions(limits: ConnectionLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      // A request without Host reaches the app, which answers it as ours (./nodeAnswers.ts), not with Node's bare 400.
      requireHostHeader: false,
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(limits.requestTimeoutMs / 4)),
    },
  };
}

/**
 * Connections that must not stay open: a client over its rate limit loses its connection too, so it
 * cannot keep sockets open by being refused; and once the server is closing, each answer closes its
 * connection (Node closes only the connections idle at that moment, so a keep-alive connection in
 * use would otherwise hold the shutdown for up to KEEP_ALIVE_TIMEOUT_MS), and a connection that has
 * not sent a request is closed: Node counts it neither idle nor busy, and browsers open such
 * connections ahead of need (Chromium's preconnect), which held a shutdown until REQUEST_TIMEOUT_MS.
 */
export function closeConnectionsWhenDue(app: FastifyInstance): void {
  let closing = false;
  /** Connections that have not sent a request yet. */
  const unused = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    if (closing) return void socket.destroy();
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage) => unused.delete(request.socket));
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of unused) socket.destroy();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing || reply.statusCode === 429) reply.header('connection', 'close');
  });
}
