import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatKnowledge } from '../src/build/siteManifest';
import { ChatEngine } from './chat/engine';
import { appWith } from './test/apps';
import { capturedLog } from './test/logLines';
import { freshStore } from './test/stores';

/**
 * What a careless or hostile client sends that Node's HTTP parser, not a route, meets first (issue
 * 63): each answer is still one of ours (our headers, a JSON error) and none is logged as the
 * server's own error.
 */
const ORIGIN = 'https://pages.site.example';
let store: Awaited<ReturnType<typeof freshStore>>;
let app: FastifyInstance;
let port: number;
const log = capturedLog();

beforeAll(async () => {
  store = await freshStore('sqlite');

  app = await appWith({ LOG_LEVEL: 'info', ALLOWED_ORIGINS: ORIGIN }, { store, logStream: log.stream, chatEngine: new ChatEngine(chatKnowledge()) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await store.cleanup();
});

/** Sends `request` as it is on a fresh connection; the whole answer once the server closes it or `settleMs` passes. */
function rawExchange(request: string, settleMs = 400): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    const done = () => {
      socket.destroy();
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head: head.toLowerCase(), body: rest.join('\r\n\r\n') });
    };
    const timer = setTimeout(done, settleMs);
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('close', () => {
      clearTimeout(timer);
      done();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
  });
}

function expectOurAnswer(answer: { status: number; head: string; body: string }, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.head).toContain('x-content-type-options: nosniff');
  expect(answer.head).toContain("content-security-policy: default-src 'self'");
  expect(answer.head).toMatch(/content-type: application\/json/);
  expect(typeof JSON.parse(answer.body.replace(/^[0-9a-f]+\r\n|\r\n0\r\n$/g, '')).error).toBe('string');
}

const leads = async () => (await store.db.selectFrom('leads').select('id').execute()).length;
const lead = 'fullName=Ada+Lovelace&companyName=Analytical&email=ada%40analytical.example&phone=&service=cybersecurity';

describe('client mistakes that Node meets first', () => {
  it('a body whose chunked encoding is broken: 400 as ours, no server error logged, nothing stored', async () => {
    for (const chunk of ['zz', '-1']) {
      const answer = await rawExchange(
        `POST /lead HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunk}\r\n{}\r\n0\r\n\r\n`,
      );
      expectOurAnswer(answer, 400);
    }
    const gzip = await rawExchange(`POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip\r\n\r\n{}`);
    expectOurAnswer(gzip, 400);
    // The request's hooks may still run after Node answered: give them their turn before reading the log.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log.serverErrors()).toEqual([]);
    expect(await leads()).toBe(0);
  });

  it('an HTTP/1.1 request without Host: 400 as ours', async () => {
    const answer = await rawExchange('GET /health HTTP/1.1\r\nConnection: close\r\n\r\n');
    expectOurAnswer(answer, 400);
    expect(JSON.parse(answer.body).error).toMatch(/Host/);
  });

  it('an expectation the server does not meet: 417 as ours; 100-continue still continues', async () => {
    expectOurAnswer(await rawExchange('GET /health HTTP/1.1\r\nHost: x\r\nExpect: something-else\r\nConnection: close\r\n\r\n'), 417);
    const continued = await rawExchange('GET /health HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n');
    expect(continued.status).toBe(100);
    expect(continued.body).toContain('HTTP/1.1 200 OK');
  });

  it('an OPTIONS request from an allowed origin that asks for no method is refused in our shape; a real preflight passes', async () => {
    for (const path of ['/lead', '/no-such-route']) {
      const answer = await app.inject({ method: 'OPTIONS', url: path, headers: { origin: ORIGIN } });
      expect(answer.statusCode, path).toBe(400);
      expect(answer.headers['content-type'], path).toMatch(/^application\/json/);
      expect(answer.json().error, path).toMatch(/Access-Control-Request-Method/);
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    }
    const preflight = await app.inject({ method: 'OPTIONS', url: '/lead', headers: { origin: ORIGIN, 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ORIGIN);
  });

  it('a path with route syntax in it (a wildcard, a parameter) is a path like any other: not found', async () => {
    for (const url of ['/newsletter/*%20', '/lead/:id', '/booking/(x)']) {
      const answer = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().error, url).toMatch(/\S/);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log.serverErrors()).toEqual([]);
  });

  it('a form-encoded __proto__ field is refused as every unknown field is, as in JSON: nothing stored', async () => {
    const own = { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}`, 'content-type': 'application/x-www-form-urlencoded' };
    const unknown = await app.inject({ method: 'POST', url: '/lead', headers: own, payload: `${lead}&nickname=x` });
    const proto = await app.inject({ method: 'POST', url: '/lead', headers: own, payload: `${lead}&__proto__=x` });
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(proto.statusCode).toBe(unknown.statusCode);
    const json = await app.inject({ method: 'POST', url: '/lead', headers: { 'content-type': 'application/json' }, payload: '{"__proto__":"x"}' });
    expect(json.statusCode).toBe(400);
    expect(await leads()).toBe(0);
  });
});
