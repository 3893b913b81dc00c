import { createHash } from 'node:crypto';

/**
 * A file the build writes to assets/, named by its content: a changed file gets a new address, so
 * every host may cache assets/ for a year (server/pages/cachePolicy.ts, the static hosts' rules).
 */
export const hashedAssetPath = (name: string, extension: string, content: string | Buffer): string =>
  `/assets/${name}-${createHash('sha256').update(content).digest('hex').slice(0, 10)}.${extension}`;
