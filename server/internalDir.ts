import path from 'node:path';
import { INTERNAL_DIR } from '../src/model/siteManifest';

/** Where the build writes what the API and nginx read (dist-internal/), beside the built site's folder (dist/). */
export const internalDirBeside = (distDir: string): string => path.resolve(distDir, '..', INTERNAL_DIR);
