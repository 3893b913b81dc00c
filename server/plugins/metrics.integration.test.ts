import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { appWith } from '../test/apps';
import { freshStore, STORE_KINDS, type TestStore } from '../test/stores';

const lead = { fullName: 'Ada Lovelace', companyName: '', email: 'ada@analytical.example', phone: '', service: 'cybersecurity' };
const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@analytical.example',
  phone: '',
  company: '',
  subject: 'web-services',
  message: 'Hello there, a question.',
};

/** The samples of a Prometheus text exposition, by their name and labels as written. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-z_:][a-z0-9_:]*(?:\{[^}]*\})?) (\S+)$/i.exec(line);
    if (match) found.set(match[1]!, Number(match[2]));
  }
  return found;
}

let store: TestStore | undefined;
let app: FastifyInstance | undefined;
let receiver: Server | undefined;

afterEach(async () => {
  await app?.close();
  await store?.cleanup();
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
  app = store = receiver = undefined;
});

describe.each(STORE_KINDS)('GET /metrics on METRICS_PORT (%s)', (kind) => {
  it('counts requests by route and status, stored forms, chat answers, refusals and deliveries, and shows the outbox', async () => {
    // A webhook receiver that refuses the first notification and takes the others.
    let received = 0;
    receiver = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(received++ === 0 ? 500 : 204).end());
    });
    await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
    store = await freshStore(kind);
    app = await appWith(
      {
        METRICS_PORT: '0',
        WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
        NOTIFY_POLL_MS: '20',
        NOTIFY_RETRY_BASE_MS: '3600000',
        NOTIFY_RETRY_MAX_MS: '3600000',
        RATE_LIMIT_CHAT: '2',
      },
      { store },
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const post = (url: string, body: unknown) =>
      fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

    expect((await post('/lead', lead)).status).toBe(201);
    expect((await post('/lead', { ...lead, email: 'not an address' })).status).toBe(400);
    expect((await post('/contact', contact)).status).toBe(201);
    expect((await post('/lead', { ...lead, fullName: 'Grace Hopper' })).status).toBe(201);
    const chats = [];
    for (let index = 0; index < 3; index += 1) chats.push((await post('/chat', { message: 'What does a penetration test cost?' })).status);
    expect(chats).toEqual([200, 200, 429]);
    expect((await fetch(`${base}/health`)).status).toBe(200);
    await expect.poll(() => received, { timeout: 10_000 }).toBe(3);

    // Never on the public port.
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    const metricsUrl = `http://127.0.0.1:${app.metrics.address()!.port}/metrics`;
    const scrape = async () => {
      const response = await fetch(metricsUrl);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return samples(await response.text());
    };
    await expect.poll(async () => (await scrape()).get('outbox_delivery_attempts_total{channel="webhook",outcome="sent"}'), { timeout: 10_000 }).toBe(2);
    const found = await scrape();
    expect(found.get('http_requests_total{method="POST",route="/lead",status="201"}')).toBe(2);
    expect(found.get('http_requests_total{method="POST",route="/lead",status="400"}')).toBe(1);
    expect(found.get('http_requests_total{method="POST",route="/contact",status="201"}')).toBe(1);
    expect(found.get('http_requests_total{method="POST",route="/chat",status="429"}')).toBe(1);
    expect(found.get('http_requests_total{method="GET",route="/health",status="200"}')).toBe(1);
    expect(found.get('http_request_duration_seconds_count{method="POST",route="/lead",status="201"}')).toBe(2);
    expect(found.get('form_submissions_stored_total{form="lead"}')).toBe(2);
    expect(found.get('form_submissions_stored_total{form="contact"}')).toBe(1);
    expect(found.get('chat_answers_total{source="offline"}')).toBe(2);
    expect(found.get('rate_limit_refusals_total{route="/chat"}')).toBe(1);
    expect(found.get('outbox_delivery_attempts_total{channel="webhook",outcome="failed"}')).toBe(1);
    // The refused notification waits for its retry (an hour away).
    expect(found.get('outbox_pending{channel="webhook"}')).toBe(1);
    expect(found.get('outbox_failed{channel="webhook"}')).toBe(1);
    expect(found.get('outbox_pending{channel="email"}')).toBe(0);
    expect(found.get('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(found.get('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('without METRICS_PORT', () => {
  it('serves no metrics anywhere', async () => {
    store = await freshStore('sqlite');
    app = await appWith({}, { store });
    await app.listen({ host: '127.0.0.1', port: 0 });
    expect(app.metrics.address()).toBeUndefined();
    expect((await fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/metrics`)).status).toBe(404);
  });
});
