/**
 * `npm start`: builds the site when dist/ is missing or older than its sources, then runs the
 * production server (site + API) in this process.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildReason } from './lib/buildFreshness';

const root = path.resolve(import.meta.dirname, '..');
const reason = buildReason(root);
if (reason) {
  console.log(reason);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../server/main');
