import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface LoadResult {
  /** average: of the requests answered in each whole second of the run. */
  requests: { average: number; total: number };
  /** autocannon's run length in seconds, counted to its once-a-second tick after the last answer. */
  duration: number;
  /** loadEachOnce: the milliseconds from the start to the last answer. */
  answeredMs?: number;
  latency: { p99: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface EachOnceOptions {
  connections: number;
  headers: Record<string, string>;
  /** One request per body, each sent once (e.g. a booking of each free slot). */
  bodies: string[];
  /** Requests sent first, the same bodies in turn, and not measured: to a route where any body may go again (a no-op). */
  warmUp?: { url: string; requests: number };
}

/** Loads a URL with autocannon in its own process (so the load generator never shares the server's event loop). */
export function loadUrl(url: string, options: LoadOptions): Promise<LoadResult> {
  const args = ['-c', String(options.connections), '-d', String(options.seconds), '-m', options.method ?? 'GET', '--json'];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  if (options.body !== undefined) args.push('-b', options.body);
  const child = spawn(path.join(root, 'node_modules', '.bin', 'autocannon'), [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as LoadResult) : reject(new Error(`autocannon exited with ${code}`)))),
  );
}

/**
 * Requests answered per second over the whole run. autocannon's requests.average counts whole
 * seconds, and a run of a fixed number of requests ends on its next once-a-second tick: one of a
 * second or less (each free slot booked once) reads as a second whatever its speed.
 */
export const answeredPerSecond = (result: LoadResult): number => (result.requests.total * 1000) / (result.answeredMs ?? result.duration * 1000);

/**
 * Sends each body once, `connections` at a time, with autocannon's own API in a process of its own
 * (./autocannonEachOnce.ts): for a route whose request can succeed only once, such as booking a slot.
 */
export function loadEachOnce(url: string, options: EachOnceOptions): Promise<LoadResult> {
  const runner = path.join(root, 'scripts', 'lib', 'autocannonEachOnce.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', runner, url], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify(options));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as LoadResult) : reject(new Error(`the load runner exited with ${code}`)))),
  );
}
