import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { appWith } from './test/apps';
import { freshStore, type TestStore } from './test/stores';

/** Hostile clients over real sockets: forged X-Forwarded-For, slow bodies, idle keep-alive, 429s. */
const lead = { fullName: 'Ada Lovelace', companyName: '', email: 'ada@analytical.example', phone: '', service: 'cybersecurity' };

let store: TestStore | undefined;
let app: FastifyInstance | undefined;

async function listen(env: NodeJS.ProcessEnv, formsPerMinute = 10): Promise<string> {
  store = await freshStore('sqlite');
  app = await appWith({ RATE_LIMIT_FORMS: String(formsPerMinute), ...env }, { store });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await app?.close();
  await store?.cleanup();
  app = undefined;
  store = undefined;
});

const postLead = (base: string, forwardedFor: string) =>
  fetch(`${base}/lead`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body: JSON.stringify(lead) });

describe('behind a reverse proxy that appends the client’s address to X-Forwarded-For', () => {
  it.each(['127.0.0.1', '127.0.0.0/8, 10.0.0.2', 'loopback'])(
    'TRUST_PROXY=%s: a client cannot pick its own address to escape the rate limit',
    async (trustProxy) => {
      const base = await listen({ TRUST_PROXY: trustProxy });
      const codes: number[] = [];
      // The client forges the header; the proxy (this test, on 127.0.0.1) appends its real address.
      for (let index = 0; index < 30; index += 1) codes.push((await postLead(base, `198.18.${index}.1, 203.0.113.7`)).status);
      expect(codes.filter((code) => code === 201)).toHaveLength(10);
      expect(codes.filter((code) => code === 429)).toHaveLength(20);
      // Another client behind the same proxy has its own allowance.
      expect((await postLead(base, '198.51.100.2')).status).toBe(201);
    },
  );
});

describe('one client sending adversarial e-mails', () => {
  it('does not hold another client’s request (20 × "a@" + "."×9,990 + "@" at once)', async () => {
    const base = await listen({}, 100);
    const email = `a@${'.'.repeat(9990)}@`;
    const attack = Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${base}/lead`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...lead, email }) }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const start = performance.now();
    const other = await fetch(`${base}/health`, { headers: { 'x-forwarded-for': '198.51.100.9' } });
    const waited = performance.now() - start;
    expect(other.status).toBe(200);
    expect((await attack).map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 400));
    expect(waited).toBeLessThan(1_000);
    console.info(`another client waited ${Math.round(waited)} ms during 20 adversarial e-mails`);
  });
});

/** A raw connection and the moment it was closed by the server. */
function openSocket(port: number, send: string): Promise<{ socket: net.Socket; received: () => string; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const opened = performance.now();
    let data = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(send);
      resolve({ socket, received: () => data, closed });
    });
    socket.on('data', (chunk) => (data += chunk.toString()));
    const closed = new Promise<number>((done) => socket.on('close', () => done(performance.now() - opened)));
    socket.on('error', reject);
  });
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms))]);

describe('slow clients', () => {
  it('closes connections whose headers or body do not arrive in time, while other clients are served', async () => {
    const base = await listen({ REQUEST_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '500' }, 100);
    const port = Number(new URL(base).port);
    const halfBody = 'POST /lead HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"fullName":"Slo';
    const slow = await Promise.all([
      ...Array.from({ length: 20 }, () => openSocket(port, halfBody)),
      openSocket(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n'),
      openSocket(port, ''),
    ]);
    const served: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const start = performance.now();
      expect((await fetch(`${base}/health`)).status).toBe(200);
      served.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Math.max(...served)).toBeLessThan(1_000);
    const lifetimes = await Promise.all(slow.map(({ closed }) => within(closed, 4_000)));
    expect(lifetimes.filter((lifetime) => lifetime === 'still open')).toEqual([]);
    for (const lifetime of lifetimes) expect(lifetime).toBeLessThan(2_500);
    console.info(
      `slow connections closed after ${Math.round(Math.min(...(lifetimes as number[])))}–${Math.round(Math.max(...(lifetimes as number[])))} ms (REQUEST_TIMEOUT_MS=1000)`,
    );
  });

  it('closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const base = await listen({ KEEP_ALIVE_TIMEOUT_MS: '500' });
    const { received, closed } = await openSocket(Number(new URL(base).port), 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const lifetime = await within(closed, 3_000);
    expect(received()).toMatch(/^HTTP\/1\.1 200/);
    expect(lifetime).not.toBe('still open');
    expect(lifetime).toBeLessThan(2_500);
  });

  it('closes the connection after a 429', async () => {
    const base = await listen({}, 1);
    const request = 'POST /lead HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}';
    const { socket, received, closed } = await openSocket(Number(new URL(base).port), request);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received()).toMatch(/^HTTP\/1\.1 400/);
    socket.write(request);
    const lifetime = await within(closed, 1_500);
    expect(received()).toMatch(/HTTP\/1\.1 429[\s\S]*connection: close/i);
    expect(lifetime).not.toBe('still open');
  });
});
