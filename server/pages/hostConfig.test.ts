import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_MANIFEST_FILE } from '../../src/model/siteManifest';
import { siteAppFor } from '../test/apps';
import { headerFileProblems, hostConfig, type HostConfig } from './hostConfig';

const page = (title: string, script: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><div id="root">${title}</div><script>${script}</script></body></html>`;

/** The rules of a _headers file: path → header name (lower case) → value. */
const rules = (text: string) => parseHeaders(text);
function parseHeaders(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      current = new Map();
      rules.set(line.trim(), current);
      continue;
    }
    const [name, ...value] = line.trim().split(': ');
    current!.set(name!.toLowerCase(), value.join(': '));
  }
  return rules;
}

let distDir: string;
let config: HostConfig;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'vip-host-'));
  await mkdir(path.join(distDir, 'compliance'), { recursive: true });
  await mkdir(path.join(distDir, 'admin'));
  await writeFile(path.join(distDir, 'index.html'), page('Home', 'window.home = 1'));
  await writeFile(path.join(distDir, '404.html'), page('Not found', 'window.missing = 1'));
  await writeFile(path.join(distDir, 'compliance.html'), page('Compliance', 'window.compliance = 1'));
  await writeFile(path.join(distDir, 'compliance', 'gdpr.html'), page('GDPR', 'window.gdpr = 1'));
  await writeFile(path.join(distDir, 'compliance', '404.html'), page('No such framework', 'window.frameworkMissing = 1'));
  await writeFile(path.join(distDir, 'admin', 'index.html'), page('Content editor', 'window.editor = 1'));
  config = await hostConfig(distDir);
});
afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('the static hosts’ configuration (_headers, _redirects)', () => {
  it('gives every URL, unknown ones included, the security headers and the one policy our server sends every page', async () => {
    const rules = parseHeaders(config.headers);
    const everywhere = rules.get('/*')!;
    expect(everywhere.get('x-content-type-options')).toBe('nosniff');
    expect(everywhere.get('strict-transport-security')).toMatch(/^max-age=/);
    const app = await siteAppFor(distDir);
    for (const url of ['/', '/compliance', '/compliance/gdpr', '/compliance/nope', '/nope']) {
      const served = await app.inject({ url });
      for (const [name, value] of everywhere) expect(served.headers[name], `${url} ${name}`).toBe(value);
    }
    await app.close();
    // One policy allows every page's inline scripts (the editor's aside): no page's script is refused on any host.
    const policy = everywhere.get('content-security-policy')!;
    for (const script of ['window.home = 1', 'window.missing = 1', 'window.compliance = 1', 'window.gdpr = 1', 'window.frameworkMissing = 1'])
      expect(policy).toContain(hashOf(script));
    expect(policy).not.toContain(hashOf('window.editor = 1'));
    // No rule but the editor's sets a policy or caching another rule sets for the same URL: a host would send both.
    expect([...rules].filter(([, headers]) => headers.has('content-security-policy')).map(([rule]) => rule)).toEqual(['/*', '/admin', '/admin/*']);
    expect(rules.get('/assets/*')?.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect([...rules].filter(([, headers]) => headers.has('cache-control')).map(([rule]) => rule)).toEqual(['/assets/*']);
  });

  it('gives the content editor its own policy in place of the site’s (Cloudflare’s detach), unindexed', async () => {
    const app = await siteAppFor(distDir);
    const served = await app.inject({ url: '/admin/' });
    await app.close();
    for (const rule of ['/admin', '/admin/*']) {
      const editor = rules(config.headers).get(rule)!;
      expect(editor.get('! content-security-policy'), rule).toBe('');
      expect(editor.get('content-security-policy'), rule).toBe(served.headers['content-security-policy']);
      expect(editor.get('x-robots-tag'), rule).toBe('noindex, nofollow');
      expect(editor.get('cross-origin-opener-policy'), rule).toBe(served.headers['cross-origin-opener-policy']);
    }
  });

  it('allows the API’s origin to the pages’ calls and forms where the build points them at an API apart, and only then', async () => {
    const apart = rules((await hostConfig(distDir, 'https://api.example.com')).headers)
      .get('/*')!
      .get('content-security-policy')!;
    expect(apart).toMatch(/connect-src 'self' https:\/\/api\.example\.com;/);
    expect(apart).toMatch(/form-action 'self' https:\/\/api\.example\.com;/);
    const same = rules(config.headers).get('/*')!.get('content-security-policy')!;
    expect(same).toMatch(/connect-src 'self';/);
    expect(same).toMatch(/form-action 'self';/);
  });

  it('is the policy our server sends with the same build, whose manifest names the API it was built for', async () => {
    const internalDir = await mkdtemp(path.join(tmpdir(), 'vip-host-internal-'));
    await writeFile(path.join(internalDir, SITE_MANIFEST_FILE), JSON.stringify({ apiUrl: 'https://api.example.com/v1' }));
    const app = await siteAppFor(distDir, { INTERNAL_DIR: internalDir });
    const policy = rules((await hostConfig(distDir, 'https://api.example.com')).headers)
      .get('/*')!
      .get('content-security-policy');
    for (const url of ['/', '/compliance/gdpr', '/nope']) expect((await app.inject({ url })).headers['content-security-policy'], url).toBe(policy);
    await app.close();
    await rm(internalDir, { recursive: true, force: true });
  });

  it('answers unknown paths with 404 and the nearest not-found page, the catalog’s before the site’s', () => {
    const rules = config.redirects
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/));
    const catalog = rules.findIndex(([from]) => from === '/compliance/*');
    const site = rules.findIndex(([from]) => from === '/*');
    expect(rules[catalog]).toEqual(['/compliance/*', '/compliance/404.html', '404']);
    expect(rules[site]).toEqual(['/*', '/404.html', '404']);
    expect(catalog).toBeLessThan(site);
    expect(site).toBe(rules.length - 1);
  });
});

describe('the hosts’ limits on _headers', () => {
  const file = (rules: number, lineLength = 20) =>
    Array.from({ length: rules }, (_, index) => `/page-${index}\n  X-Test: ${'x'.repeat(lineLength)}\n`).join('\n');

  it('passes a file Cloudflare Pages applies whole, and names each limit a file crosses', () => {
    expect(headerFileProblems(file(100, 1980))).toEqual([]);
    expect(headerFileProblems(file(101))).toEqual(['101 rules, over the 100 Cloudflare Pages applies']);
    expect(headerFileProblems(file(1, 1995))).toEqual([expect.stringMatching(/^line 2 has 2005 characters, over the 2000 Cloudflare Pages reads/)]);
  });

  it('stops the build rather than write a policy a host would drop', async () => {
    const many = await mkdtemp(path.join(tmpdir(), 'vip-host-many-'));
    await writeFile(path.join(many, 'index.html'), page('Home', 'window.home = 1'));
    // Every page its own inline script: a policy that allows them all grows past a line's limit.
    await writeFile(path.join(many, '404.html'), page('Not found', Array.from({ length: 50 }, (_, index) => `</script><script>window.s${index} = 1`).join('')));
    await expect(hostConfig(many)).rejects.toThrow(/^_headers would not be applied whole by Cloudflare Pages: line \d+ has \d+ characters, over the 2000/);
    await rm(many, { recursive: true, force: true });
  });
});
