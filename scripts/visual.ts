/**
 * `npm run test:visual`: the visual regression tests (tests/e2e/visual.test.ts) against the
 * production build, which it builds first when dist/ is missing or older than its sources.
 *
 *   npm run test:visual                        compare every page with its baseline
 *   npm run test:visual -- --update            write the baselines that changed (and missing ones)
 *   npm run test:visual -- --update -t home    the same for the pages whose test name matches
 *
 * Any other argument goes to vitest. (`--update` is taken here rather than left to vitest, whose own
 * --update means snapshots.) `npm test` runs the same file with the rest of the end-to-end suite.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildReason } from './lib/buildFreshness';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const update = args.some((arg) => arg === '--update' || arg === '-u');
const vitestArgs = args.filter((arg) => arg !== '--update' && arg !== '-u');

const reason = buildReason(root);
if (reason) {
  console.log(reason);
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const run = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', 'tests/e2e/visual.test.ts', ...vitestArgs], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VISUAL_UPDATE: update ? '1' : '' },
});
process.exit(run.status ?? 1);
