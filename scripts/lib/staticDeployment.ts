/**
 * The site deployed as an operator deploys it on a static host (docs/deployment.md#static-host-plus-api):
 * a copy of the project built with SITE_URL and VITE_API_URL on two sites (the site on
 * http://localhost:<port>, the API on http://127.0.0.1:<port>), its dist/ served by Cloudflare's own
 * Pages emulator (`wrangler pages dev`, which applies _headers and _redirects as Pages does), and the
 * API apart (SERVE_SITE=false, ALLOWED_ORIGINS). For the static host's end-to-end test and its bench.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reservePort } from './freePort';
import { buildCopy, copyProject } from './projectCopy';
import { startServer, type RunningServer } from './serverProcess';

export interface StaticDeployment {
  siteUrl: string;
  apiUrl: string;
  /** The copy the site was built in: its dist/, dist-internal/ and dist-server/. */
  copy: string;
  /** A folder for the run's data (the API's SQLite file, api.sqlite). */
  dataDir: string;
  api: RunningServer;
  stop: () => Promise<void>;
}

/** Builds, serves and starts it all; `apiEnv` is added to the API's settings. */
export async function deployStatically(apiEnv: NodeJS.ProcessEnv = {}): Promise<StaticDeployment> {
  // Held through the build, which writes both into the pages: a port chosen then released was taken
  // by another test's connection meanwhile once (wrangler: "Address already in use").
  const [site, apiReservation] = [await reservePort(), await reservePort()];
  const [sitePort, apiPort] = [site.port, apiReservation.port];
  const siteUrl = `http://localhost:${sitePort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const copy = copyProject('vip-static-host-');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vip-static-data-'));
  buildCopy(copy, { SITE_URL: siteUrl, VITE_API_URL: apiUrl });
  const dist = path.join(copy, 'dist');
  await apiReservation.release();
  const api = await startServer(
    {
      PORT: String(apiPort),
      SERVE_SITE: 'false',
      DIST_DIR: dist,
      SITE_URL: siteUrl,
      ALLOWED_ORIGINS: siteUrl,
      DATABASE_PATH: path.join(dataDir, 'api.sqlite'),
      DATABASE_URL: '',
      ...apiEnv,
    },
    { serverDir: path.join(copy, 'dist-server') },
  );
  await site.release();
  const host = await startPagesEmulator(dist, sitePort, dataDir);
  return {
    siteUrl,
    apiUrl,
    copy,
    dataDir,
    api,
    stop: async () => {
      host.stop();
      await api.stop();
      rmSync(copy, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `wrangler pages dev` on dist/ at 127.0.0.1:port, once it answers. */
async function startPagesEmulator(dist: string, port: number, workDir: string): Promise<{ stop: () => void }> {
  const wrangler = path.resolve(import.meta.dirname, '../../node_modules/.bin/wrangler');
  const host: ChildProcess = spawn(
    wrangler,
    ['pages', 'dev', dist, '--port', String(port), '--ip', '127.0.0.1', '--compatibility-date', '2025-01-01', '--show-interactive-dev-session=false'],
    {
      cwd: workDir,
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', XDG_CONFIG_HOME: workDir, HOME: workDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  // wrangler runs workerd beside it: the process group started here ends with it.
  const stop = () => {
    if (host.pid && host.exitCode === null) process.kill(-host.pid, 'SIGTERM');
  };
  const output: string[] = [];
  for (const stream of [host.stdout!, host.stderr!]) stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  for (
    let waited = 0;
    (await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.status,
      () => 0,
    )) !== 200;
    waited += 250
  ) {
    if (waited > 60_000 || host.exitCode !== null) {
      stop();
      throw new Error(`wrangler pages dev did not start:\n${output.join('').slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { stop };
}
