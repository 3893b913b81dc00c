import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server and its staff commands compiled from the source as it is now (nodeArgs' `serverDir`). */
    serverDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Compiles the server as `npm run build` does (vite.server.config.ts), from the source as it is at
 * the start of the run, for the tests that run it in processes of their own. A process on the
 * compiled code starts on far less CPU than tsx takes to load the TypeScript (measured:
 * docs/performance.md, "Measurements behind the code"), and runs what the container runs. Inside
 * node_modules, so that the compiled code finds the packages; one folder per run, removed at its end.
 */
export default async function setup(project: TestProject) {
  const serverDir = path.join(root, 'node_modules/.cache', `server-under-test-${process.pid}`);
  await build({ root, configFile: path.join(root, 'vite.server.config.ts'), logLevel: 'warn', build: { outDir: serverDir } });
  project.provide('serverDir', serverDir);
  return () => rmSync(serverDir, { recursive: true, force: true });
}
