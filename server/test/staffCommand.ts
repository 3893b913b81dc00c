import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, inject } from 'vitest';
import { nodeArgs } from '../../scripts/lib/serverProcess';
import { executeStaffCommand, failureMessage, type StaffCommand } from '../cli/run';
import { openStore, type OpenedStore } from '../store/openStore';

const root = path.resolve(import.meta.dirname, '../..');

/** How a run of a staff command ended: its exit status and what it wrote. */
export interface CommandRun {
  status: number;
  stdout: Buffer;
  stderr: string;
}

/** How a command that ended with a non-zero status ended. */
export interface CommandFailure {
  code: number;
  stderr: string;
}

/**
 * Runs a staff command in this process as its entry point runs it in its own (the runner's
 * arguments, configuration from `env`, store, one-line failures and exit statuses), its output
 * captured. What only a process of its own shows (a real pipe, a reader that leaves, a full disk)
 * needs runSpawned.
 */
export async function runInProcess<Args>(command: StaffCommand<Args>, args: string[], env: NodeJS.ProcessEnv): Promise<CommandRun> {
  const chunks: Buffer[] = [];
  const stdout = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  let stderr = '';
  const report = (line: string) => (stderr += `${line}\n`);
  // What runCli does with a run that rejects; the output errors it also handles cannot happen here.
  const status = await executeStaffCommand(command, { argv: args, env, stdout, stderr: report }).catch((error: unknown) => {
    report(failureMessage(error));
    return 1;
  });
  return { status, stdout: Buffer.concat(chunks), stderr };
}

/** Runs a staff command in a process of its own, compiled as the container runs it (tests/setup/serverBuild.ts). */
export function runSpawned(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [...nodeArgs(name, inject('serverDir')), ...args], { cwd: root, env, encoding: 'buffer' }, (error, stdout, stderr) => {
      const status = error ? (error as { code?: unknown }).code : 0;
      if (typeof status !== 'number') reject(error ?? new Error(`npm run ${name} did not end with a status`));
      else resolve({ status, stdout, stderr: stderr.toString() });
    });
  });
}

/** The run's output as text when it ended with status 0; otherwise rejects with its status and stderr. */
export async function succeeded(name: string, run: Promise<CommandRun>): Promise<{ stdout: string; stderr: string }> {
  const { status, stdout, stderr } = await run;
  if (status !== 0) throw new Error(`npm run ${name} ended with status ${status}: ${stderr}`);
  return { stdout: stdout.toString(), stderr };
}

/** How the run ended when it failed, or undefined when it ended with status 0. */
export async function failed(run: Promise<CommandRun>): Promise<CommandFailure | undefined> {
  const { status, stderr } = await run;
  return status === 0 ? undefined : { code: status, stderr };
}

export interface StaffCommandUnderTest {
  /** Runs the command in this process with these arguments; rejects when it ends with a non-zero status. */
  run: (...args: string[]) => Promise<{ stdout: string; stderr: string }>;
  /** Runs the command in this process expecting it to fail: how it ended, or undefined when it succeeded. */
  failure: (...args: string[]) => Promise<CommandFailure | undefined>;
  /** Runs the command in a process of its own (the end-to-end contract); rejects when it ends with a non-zero status. */
  spawned: (...args: string[]) => Promise<{ stdout: string; stderr: string }>;
  /** The environment the command runs in (set once the store is filled), for running it otherwise. */
  env: () => NodeJS.ProcessEnv;
}

/**
 * A staff command against a SQLite store of its own that `fill` writes to before the suite's first
 * test. Call it inside a describe: it registers the hooks that make the store and delete it afterwards.
 */
export function useStaffCommand<Args>(command: StaffCommand<Args>, fill: (db: OpenedStore['db']) => Promise<void>): StaffCommandUnderTest {
  let dir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), `vip-${command.name}-cli-`));
    env = { ...process.env, DATABASE_PATH: path.join(dir, 'site.sqlite'), DATABASE_URL: '' };
    const store = await openStore({ databasePath: env.DATABASE_PATH as string });
    await fill(store.db);
    await store.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  return {
    run: (...args) => succeeded(command.name, runInProcess(command, args, env)),
    failure: (...args) => failed(runInProcess(command, args, env)),
    spawned: (...args) => succeeded(command.name, runSpawned(command.name, args, env)),
    env: () => env,
  };
}
