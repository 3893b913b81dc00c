import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../scripts/lib/serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The fresh SQLite file the server under test stores into. */
    databasePath: string;
  }
}

/** One production server for the whole end-to-end run, on a fresh SQLite file. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vip-e2e-'));
  const databasePath = path.join(dir, 'e2e.sqlite');
  const server = await startServer({ DATABASE_PATH: databasePath, DATABASE_URL: '', RATE_LIMIT_FORMS: '1000', RATE_LIMIT_VITALS: '10000' });
  project.provide('baseUrl', server.url);
  project.provide('databasePath', databasePath);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
