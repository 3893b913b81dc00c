/**
 * Runs the real production server (server/main.ts) as a child process on 127.0.0.1 and a free
 * port (PORT=0), for end-to-end tests and Lighthouse, and its staff commands as an operator does.
 * Stops only the process it started.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { promisify } from 'node:util';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Every line the server has written to its standard output (its JSON log) so far. */
  output: string[];
  /**
   * SIGTERM, then waits for the exit. Rejects, with the log's last lines, when the server did not
   * shut down cleanly (its own SHUTDOWN_TIMEOUT_MS ran out, or an error) or outlived the grace given
   * here (then it is killed): a hung shutdown is a defect to see, never a test that waits forever.
   */
  stop: () => Promise<void>;
}

/** The server's own shutdown deadline in these runs, and how much longer the helper waits before killing it. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
const KILL_AFTER_MS = SHUTDOWN_TIMEOUT_MS + 5_000;

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The compiled server and staff commands `npm run build` writes, as the container runs them (the
 * end-to-end tests, Lighthouse and the benches: the site as it is deployed). The server's own tests
 * compile the source of their run into a folder of their own (tests/setup/serverBuild.ts).
 */
export const BUILT_SERVER = path.join(root, 'dist-server');

/** Node's arguments that run `entry` (`main`, or a staff command: `export`, `vitals`, `analytics`, `privacy`) compiled in `serverDir`. */
export function nodeArgs(entry: string, serverDir = BUILT_SERVER): string[] {
  const file = path.join(serverDir, `${entry}.js`);
  if (!existsSync(file)) {
    const remedy =
      serverDir === BUILT_SERVER ? 'run npm run build (it compiles the server into dist-server/)' : 'it is compiled by the set-up that named this folder';
    throw new Error(`${path.relative(root, file)} is missing: ${remedy}`);
  }
  return ['--enable-source-maps', file];
}

/**
 * Runs a staff command (`export`, `vitals`, `analytics`, `privacy`) from the build with the store
 * settings of `env`, as an operator runs it beside the server, and resolves with what it
 * wrote to its standard output; rejects, with its standard error, when it ends with another status than 0.
 */
export async function runStaffCommand(entry: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [...nodeArgs(entry), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

/**
 * Starts the production server on the built site and resolves when it listens. The deadline only
 * catches a server that never starts: it is well above the longest start seen here, with the two
 * cores overloaded by three test files at once (measured: docs/performance.md, "Measurements behind
 * the code").
 */
export function startServer(
  env: NodeJS.ProcessEnv = {},
  { serverDir = BUILT_SERVER, timeoutMs = 45_000 }: { serverDir?: string; timeoutMs?: number } = {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, nodeArgs('main', serverDir), {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const output: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const stop = async () => {
    const running = child.exitCode === null && child.signalCode === null;
    if (running) child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([exited, new Promise<'hung'>((resolve) => (timer = setTimeout(() => resolve('hung'), KILL_AFTER_MS)))]);
    clearTimeout(timer);
    if (outcome === 'hung') child.kill('SIGKILL');
    const clean = outcome !== 'hung' && (!running || outcome.code === 0);
    if (!clean) {
      const how = outcome === 'hung' ? `did not exit ${KILL_AFTER_MS} ms after SIGTERM and was killed` : `exited with code ${outcome.code}`;
      throw new Error(`the server ${how}; its last log lines:\n${output.slice(-15).join('\n')}`);
    }
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop().catch(() => {});
      reject(new Error('server did not start in time'));
    }, timeoutMs);
    const beforeListening = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code} before listening`));
    };
    child.once('exit', beforeListening);
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match?.[1]) {
        clearTimeout(timer);
        child.off('exit', beforeListening);
        resolve({ url: match[1], process: child, output, stop });
      }
    });
  });
}
