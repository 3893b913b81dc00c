// @vitest-environment node
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Runs the real server entry (what `npm run serve` runs; `npm start` imports it) and waits for it to exit. */
function runServer(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', DATABASE_PATH: path.join(root, 'data/never-opened.sqlite'), ...env },
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.on('data', (chunk) => (stdout += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

describe('server start-up with a bad setting', () => {
  it.each([
    ['RATE_LIMIT_FORMS', '100000000', /^RATE_LIMIT_FORMS must be an integer 1–1000000, got "100000000"$/],
    ['TRUST_PROXY', 'true', /^TRUST_PROXY must be false or the comma-separated addresses or CIDR ranges/],
    ['REQUEST_TIMEOUT_MS', '0', /^REQUEST_TIMEOUT_MS must be an integer 100–600000/],
    ['RETENTION_DAYS_VITALS', 'forever', /^RETENTION_DAYS_VITALS must be a whole number of days 1–3650, got "forever"$/],
  ])('%s=%s: one line on stderr naming the setting and what it takes, no stack trace, exit status 1', async (name, value, line) => {
    const { code, stderr, stdout } = await runServer({ [name]: value });
    expect(code).toBe(1);
    const lines = stderr.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
    expect(stderr).not.toMatch(/\bat .*[:(]/);
    expect(stdout).toBe('');
  }, 30_000);
});
