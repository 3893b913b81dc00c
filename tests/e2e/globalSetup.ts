import type { TestProject } from 'vitest/node';
import { startServer } from '../../scripts/lib/serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One production server for the whole end-to-end run. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
