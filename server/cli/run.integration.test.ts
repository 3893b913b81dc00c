// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'vip-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs a server entry point as its npm script does, and says how it ended. */
function runEntry(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const childEnv = { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_PATH: path.join(dataDir, 'cli.sqlite'), PORT: '0', ...env };
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', file, ...args], { cwd: root, env: childEnv, timeout: 30_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });
}

const ENTRY_POINTS = [
  ['npm run export', 'server/cli/export.ts', ['leads']],
  ['npm run vitals', 'server/cli/vitals.ts', []],
  ['npm run privacy', 'server/cli/privacy.ts', ['purge']],
] as const;
const SERVER = ['npm run serve', 'server/main.ts', []] as const;

// Each run starts tsx in a child process: seconds each on a busy machine. (The server's own settings: main.test.ts.)
describe('a bad setting', { timeout: 60_000 }, () => {
  it.each(ENTRY_POINTS)('stops %s with one line that names it and what it takes, and a non-zero status', async (_name, file, args) => {
    const result = await runEntry(file, [...args], { RATE_LIMIT_FORMS: 'abc' });
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim().split('\n')).toEqual(['RATE_LIMIT_FORMS must be an integer 1–1000000, got "abc"']);
    expect(result.stdout).toBe('');
  });
});

describe('the server and the staff commands’ runner', { timeout: 60_000 }, () => {
  it.each([ENTRY_POINTS[0], SERVER])('stops %s with one line when the store cannot be opened, naming the setting to look at', async (_name, file, args) => {
    const result = await runEntry(file, [...args], { DATABASE_PATH: '/dev/null/virtual-ip.sqlite' });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^cannot open the store \(DATABASE_PATH \/dev\/null\/virtual-ip\.sqlite\): /);
  });

  it('answers a call that makes no sense with the reason and the usage, status 2, before touching the store', async () => {
    const result = await runEntry('server/cli/privacy.ts', ['erase'], { DATABASE_PATH: '/dev/null/never-opened.sqlite' });
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual(['erase needs --email with an e-mail address', expect.stringMatching(/^usage: npm run privacy/)]);
  });
});
