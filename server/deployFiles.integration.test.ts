/**
 * The deploy files cannot be built on these machines (no Docker daemon), so they are checked by
 * parsing them: pinned images, an unprivileged user, a health check, production dependencies only,
 * and settings that the server reads and docs/configuration.md documents.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { LINK_PAGES } from './routes/emailedLinks';
import { loadConfig } from './config';
import { appWith } from './test/apps';
import { routeList } from './test/routeList';
import { freshStore } from './test/stores';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The settings the server reads: every environment variable loadConfig looks at, optional parts switched on. */
function settingsTheServerReads(): string[] {
  const read = new Set<string>();
  const withOptionalParts: Record<string, string> = { METRICS_PORT: '0', LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_API_KEY: 'key' };
  for (const values of [{}, withOptionalParts]) {
    const env = new Proxy({} as NodeJS.ProcessEnv, {
      get: (_target, name) => {
        if (typeof name !== 'string') return undefined;
        read.add(name);
        return (values as Record<string, string>)[name];
      },
    });
    loadConfig(env);
  }
  return [...read].sort();
}

/** The names in the tables of docs/configuration.md (their first column). */
function documentedSettings(): Set<string> {
  const text = read('docs/configuration.md');
  const names = new Set<string>();
  for (const line of text.split('\n').filter((row) => row.startsWith('| `'))) {
    for (const [, name] of line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(name!);
  }
  return names;
}

/** An image reference fixed to a release: a version tag with digits, or a digest. */
const isPinned = (image: string) => /@sha256:[a-f0-9]{64}$/.test(image) || /:[^:@]*\d+\.\d+[^:@]*$/.test(image);

describe('the settings', () => {
  it('are all documented in docs/configuration.md', () => {
    const read = settingsTheServerReads();
    expect(read).toContain('TRUST_PROXY');
    expect(read).toContain('REDIS_URL');
    const documented = documentedSettings();
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe('Dockerfile', () => {
  const dockerfile = DockerfileParser.parse(read('Dockerfile'));
  const froms = dockerfile.getFROMs();
  const finalStart = froms.at(-1)!.getRange().start.line;
  const finalStage = dockerfile.getInstructions().filter((instruction) => instruction.getRange().start.line >= finalStart);
  const finalOf = (keyword: string): Instruction[] => finalStage.filter((instruction) => instruction.getKeyword() === keyword);

  it('builds in one stage and runs from another, both on a pinned base image', () => {
    expect(froms.length).toBeGreaterThanOrEqual(2);
    for (const from of froms)
      expect(
        isPinned(`${from.getImageName()}:${from.getImageTag() ?? ''}${from.getImageDigest() ? `@${from.getImageDigest()}` : ''}`),
        from.getImageName() ?? '',
      ).toBe(true);
  });

  it('keeps production dependencies only, and runs as a user that is not root', () => {
    const build = dockerfile.getInstructions().filter((instruction) => instruction.getRange().start.line < finalStart && instruction.getKeyword() === 'RUN');
    expect(build.some((run) => /npm prune --omit=dev|npm ci --omit=dev/.test(run.getArgumentsContent() ?? ''))).toBe(true);
    const users = finalOf('USER');
    expect(users).toHaveLength(1);
    expect(users[0]!.getArgumentsContent()).not.toMatch(/^(root|0)(:|$)/);
    // USER comes before the command, so the server never runs as root.
    expect(users[0]!.getRange().start.line).toBeLessThan(finalOf('CMD')[0]!.getRange().start.line);
  });

  it('listens on every interface and has a health check on /health', () => {
    expect(
      finalOf('ENV')
        .map((env) => env.getArgumentsContent())
        .join(' '),
    ).toMatch(/\bHOST=0\.0\.0\.0\b/);
    const [healthcheck] = finalOf('HEALTHCHECK');
    expect(healthcheck?.getArgumentsContent()).toMatch(/\/health/);
    expect(finalOf('CMD')[0]!.getArgumentsContent()).toContain('dist-server/main.js');
  });

  it('runs the compiled server on the built site: no sources, content files or TypeScript in the image', () => {
    const copied = finalOf('COPY').map((copy) => copy.getArgumentsContent() ?? '');
    expect(copied.some((copy) => /\/app\/dist\s/.test(copy))).toBe(true);
    expect(copied.some((copy) => /\/app\/dist-server\s/.test(copy))).toBe(true);
    // The manifest the server reads is beside the site, where the server looks for it (dist-internal/ beside DIST_DIR).
    expect(copied.some((copy) => /\/app\/dist-internal \.\/dist-internal$/.test(copy))).toBe(true);
    for (const folder of ['src', 'content', 'server', 'tsconfig.json'])
      expect(
        copied.filter((copy) => copy.includes(`/app/${folder}`)),
        folder,
      ).toEqual([]);
    expect(finalOf('CMD')[0]!.getArgumentsContent()).not.toMatch(/tsx/);
  });
});

describe('compose.yaml', () => {
  const compose = parseYaml(read('compose.yaml')) as {
    services: Record<string, { image?: string; build?: unknown; deploy?: { replicas?: number }; environment?: Record<string, string>; healthcheck?: unknown }>;
  };
  const { app, postgres, redis } = compose.services;

  it('runs two instances of the app on PostgreSQL and Redis, each on a pinned image with a health check', () => {
    expect(app?.build).toBeDefined();
    expect(app?.deploy?.replicas).toBe(2);
    expect(app?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    expect(app?.environment?.REDIS_URL).toBe('redis://redis:6379');
    for (const service of [postgres, redis]) {
      expect(isPinned(service?.image ?? '')).toBe(true);
      expect(service?.healthcheck).toBeDefined();
    }
  });

  it('sets only settings the server reads', () => {
    const known = new Set(settingsTheServerReads());
    expect(Object.keys(app?.environment ?? {}).filter((name) => !known.has(name))).toEqual([]);
  });
});

describe('deploy/nginx.conf', () => {
  it('passes exactly the API’s paths to the Node instances (the e-mailed links’ POSTs by the build’s server.conf)', async () => {
    const store = await freshStore('sqlite');
    const app = await appWith({}, { store });
    await app.ready();
    const paths = new Set(routeList(app).map(({ path }) => path));
    await app.close();
    await store.cleanup();
    const location = /location ~ \^\/\(([^)]+)\)\$/.exec(read('deploy/nginx.conf'))?.[1];
    // The e-mailed links' POSTs reach the API through the build's server.conf (hostConfig.ts).
    const proxied = new Set([...(location?.split('|').map((name) => `/${name.replaceAll('\\.', '.')}`) ?? []), ...LINK_PAGES]);
    expect([...proxied].sort()).toEqual([...paths].filter((route) => route.startsWith('/')).sort());
  });
});
