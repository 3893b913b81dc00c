/**
 * A throw-away Redis server for tests (Debian's redis-server, installed by
 * scripts/ensure-system-deps.sh): 127.0.0.1 on a free port, nothing written to disk. Stops only the
 * server it started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './freePort';

export interface TestRedis {
  url: string;
  /** Stops the server; start() brings it back on the same port. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

function launch(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output.slice(-500)}`)));
  });
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    start: async () => {
      child ??= await launch(port);
    },
    stop: async () => {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      await new Promise((resolve) => {
        running.removeAllListeners('exit');
        running.once('exit', resolve);
        running.kill('SIGTERM');
      });
    },
  };
}
