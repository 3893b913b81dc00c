/**
 * `npm run test:visual`: the visual regression tests (tests/e2e/visual.test.ts, the `visual …`
 * projects of playwright.config.ts) against the production build, which it builds first when dist/
 * is missing or older than its sources.
 *
 *   npm run test:visual                        compare every page with its baseline
 *   npm run test:visual -- --update            rewrite the baselines that changed (and write missing ones)
 *   npm run test:visual -- --update -g home    the same for the pages whose test title matches
 *
 * Any other argument goes to `playwright test`. `npm test` runs the same file with the rest of the
 * end-to-end suite.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildReason } from './lib/buildFreshness';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2).map((arg) => (arg === '--update' || arg === '-u' ? '--update-snapshots=changed' : arg));

const reason = buildReason(root);
if (reason) {
  console.log(reason);
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const run = spawnSync('npx', ['playwright', 'test', 'tests/e2e/visual.test.ts', ...args], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
