/**
 * Runs the real production server (server/main.ts) as a child process on 127.0.0.1 and a free
 * port (PORT=0), for end-to-end tests and Lighthouse. Stops only the process it started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Every line the server has written to its standard output (its JSON log) so far. */
  output: string[];
  stop: () => Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');

export function startServer(env: NodeJS.ProcessEnv = {}, timeoutMs = 20_000): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });

  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error('server did not start in time'));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code} before listening`));
    });
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match?.[1]) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({ url: match[1], process: child, output, stop });
      }
    });
  });
}
