import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, type AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteAppFor } from './test/apps';
import { precompressDist } from '../src/build/vite/precompress';

const inlineScript = 'window.__DATA__ = 1';
const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>${title}</title>` +
  `<script type="application/ld+json">{"@type":"Thing"}</script></head>` +
  `<body><div id="root">${title} ${'content '.repeat(300)}</div><script>${inlineScript}</script></body></html>`;

let distDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'vip-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), page('Home'));
  await writeFile(path.join(distDir, 'about.html'), page('About'));
  await writeFile(path.join(distDir, '404.html'), page('Page not found'));
  await mkdir(path.join(distDir, 'compliance'), { recursive: true });
  await writeFile(path.join(distDir, 'compliance.html'), page('Compliance'));
  await writeFile(path.join(distDir, 'compliance', 'gdpr.html'), page('GDPR'));
  await writeFile(path.join(distDir, 'compliance', '404.html'), page('Compliance service not found'));
  await writeFile(path.join(distDir, 'assets', 'app-abc123.js'), `console.log(${'1'.repeat(4000)})`);
  await writeFile(path.join(distDir, 'robots.txt'), 'User-agent: *\n');
  app = await siteAppFor(distDir);
});

afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('request log', () => {
  it('writes one JSON line per request with method, path, status and time, and no body', async () => {
    const { PassThrough } = await import('node:stream');
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const logged = await siteAppFor(distDir, { LOG_LEVEL: 'info' }, { logStream: stream });
    await logged.inject({ url: '/about' });
    await logged.inject({ method: 'POST', url: '/nope', payload: { secret: 'do-not-log-me' } });
    await logged.close();
    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request');
    expect(requests.map((entry) => [entry.method, entry.url, entry.statusCode])).toEqual([
      ['GET', '/about', 200],
      ['POST', '/nope', 404],
    ]);
    expect(typeof requests[0].responseTime).toBe('number');
    expect(lines.join('\n')).not.toContain('do-not-log-me');
  });
});

describe('site routes', () => {
  it('serves each prerendered page at its canonical URL with no-cache', async () => {
    for (const url of ['/', '/about', '/compliance', '/compliance/gdpr']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ url: '/about' })).body).toContain('<title>About</title>');
  });

  it('sends the other spellings of a page’s URL to it for good, query kept, as the static hosts do', async () => {
    for (const [url, canonical] of [
      ['/about/', '/about'],
      ['/about.html', '/about'],
      ['/compliance/gdpr/?ref=mail', '/compliance/gdpr?ref=mail'],
      ['/index.html', '/'],
      ['/404/', '/404'],
      ['/compliance/404.html', '/compliance/404'],
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(308);
      expect(response.headers.location, url).toBe(canonical);
    }
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const url of ['/nope', '/nope/', '/about/nope', '/assets/missing.js', '/about/index.html', '/nope.html']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('Page not found');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an unknown slug of a catalog with that catalog’s 404 page', async () => {
    expect((await app.inject({ url: '/compliance/gdpr' })).statusCode).toBe(200);
    for (const url of ['/compliance/nope', '/compliance/nope/', '/compliance/nope?x=1']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('Compliance service not found');
    }
    const deeper = await app.inject({ url: '/compliance/nope/deeper' });
    expect(deeper.statusCode).toBe(404);
    expect(deeper.body).toContain('Page not found');
  });

  it('serves each not-found page at its own prerendered path with 200', async () => {
    const site = await app.inject({ url: '/404' });
    expect(site.statusCode).toBe(200);
    expect(site.body).toContain('Page not found');
    const catalog = await app.inject({ url: '/compliance/404' });
    expect(catalog.statusCode).toBe(200);
    expect(catalog.body).toContain('Compliance service not found');
  });

  it('answers unknown non-GET requests with a JSON error', async () => {
    const response = await app.inject({ method: 'POST', url: '/nope', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends files the build did not compress as they are: nothing is compressed per request', async () => {
    const page = await app.inject({ url: '/about', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers.etag).toMatch(/^"/);
    const asset = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.body).toBe(`console.log(${'1'.repeat(4000)})`);
  });

  it('sends security headers and a CSP that allows exactly the page’s inline scripts', async () => {
    const { createHash } = await import('node:crypto');
    const response = await app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=/);
  });
});

describe('precompressed copies from the build', () => {
  let builtDir: string;
  let built: FastifyInstance;
  beforeAll(async () => {
    builtDir = await mkdtemp(path.join(tmpdir(), 'vip-dist-encoded-'));
    await mkdir(path.join(builtDir, 'assets'));
    await writeFile(path.join(builtDir, 'index.html'), page('Home'));
    await writeFile(path.join(builtDir, 'about.html'), page('About'));
    await writeFile(path.join(builtDir, '404.html'), page('Page not found'));
    await writeFile(path.join(builtDir, 'assets', 'app-abc123.js'), `console.log(${'1'.repeat(4000)})`);
    await precompressDist(builtDir);
    built = await siteAppFor(builtDir);
  });
  afterAll(async () => {
    await built.close();
    await rm(builtDir, { recursive: true, force: true });
  });
  const file = (name: string) => readFile(path.join(builtDir, name));

  it.each([
    ['br', 'br', 'about.html.br'],
    ['gzip, deflate, br', 'br', 'about.html.br'],
    ['gzip', 'gzip', 'about.html.gz'],
    ['br;q=0.5, gzip', 'gzip', 'about.html.gz'],
  ])('sends a page’s copy as the build wrote it for Accept-Encoding %s', async (accept, encoding, copy) => {
    const response = await built.inject({ url: '/about', headers: { 'accept-encoding': accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-security-policy']).toContain('sha256-');
    expect(response.rawPayload).toEqual(await file(copy));
  });

  it('sends the HTML itself to a client that accepts no encoding, and the 404 page compressed with status 404', async () => {
    const plain = await built.inject({ url: '/about', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(await file('about.html'));
    const missing = await built.inject({ url: '/nope', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(brotliDecompressSync(missing.rawPayload).toString()).toContain('Page not found');
  });

  it('gives each representation of a page its own strong ETag and answers a matching If-None-Match with 304 and no body', async () => {
    const get = (accept: string, ifNoneMatch?: string) =>
      built.inject({ url: '/about', headers: { 'accept-encoding': accept, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) } });
    const [br, gzip, identity] = await Promise.all([get('br'), get('gzip'), get('identity')]);
    const etags = [br, gzip, identity].map((response) => response.headers.etag as string);
    for (const etag of etags) expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(new Set(etags).size).toBe(3);

    const revalidated = await get('br', etags[0]);
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etags[0]);
    expect(revalidated.headers['cache-control']).toBe('no-cache');
    expect(revalidated.headers.vary).toMatch(/accept-encoding/i);
    expect((await get('br', `"stale", W/${etags[0]}`)).statusCode).toBe(304);
    expect((await get('br', '*')).statusCode).toBe(304);
    // Another representation, or a validator from another build, gets the page.
    const other = await get('gzip', etags[0]);
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload).toEqual(await file('about.html.gz'));
    expect((await get('br', '"an-older-build"')).statusCode).toBe(200);
    // The same bytes give the same validator, whichever instance serves them.
    const twin = await siteAppFor(builtDir);
    expect((await twin.inject({ url: '/about', headers: { 'accept-encoding': 'br' } })).headers.etag).toBe(etags[0]);
    await twin.close();
  });

  it('gives a not-found answer no validator', async () => {
    const missing = await built.inject({ url: '/nope', headers: { 'accept-encoding': 'br', 'if-none-match': '*' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('sends a hashed asset’s copy with its year-long cache', async () => {
    const asset = await built.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.rawPayload).toEqual(await file('assets/app-abc123.js.br'));
  });
});

describe('malformed URLs', () => {
  it.each(['/%E0%A4%A', '/%', '/about%ZZ'])('answers %s with 400, the JSON error shape and the security headers, without echoing the URL', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'Malformed URL' });
    expect(response.body).not.toContain(url.slice(1));
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=/);
  });
});

describe('what a careful server answers beyond pages', () => {
  it.each(['PUT', 'DELETE', 'PATCH', 'TRACE'] as const)('answers %s of a page with 405 and Allow, and of an unknown path with 404', async (method) => {
    const known = await app.inject({ method, url: '/about' });
    expect(known.statusCode).toBe(405);
    expect(known.headers.allow).toBe('GET, HEAD');
    expect(known.json()).toEqual({ error: 'Method not allowed: use GET or HEAD' });
    expect(known.headers['x-content-type-options']).toBe('nosniff');
    expect((await app.inject({ method, url: '/nope' })).statusCode).toBe(404);
  });

  it('answers a range past a file’s end with 416 and Content-Range: bytes */size', async () => {
    const size = (await readFile(path.join(distDir, 'assets', 'app-abc123.js'))).length;
    const response = await app.inject({ url: '/assets/app-abc123.js', headers: { range: `bytes=${size + 10}-` } });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('serves no static host’s configuration and no page’s raw or compressed file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vip-dist-hostfiles-'));
    for (const name of ['index.html', '404.html']) await writeFile(path.join(dir, name), page(name));
    for (const name of ['_headers', '_redirects', 'index.html.br', 'index.html.gz', '404.html.br']) await writeFile(path.join(dir, name), 'not for visitors');
    const hosted = await siteAppFor(dir);
    for (const url of ['/_headers', '/_redirects', '/index.html.br', '/index.html.gz', '/404.html.br']) {
      const response = await hosted.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('not for visitors');
    }
    await hosted.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers an 8,000-character URL with 414, and a name too long for a file with the not-found page, never 403', async () => {
    for (const url of [`/${'a'.repeat(8000)}`, `/assets/${'a'.repeat(8000)}.js`, `/about?q=${'a'.repeat(8000)}`]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url.slice(0, 20)).toBe(414);
      expect(response.json()).toEqual({ error: 'URL too long' });
    }
    for (const url of [`/${'a'.repeat(300)}`, `/assets/${'a'.repeat(300)}.js`, `/compliance/${'a'.repeat(300)}`]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url.slice(0, 20)).toBe(404);
      expect(response.headers['content-type'], url.slice(0, 20)).toMatch(/^text\/html/);
    }
  });

  it('answers headers too large for Node (431) with the security headers and a JSON error', async () => {
    const listening = await siteAppFor(distDir);
    await listening.listen({ host: '127.0.0.1', port: 0 });
    const { port } = listening.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(`GET /about HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(40_000)}\r\n\r\n`));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve(text) : reject(error)));
    });
    await listening.close();
    const [head = '', body] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(head.toLowerCase()).toContain("content-security-policy: default-src 'self'");
    expect(head.toLowerCase()).toContain('strict-transport-security: max-age=');
    expect(JSON.parse(body ?? '')).toEqual({ error: 'Request headers are too large' });
  });
});
