import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { openStore, type OpenedStore } from '../store/openStore';

const execFileAsync = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** How a command that ended with a non-zero status ended. */
export interface CommandFailure {
  code: number;
  stderr: string;
}

export interface StaffCommand {
  /** Runs the command with these arguments; rejects when it ends with a non-zero status. */
  run: (...args: string[]) => Promise<{ stdout: string; stderr: string }>;
  /** Runs the command expecting it to fail: how it ended, or undefined when it succeeded. */
  failure: (...args: string[]) => Promise<CommandFailure | undefined>;
  /** The environment the command runs in (set once the store is filled), for running it otherwise. */
  env: () => NodeJS.ProcessEnv;
}

/**
 * A staff command (server/cli/<name>.ts) as its npm script runs it, in a child process with tsx,
 * against a SQLite store of its own that `fill` writes to before the suite's first test. Call it
 * inside a describe: it registers the hooks that make the store and delete it afterwards.
 */
export function useStaffCommand(name: string, fill: (db: OpenedStore['db']) => Promise<void>): StaffCommand {
  let dir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), `vip-${name}-cli-`));
    env = { ...process.env, DATABASE_PATH: path.join(dir, 'site.sqlite'), DATABASE_URL: '' };
    const store = await openStore({ databasePath: env.DATABASE_PATH as string });
    await fill(store.db);
    await store.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (...args: string[]) => execFileAsync(process.execPath, ['--import', 'tsx', `server/cli/${name}.ts`, ...args], { cwd: root, env });
  return {
    run,
    failure: (...args) => run(...args).then(() => undefined, (error: CommandFailure) => error),
    env: () => env,
  };
}
