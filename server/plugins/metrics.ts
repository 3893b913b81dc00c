import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { ConfigError, listenProblem } from '../config';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { outboxBacklog } from '../notify/outbox';
import { CHANNELS } from '../store/schema';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface Metrics {
  registry: Registry;
  submissions: Counter<'form'>;
  chatAnswers: Counter<'source'>;
  deliveries: Counter<'channel' | 'outcome'>;
  /** Where GET /metrics answers, once the server listens with METRICS_PORT set. */
  address: () => AddressInfo | undefined;
}

/** The route label of a request: its route pattern (bounded: the routes are the manifest's), or one label for everything unmatched. */
const routeLabel = (url: string | undefined) => url ?? '(unmatched)';

/**
 * Prometheus metrics in their text format: requests by route and status with their latency, stored
 * leads and messages, chat answers, outbox backlog and delivery attempts, rate-limit refusals and
 * the process's own (CPU, memory, event-loop lag, GC). They are served by a separate HTTP server on
 * METRICS_PORT (METRICS_HOST, default 127.0.0.1), so they are never public by accident; without
 * METRICS_PORT they are counted and not served.
 */
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    // The process's own metrics only where they are served: each collection keeps event-loop and GC observers.
    if (app.config.metrics) collectDefaultMetrics({ register: registry });
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const refusals = new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused with 429 by the rate limits, by route.',
      labelNames: ['route'],
      registers: [registry],
    });
    const metrics: Metrics = {
      registry,
      submissions: new Counter({
        name: 'form_submissions_stored_total',
        help: 'Leads (form="lead") and contact messages (form="contact") stored.',
        labelNames: ['form'],
        registers: [registry],
      }),
      chatAnswers: new Counter({
        name: 'chat_answers_total',
        help: 'Chat answers given, by source: the offline engine or the language model.',
        labelNames: ['source'],
        registers: [registry],
      }),
      deliveries: new Counter({
        name: 'outbox_delivery_attempts_total',
        help: 'Notification delivery attempts, by channel and outcome (sent; skipped, no longer fitting when due; failed, to be retried; refused for good by a 5xx answer).',
        labelNames: ['channel', 'outcome'],
        registers: [registry],
      }),
      address: () => undefined,
    };
    // Read at each scrape from the store (none in a site-only app).
    const backlog = async () => (app.hasDecorator('store') ? await outboxBacklog(app.store.db).catch(() => undefined) : undefined);
    new Gauge({
      name: 'outbox_pending',
      help: 'Notifications waiting to be delivered, by channel (failed ones included).',
      labelNames: ['channel'],
      registers: [registry],
      async collect() {
        const rows = await backlog();
        for (const channel of CHANNELS) this.set({ channel }, rows?.find((row) => row.channel === channel)?.pending ?? 0);
      },
    });
    new Gauge({
      name: 'outbox_failed',
      help: 'Notifications waiting after at least one failed attempt, by channel.',
      labelNames: ['channel'],
      registers: [registry],
      async collect() {
        const rows = await backlog();
        for (const channel of CHANNELS) this.set({ channel }, rows?.find((row) => row.channel === channel)?.failed ?? 0);
      },
    });
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: routeLabel(request.routeOptions.url), status: String(reply.statusCode) };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode === 429) refusals.inc({ route: labels.route });
    });

    const { metrics: address } = app.config;
    if (!address) return;
    let server: Server | undefined;
    // On ready, before the site listens: a metrics port that cannot be bound stops the start (an
    // onListen hook's error would only be logged, leaving the site up with its metrics nowhere).
    app.addHook('onReady', async () => {
      if (server) return;
      server = createServer((request, response) => {
        if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
          return;
        }
        registry.metrics().then(
          (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
          (error: unknown) => {
            app.log.error({ err: error }, 'metrics could not be collected');
            response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected\n');
          },
        );
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', (error: NodeJS.ErrnoException) =>
          reject(new ConfigError(`METRICS_PORT ${address.port} on METRICS_HOST ${address.host} cannot be listened on: ${listenProblem(error)}`)),
        );
        listening.listen(address.port, address.host, () => resolve());
      });
      metrics.address = () => listening.address() as AddressInfo;
      app.log.info({ metrics: `http://${address.host}:${metrics.address()?.port}/metrics` }, 'metrics listening');
    });
    app.addHook('onClose', async () => {
      if (server) await new Promise<void>((resolve) => server?.close(() => resolve()));
    });
  },
  { name: 'metrics', dependencies: ['config'] },
);
