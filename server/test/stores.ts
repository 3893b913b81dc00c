import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openStore, type OpenedStore } from '../store/openStore';
import { databaseUrl, STORE_TEMPLATE } from './storeTemplate';

/** Both stores the server supports; every store test runs against each. */
export const STORE_KINDS = ['sqlite', 'postgres'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

/** A fresh, empty store of the given kind, with a cleanup function. */
export type TestStore = OpenedStore & {
  cleanup: () => Promise<void>;
  /** PostgreSQL only: the test database's URL. */
  url: string;
  /** The settings with which a child process (a CLI, the server) opens this same store. */
  env: { DATABASE_PATH: string; DATABASE_URL: string };
  /** SQLite only: the database file. */
  databasePath: string;
};

export async function freshStore(kind: StoreKind): Promise<TestStore> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'vip-store-'));
    const databasePath = path.join(dir, 'test.sqlite');
    const store = await openStore({ databasePath });
    return {
      ...store,
      url: '',
      env: { DATABASE_PATH: databasePath, DATABASE_URL: '' },
      databasePath,
      cleanup: async () => {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const baseUrl = inject('postgresUrl');
  const name = `test_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  // A file copy of the migrated template: no migrations to run, and no WAL written for the copy.
  await admin.query(`create database ${name} template ${STORE_TEMPLATE} strategy file_copy`);
  const url = databaseUrl(baseUrl, name);
  const store = await openStore({ databasePath: '', databaseUrl: url });
  return {
    ...store,
    url,
    env: { DATABASE_PATH: '', DATABASE_URL: url },
    databasePath: '',
    cleanup: async () => {
      await store.close().catch(() => undefined);
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}
