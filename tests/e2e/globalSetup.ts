import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../scripts/lib/serverProcess';

/**
 * One production server for the whole end-to-end run, on a fresh SQLite file. Its address and the
 * file reach the tests' workers as E2E_BASE_URL and E2E_DATABASE_PATH (tests/e2e/browser.ts).
 */
export default async function globalSetup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vip-e2e-'));
  const databasePath = path.join(dir, 'e2e.sqlite');
  const server = await startServer({
    DATABASE_PATH: databasePath,
    DATABASE_URL: '',
    RATE_LIMIT_FORMS: '1000',
    RATE_LIMIT_VITALS: '10000',
    BOOKINGS_PER_CLIENT_PER_DAY: '1000',
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATABASE_PATH = databasePath;
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
