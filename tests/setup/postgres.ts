import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/lib/postgres';
import { openStore } from '../../server/store/openStore';
import { databaseUrl, STORE_TEMPLATE } from '../../server/test/storeTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server for the store tests; TEST_DATABASE_URL reuses an existing one. */
    postgresUrl: string;
  }
}

/**
 * A database with the store's migrations run, which each test's fresh store copies
 * (server/test/stores.ts): copying it takes a tenth of the time migrating an empty one does.
 * Made anew on every run, so it is never behind the migrations.
 */
async function makeStoreTemplate(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${STORE_TEMPLATE}`);
    await admin.query(`create database ${STORE_TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const store = await openStore({ databasePath: '', databaseUrl: databaseUrl(serverUrl, STORE_TEMPLATE) });
  await store.close();
}

/** Starts a throw-away PostgreSQL for the integration test run (store and API tests run on both stores). */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    await makeStoreTemplate(process.env.TEST_DATABASE_URL);
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    return undefined;
  }
  const postgres = await startPostgres();
  await makeStoreTemplate(postgres.url);
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
