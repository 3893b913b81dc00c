import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/lib/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server for the store tests; TEST_DATABASE_URL reuses an existing one. */
    postgresUrl: string;
  }
}

/** Starts a throw-away PostgreSQL for the unit test run (store and API tests run on both stores). */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    return undefined;
  }
  const postgres = await startPostgres();
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
