import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteAppFor } from '../test/apps';
import { hostConfig, type HostConfig } from './hostConfig';

const page = (title: string, script: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><div id="root">${title}</div><script>${script}</script></body></html>`;

/** The rules of a _headers file: path → header name (lower case) → value. */
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
  await mkdir(path.join(distDir, 'compliance', 'gdpr'), { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), page('Home', 'window.home = 1'));
  await writeFile(path.join(distDir, '404.html'), page('Not found', 'window.missing = 1'));
  await writeFile(path.join(distDir, 'compliance', 'index.html'), page('Compliance', 'window.compliance = 1'));
  await writeFile(path.join(distDir, 'compliance', 'gdpr', 'index.html'), page('GDPR', 'window.gdpr = 1'));
  await writeFile(path.join(distDir, 'compliance', '404.html'), page('No such framework', 'window.frameworkMissing = 1'));
  config = await hostConfig(distDir);
});
afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

describe('the static hosts’ configuration (_headers, _redirects)', () => {
  it('gives each page the Content-Security-Policy and caching our server sends, with and without a trailing slash', async () => {
    const rules = parseHeaders(config.headers);
    const app = await siteAppFor(distDir);
    for (const [urlPath, rulePaths] of [
      ['/', ['/']],
      ['/compliance', ['/compliance', '/compliance/']],
      ['/compliance/gdpr', ['/compliance/gdpr', '/compliance/gdpr/']],
    ] as const) {
      const served = await app.inject({ url: urlPath });
      for (const rulePath of rulePaths) {
        expect(rules.get(rulePath)?.get('content-security-policy'), rulePath).toBe(served.headers['content-security-policy']);
        expect(rules.get(rulePath)?.get('cache-control'), rulePath).toBe(served.headers['cache-control']);
      }
    }
    const asset = rules.get('/assets/*');
    expect(asset?.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The rule every path matches holds only what is the same everywhere: no policy, no caching.
    const everywhere = rules.get('/*')!;
    expect(everywhere.get('x-content-type-options')).toBe('nosniff');
    expect(everywhere.get('strict-transport-security')).toMatch(/^max-age=/);
    expect(everywhere.has('content-security-policy')).toBe(false);
    expect(everywhere.has('cache-control')).toBe(false);
    const served = await app.inject({ url: '/' });
    for (const [name, value] of everywhere) expect(served.headers[name], name).toBe(value);
    await app.close();
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
