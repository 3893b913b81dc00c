import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { INTERNAL_DIR, SITE_MANIFEST_FILE } from '../../src/model/siteManifest';

/** What the built site is made from: a change to any of these needs a new build. */
export const BUILD_SOURCES = ['src', 'content', 'public', 'index.html', 'vite.config.ts', 'server/pages', 'package-lock.json'];

function newestMtime(full: string): number {
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((newest, entry) => Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs), 0);
}

/** Why `root`'s dist/ must be built (again), or null when it is newer than every source. */
export function buildReason(root: string): string | null {
  // Written by the build's last steps (src/build/vite/finaliseDist.ts), and what the server needs to start.
  const marker = path.join(root, INTERNAL_DIR, SITE_MANIFEST_FILE);
  if (!existsSync(marker)) return 'No build found: building the site…';
  const builtAt = statSync(marker).mtimeMs;
  const changed = BUILD_SOURCES.find((source) => newestMtime(path.join(root, source)) > builtAt);
  return changed ? `Sources changed since the last build (${changed}): rebuilding…` : null;
}
