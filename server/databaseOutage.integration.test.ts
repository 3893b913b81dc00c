import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../scripts/lib/postgres';
import { startServer, type RunningServer } from '../scripts/lib/serverProcess';
import { writeSiteManifest } from '../src/build/siteManifest';
import { internalDirBeside } from './internalDir';

const lead = { fullName: 'Outage Test', companyName: '', email: 'outage@company.example', phone: '', service: 'web' };

/**
 * The production server on its own throw-away PostgreSQL, which the test stops and starts under
 * it: the server must keep serving pages, answer 503 while the database is away and recover alone.
 */
describe('PostgreSQL going away under a running server', () => {
  let postgres: TestPostgres;
  let server: RunningServer;
  let dist: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    dist = path.join(mkdtempSync(path.join(tmpdir(), 'vip-build-')), 'dist');
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(path.join(dist, '404.html'), '<!doctype html><title>Not found</title>');
    await writeSiteManifest(internalDirBeside(dist));
    postgres = await startPostgres();
    server = await startServer({ DATABASE_URL: postgres.url, DIST_DIR: dist, NOTIFY_POLL_MS: '200' }, { serverDir: inject('serverDir') });
    server.process.stdout?.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    postgres?.stop();
    rmSync(path.dirname(dist), { recursive: true, force: true });
  });

  const get = (url: string) => fetch(`${server.url}${url}`);
  const postLead = () => fetch(`${server.url}/lead`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead) });
  const alive = () => server.process.exitCode === null && server.process.signalCode === null;

  async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
    const started = performance.now();
    while (!(await check())) {
      if (performance.now() - started > timeoutMs) throw new Error(`not reached in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return performance.now() - started;
  }

  it('survives its connections being terminated', async () => {
    expect((await postLead()).status).toBe(201);
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    const { rows } = await admin.query<{ terminated: boolean }>(
      'select pg_terminate_backend(pid) as terminated from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(alive()).toBe(true);
    expect((await get('/')).status).toBe(200);
    expect((await get('/health')).status).toBe(200);
    expect((await postLead()).status).toBe(201);
    expect(logLines.some((line) => line.includes('database connection lost'))).toBe(true);
    expect(logLines.join('\n')).not.toContain(lead.email);
  });

  it('answers 503 while PostgreSQL is stopped, keeps serving pages, and recovers without a restart', async () => {
    expect((await postLead()).status).toBe(201);
    postgres.pause();

    const downInMs = await waitFor(async () => (await get('/health')).status === 503, 5_000);
    const health = await get('/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'unavailable' });
    const asked = performance.now();
    const refused = await postLead();
    console.info(
      `/health answered 503 ${Math.round(downInMs)} ms after PostgreSQL stopped; POST /lead answered 503 in ${Math.round(performance.now() - asked)} ms`,
    );
    expect(refused.status).toBe(503);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({ error: expect.stringMatching(/try again/i) });
    expect((await get('/')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(alive()).toBe(true);
    expect((await get('/')).status).toBe(200);

    postgres.resume();
    const recoveredInMs = await waitFor(async () => (await get('/health')).status === 200, 10_000);
    console.info(`/health answered 200 ${Math.round(recoveredInMs)} ms after PostgreSQL accepted connections again`);
    expect((await postLead()).status).toBe(201);
    expect((await get('/')).status).toBe(200);
    expect(alive()).toBe(true);
  });
});
