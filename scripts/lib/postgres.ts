/**
 * A throw-away PostgreSQL server for tests and benchmarks: initdb into a temporary directory and
 * pg_ctl start on 127.0.0.1 and a free port. PostgreSQL refuses to run as root, so as root it runs
 * as the 'postgres' user. Stops only the server it started.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './freePort';

export interface TestPostgres {
  url: string;
  /** Stops the server and deletes its data. */
  stop: () => void;
  /** Stops the server ('fast': open connections are terminated) and keeps its data, for outage tests. */
  pause: () => void;
  /** Starts a paused server again on the same port; returns once it accepts connections. */
  resume: () => void;
}

export function postgresBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => path.join(base, version, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (run scripts/ensure-system-deps.sh)');
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'vip-pg-'));
  const dataDir = path.join(dir, 'data');
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, command), args, { stdio: 'pipe' });

  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  const pause = () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause,
    resume: start,
    stop: () => {
      try {
        pause();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
