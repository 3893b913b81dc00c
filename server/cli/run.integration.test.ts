import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess, runSpawned, type CommandRun } from '../test/staffCommand';
import { analyticsCommand } from './commands/analytics';
import { privacyCommand } from './commands/privacy';
import { vitalsCommand } from './commands/vitals';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'vip-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A bare environment: the store in a folder of the test's, and the given settings. */
const envWith = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  DATABASE_PATH: path.join(dataDir, 'cli.sqlite'),
  PORT: '0',
  ...env,
});

/** Runs a server entry point as its npm script does, and says how it ended. */
function runEntry(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', file, ...args], { cwd: root, env: envWith(env), timeout: 30_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });
}

/** Each staff command called as it would succeed: export as its npm script runs it (a child process, seconds on a busy machine), the others in this process. */
const STAFF_COMMANDS: [string, (env: NodeJS.ProcessEnv) => Promise<CommandRun>][] = [
  ['npm run export', (env) => runSpawned('export', ['leads'], envWith(env))],
  ['npm run vitals', (env) => runInProcess(vitalsCommand, [], envWith(env))],
  ['npm run privacy', (env) => runInProcess(privacyCommand, ['purge'], envWith(env))],
  ['npm run analytics', (env) => runInProcess(analyticsCommand, [], envWith(env))],
];
const EXPORT = ['npm run export', 'server/cli/export.ts', ['leads']] as const;
const SERVER = ['npm run serve', 'server/main.ts', []] as const;

// (The server's own settings: main.test.ts.)
describe('a bad setting', { timeout: 60_000 }, () => {
  it.each(STAFF_COMMANDS)('stops %s with one line that names it and what it takes, and a non-zero status', async (_name, run) => {
    const result = await run({ RATE_LIMIT_FORMS: 'abc' });
    expect(result.status).not.toBe(0);
    expect(result.stderr.trim().split('\n')).toEqual(['RATE_LIMIT_FORMS must be an integer 1–1000000, got "abc"']);
    expect(result.stdout.toString()).toBe('');
  });
});

// The store cases run the entry points as their npm scripts do (tsx, in a child process); the usage runs in this process.
describe('the server and the staff commands’ runner', { timeout: 60_000 }, () => {
  it.each([EXPORT, SERVER])('stops %s with one line when the store cannot be opened, naming the setting to look at', async (_name, file, args) => {
    const result = await runEntry(file, [...args], { DATABASE_PATH: '/dev/null/virtual-ip.sqlite' });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^cannot open the store \(DATABASE_PATH \/dev\/null\/virtual-ip\.sqlite\): /);
  });

  it('answers a call that makes no sense with the reason and the usage, status 2, before touching the store', async () => {
    const result = await runInProcess(privacyCommand, ['erase'], envWith({ DATABASE_PATH: '/dev/null/never-opened.sqlite' }));
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual(['erase needs --email with an e-mail address', expect.stringMatching(/^usage: npm run privacy/)]);
  });
});
