import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer } from '../scripts/lib/serverProcess';
import { writeSiteManifest } from '../src/build/siteManifest';
import { internalDirBeside } from './internalDir';
import { openStore } from './store/openStore';
import { listLeads } from './store/submissions';
import { freshStore, STORE_KINDS } from './test/stores';

let dist: string;
beforeAll(async () => {
  dist = path.join(mkdtempSync(path.join(tmpdir(), 'vip-build-')), 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(dist, '404.html'), '<!doctype html><title>Not found</title>');
  await writeSiteManifest(internalDirBeside(dist));
});
afterAll(() => rmSync(path.dirname(dist), { recursive: true, force: true }));

describe.each(STORE_KINDS)('a lead stored on %s', (kind) => {
  it('survives kill -9 of the server right after its 201', async () => {
    const store = await freshStore(kind);
    const dir = mkdtempSync(path.join(tmpdir(), 'vip-kill-'));
    const databasePath = path.join(dir, 'site.sqlite');
    const env = kind === 'sqlite' ? { DATABASE_PATH: databasePath } : { DATABASE_URL: store.url };
    await store.close();

    const server = await startServer({ ...env, DIST_DIR: dist }, { serverDir: inject('serverDir') });
    const response = await fetch(`${server.url}/lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Kill Nine', companyName: '', email: 'k9@company.example', phone: '', service: 'web' }),
    });
    expect(response.status).toBe(201);
    server.process.kill('SIGKILL');
    await new Promise((resolve) => server.process.once('exit', resolve));

    const reopened = await openStore(kind === 'sqlite' ? { databasePath } : { databasePath: '', databaseUrl: store.url });
    const { id } = (await response.json()) as { id: string };
    expect((await listLeads(reopened.db)).map((lead) => [lead.id, lead.fullName])).toEqual([[id, 'Kill Nine']]);
    await reopened.close();
    await store.cleanup().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });
});
