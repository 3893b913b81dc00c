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
 * use would otherwise hold the shutdown for up to KEEP_ALIVE_TIMEOUT_MS).
 */
export function closeConnectionsWhenDue(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing || reply.statusCode === 429) reply.header('connection', 'close');
  });
}
