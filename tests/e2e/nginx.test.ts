/**
 * deploy/nginx.conf with real nginx (Debian's, with its brotli_static module) in front of two Node
 * instances sharing Redis: pages from dist/ as the Node server serves them, route by route; the API
 * through it; the client's address (never one it forges) reaching the rate limiter.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pages } from '../../src/build/manifest';
import { CATALOG_NOT_FOUND_PATHS, NOT_FOUND_PATH } from '../../src/model/notFound';
import { loadUrl } from '../../scripts/lib/autocannon';
import { freePort } from '../../scripts/lib/freePort';
import { startRedis, type TestRedis } from '../../scripts/lib/redis';
import { SECURITY_HEADERS } from './browser';
import { startServer, type RunningServer } from '../../scripts/lib/serverProcess';
import { FORM_CONFIRMATIONS } from '../../src/model/formPages';

const root = path.resolve(import.meta.dirname, '../..');
const distDir = path.join(root, 'dist');
const FORMS_PER_MINUTE = 3;

let dir: string;
let redis: TestRedis;
let instances: RunningServer[] = [];
let nginx: ChildProcess | undefined;
let nginxUrl: string;

/** deploy/nginx.conf with this run's paths, ports and instances. */
function testConfig(port: number): string {
  const original = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const upstream = instances.map((instance) => `    server ${new URL(instance.url).host};`).join('\n');
  const replaced = original
    .replaceAll('/srv/virtual-ip/dist', distDir)
    .replace(/ {4}server 127\.0\.0\.1:3001;\n {4}server 127\.0\.0\.1:3002;/, upstream)
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace(/pid \S+;/, `pid ${dir}/nginx.pid;`)
    .replace(/access_log \S+;/, `access_log ${dir}/access.log;`)
    .replace(/error_log \S+ warn;/, `error_log ${dir}/error.log warn;`);
  if (replaced === original) throw new Error('deploy/nginx.conf no longer has the lines this test adjusts');
  // As root, nginx's workers would run as nobody, who may not read a checkout.
  return process.getuid?.() === 0 ? `user root;\n${replaced}` : replaced;
}

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'vip-nginx-'));
  redis = await startRedis();
  const env = {
    DATABASE_PATH: path.join(dir, 'shared.sqlite'),
    DATABASE_URL: '',
    REDIS_URL: redis.url,
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_FORMS: String(FORMS_PER_MINUTE),
  };
  instances = [await startServer(env), await startServer(env)];
  const port = await freePort();
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, testConfig(port));
  const checked = spawnSync('nginx', ['-t', '-p', dir, '-c', config], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx -t: ${checked.stderr}`);
  nginx = spawn('nginx', ['-p', dir, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  nginxUrl = `http://127.0.0.1:${port}`;
  for (
    let waited = 0;
    (await fetch(`${nginxUrl}/health`).then(
      (response) => response.status,
      () => 0,
    )) !== 200;
    waited += 100
  ) {
    if (waited > 10_000 || nginx.exitCode !== null) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await Promise.all(instances.map((instance) => instance.stop()));
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET as a browser sends it (brotli accepted), from a given local address, with the bytes as sent. */
function get(base: string, urlPath: string, headers: Record<string, string> = {}, localAddress = '127.0.0.1'): Promise<Answer> {
  return send(base, 'GET', urlPath, { 'accept-encoding': 'br, gzip', ...headers }, undefined, localAddress);
}

function send(base: string, method: string, urlPath: string, headers: Record<string, string>, body?: string, localAddress = '127.0.0.1'): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, method, path: urlPath, headers, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** What must be the same from nginx and from our server. */
function comparable(answer: Answer) {
  return {
    status: answer.status,
    location: answer.headers.location,
    cacheControl: answer.headers['cache-control'],
    // Two names of one type: nginx's mime.types says text/xml, Node's application/xml.
    contentType:
      answer.status >= 300 && answer.status < 400 ? undefined : String(answer.headers['content-type']).split(';')[0]!.replace('text/xml', 'application/xml'),
    contentEncoding: answer.headers['content-encoding'],
    robots: answer.headers['x-robots-tag'] || undefined,
    ...Object.fromEntries(SECURITY_HEADERS.map((name) => [name, answer.headers[name]])),
    // A redirect's body is each server's own few words (or none); where it leads is compared.
    body: answer.status >= 300 && answer.status < 400 ? undefined : answer.body.length,
  };
}

const asset = readdirSync(path.join(distDir, 'assets')).find((name) => name.endsWith('.js') && !name.endsWith('.br') && !name.endsWith('.gz'))!;
const ROUTES = [
  ...pages.map((page) => page.path),
  '/about/',
  '/about.html',
  '/compliance/gdpr/?from=mail',
  NOT_FOUND_PATH,
  ...CATALOG_NOT_FOUND_PATHS,
  '/admin/',
  '/nope',
  '/compliance/nope',
  '/compliance/nope/deeper',
  '/services/nope',
  `/assets/${asset}`,
  '/assets/nope.js',
  '/robots.txt',
  '/sitemap.xml',
  '/rss.xml',
  '/feed.json',
  '/favicon.svg',
  '/.well-known/security.txt',
];

test.describe('nginx with deploy/nginx.conf in front of two Node instances', () => {
  test.describe.configure({ timeout: 120_000 });

  test('answers every route with the same status, headers and bytes as the Node server', async () => {
    const differences: string[] = [];
    for (const route of ROUTES) {
      const [fromNginx, fromNode] = await Promise.all([get(nginxUrl, route), get(instances[0]!.url, route)]);
      const [ours, theirs] = [comparable(fromNode), comparable(fromNginx)];
      if (JSON.stringify(ours) !== JSON.stringify(theirs)) differences.push(`${route}: node ${JSON.stringify(ours)}\n  nginx ${JSON.stringify(theirs)}`);
      else if (ours.body !== undefined && !fromNginx.body.equals(fromNode.body)) differences.push(`${route}: different bytes`);
    }
    expect(differences).toEqual([]);
  });

  test('sends the build’s brotli and gzip copies as they are', async () => {
    const brotli = await get(nginxUrl, '/about', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toEqual(readFileSync(path.join(distDir, 'about.html.br')));
    const gzip = await get(nginxUrl, '/about', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(readFileSync(path.join(distDir, 'about.html.gz')));
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
  });

  test('serves the unknown slug of a catalog its own not-found page, and anything else the site’s', async () => {
    const catalog = await get(nginxUrl, '/compliance/nope', { 'accept-encoding': 'identity' });
    expect(catalog.status).toBe(404);
    expect(catalog.body.toString()).toBe(readFileSync(path.join(distDir, 'compliance/404.html'), 'utf8'));
    const site = await get(nginxUrl, '/nope/at/all', { 'accept-encoding': 'identity' });
    expect(site.status).toBe(404);
    expect(site.body.toString()).toBe(readFileSync(path.join(distDir, '404.html'), 'utf8'));
    for (const hidden of ['/_headers', '/_redirects']) expect((await get(nginxUrl, hidden)).status).toBe(404);
  });

  test('passes POST /lead, POST /chat and GET /health through to the instances', async () => {
    const lead = JSON.stringify({ fullName: 'Ada Lovelace', companyName: '', email: 'ada@analytical.example', phone: '', service: 'web' });
    const stored = await send(nginxUrl, 'POST', '/lead', { 'content-type': 'application/json' }, lead, '127.0.0.4');
    expect(stored.status).toBe(201);
    expect(JSON.parse(stored.body.toString())).toHaveProperty('id');
    const chat = await send(
      nginxUrl,
      'POST',
      '/chat',
      { 'content-type': 'application/json' },
      JSON.stringify({ message: 'What does a penetration test include?' }),
    );
    expect(chat.status).toBe(200);
    expect(JSON.parse(chat.body.toString()).response).toEqual(expect.any(String));
    expect((await get(nginxUrl, '/health')).status).toBe(200);
  });

  test('passes a form sent without script to the instances: the confirmation page after the 303 and the problem page come through', async () => {
    const fields = new URLSearchParams({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@analytical.example',
      subject: 'web-services',
      message: 'Through nginx',
    });
    const headers = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };
    const sent = await send(nginxUrl, 'POST', '/contact', headers, fields.toString(), '127.0.0.6');
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe(FORM_CONFIRMATIONS.contact);
    expect((await get(nginxUrl, FORM_CONFIRMATIONS.contact)).status).toBe(200);
    fields.set('email', 'ada@');
    const refused = await send(nginxUrl, 'POST', '/contact', headers, fields.toString(), '127.0.0.6');
    expect(refused.status).toBe(400);
    expect(refused.body.toString()).toContain('Email: Enter a valid email');
    const foreign = await send(nginxUrl, 'POST', '/contact', { ...headers, 'sec-fetch-site': 'cross-site' }, fields.toString(), '127.0.0.6');
    expect(foreign.status).toBe(403);
  });

  test('serves an e-mailed link’s page from dist/ and passes its button’s POST to the instances', async () => {
    const link = `/newsletter/confirm?token=${'x'.repeat(43)}`;
    const page = await get(nginxUrl, link, { 'accept-encoding': 'identity' });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('Confirm your subscription');
    const pressed = await send(nginxUrl, 'POST', link, { 'content-type': 'application/x-www-form-urlencoded' }, 'intent=confirm', '127.0.0.5');
    expect(pressed.status).toBe(303);
    expect(pressed.headers.location).toBe('/newsletter/link-invalid');
  });

  test('gives the rate limiter the client’s own address, whatever X-Forwarded-For the client sends, across both instances', async () => {
    const lead = (index: number) =>
      JSON.stringify({ fullName: `Flood ${index}`, companyName: '', email: `flood${index}@company.example`, phone: '', service: 'web' });
    const flood = async (from: string, count: number) => {
      const statuses: number[] = [];
      for (let index = 0; index < count; index += 1) {
        // Each request claims another address; nginx replaces the header with the real one.
        const headers = { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${index}` };
        statuses.push((await send(nginxUrl, 'POST', '/lead', headers, lead(index), from)).status);
      }
      return statuses;
    };
    const first = await flood('127.0.0.2', 8);
    expect(first.filter((status) => status === 201)).toHaveLength(FORMS_PER_MINUTE);
    expect(first.filter((status) => status === 429)).toHaveLength(8 - FORMS_PER_MINUTE);
    // Another client is not held by the first one's flood.
    expect((await flood('127.0.0.3', 1))[0]).toBe(201);
  });

  test('serves pages under load without an error, from nginx and from the Node server (throughput printed for the record)', async () => {
    const figures: string[] = [];
    for (const [name, base] of [
      ['nginx', nginxUrl],
      ['node', instances[0]!.url],
    ] as const) {
      const result = await loadUrl(`${base}/about`, { connections: 20, seconds: 3, headers: { 'accept-encoding': 'br' } });
      expect(result.non2xx).toBe(0);
      figures.push(`${name} ${result.requests.average.toFixed(0)} req/s (p99 ${result.latency.p99} ms)`);
    }
    console.log(`GET /about, brotli, 20 connections, 3 s: ${figures.join(', ')}`);
  });
});
