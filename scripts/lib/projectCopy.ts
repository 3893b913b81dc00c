/**
 * A copy of the project's files (as git sees them, edits included) beside its node_modules, to build
 * with other settings or content without touching the project's own dist/: the tests that add a
 * content file, and the static host's end-to-end test with its own SITE_URL and VITE_API_URL.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Copies the project into a new temporary folder and gives its path; the caller removes it. */
export function copyProject(prefix: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(path.join(root, file))) continue; // deleted in the working tree
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(copy, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/** `npm run build` in a copy, with these settings on top of the environment; throws with the build's last output when it fails. */
export function buildCopy(copy: string, env: NodeJS.ProcessEnv): void {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: copy, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 300_000 });
  if (build.status !== 0) throw new Error(`build of the copy failed:\n${(build.stderr || build.stdout).slice(-3000)}`);
}
