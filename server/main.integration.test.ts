import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { nodeArgs } from '../scripts/lib/serverProcess';

const root = path.resolve(import.meta.dirname, '..');

/** Runs the real server entry (what `npm run serve` runs; `npm start` imports it) and waits for it to exit. */
function runServer(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgs('main', inject('serverDir')), {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', DATABASE_PATH: path.join(root, 'data/never-opened.sqlite'), ...env },
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.on('data', (chunk) => (stdout += chunk));
    // A server that keeps running instead of exiting is stopped here; generous, far beyond a start on
    // a quiet machine, so that a loaded one never decides the verdict
    // (measured: docs/performance.md, "Measurements behind the code").
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

/** A port this test holds, so that the server finds it in use. */
async function heldPort(): Promise<{ port: number; release: () => Promise<void> }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { port: (server.address() as AddressInfo).port, release: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('server start-up with a bad setting', () => {
  /** Settings that pass the checks at start and fail only when the server listens (API only, its store in a temporary folder). */
  const listening = (env: NodeJS.ProcessEnv) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vip-main-'));
    return runServer({ SERVE_SITE: 'false', DATABASE_PATH: path.join(dir, 'site.sqlite'), ...env }).finally(() =>
      rmSync(dir, { recursive: true, force: true }),
    );
  };

  it('HOST not of this machine: one line naming it, exit status 1', async () => {
    const { code, stderr } = await listening({ HOST: '192.0.2.1' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual(['HOST 192.0.2.1 (PORT 0) cannot be listened on: the address is not one of this machine’s (EADDRNOTAVAIL)']);
  }, 90_000);

  it.each(['PORT', 'METRICS_PORT'])(
    '%s in use: one line naming it, exit status 1',
    async (name) => {
      const held = await heldPort();
      try {
        const { code, stderr } = await listening({ [name]: String(held.port) });
        expect(code).toBe(1);
        expect(stderr.trim().split('\n')).toEqual([
          expect.stringMatching(
            new RegExp(`^${name} ${held.port} on (METRICS_)?HOST 127\\.0\\.0\\.1 cannot be listened on: the port is in use \\(EADDRINUSE\\)$`),
          ),
        ]);
      } finally {
        await held.release();
      }
    },
    90_000,
  );

  it.each([
    ['RATE_LIMIT_FORMS', '100000000', /^RATE_LIMIT_FORMS must be an integer 1–1000000, got "100000000"$/],
    ['TRUST_PROXY', 'true', /^TRUST_PROXY must be false or the comma-separated addresses or CIDR ranges/],
    ['REQUEST_TIMEOUT_MS', '0', /^REQUEST_TIMEOUT_MS must be an integer 100–600000/],
    ['RETENTION_DAYS_VITALS', 'forever', /^RETENTION_DAYS_VITALS must be a whole number of days 1–3650, got "forever"$/],
    ['HOST', 'garbage', /^HOST must be an IP address/],
    [
      'DIST_DIR',
      '/nonexistent/dist',
      /^INTERNAL_DIR \/nonexistent\/dist-internal \(by default dist-internal beside DIST_DIR\) has no site manifest \(site\.json\): run npm run build/,
    ],
    ['INTERNAL_DIR', '/nonexistent/internal', /^INTERNAL_DIR \/nonexistent\/internal \(by default dist-internal beside DIST_DIR\) has no site manifest/],
    ['MAIL_FROM', 'site@virtualip.example\r\nBcc: x@y.example', /^MAIL_FROM must be one sender address/],
  ])(
    '%s=%s: one line on stderr naming the setting and what it takes, no stack trace, exit status 1',
    async (name, value, line) => {
      const { code, stderr, stdout } = await runServer({ [name]: value });
      expect(code).toBe(1);
      const lines = stderr.split('\n').filter(Boolean);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(line);
      expect(stderr).not.toMatch(/\bat .*[:(]/);
      expect(stdout).toBe('');
    },
    90_000,
  );
});
