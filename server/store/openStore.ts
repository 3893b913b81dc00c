import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export interface StoreConfig {
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of SQLite. */
  databaseUrl?: string;
  /** SQLite file, created with its directory on first start. */
  databasePath: string;
  /**
   * Told when a PostgreSQL connection fails outside a query (the server restarted, the backend was
   * terminated). The pool drops that connection and opens new ones when the database is back.
   */
  onConnectionError?: (error: Error) => void;
}

export interface OpenedStore {
  db: Kysely<Database>;
  kind: 'sqlite' | 'postgres';
  close: () => Promise<void>;
}

/**
 * Kysely's SQLite driver prepares every statement anew; preparing costs more than running. The
 * generated SQL is the same for every query of one shape (values are parameters), so prepared
 * statements are cached by their text and reused (we never iterate statements concurrently).
 */
function withStatementCache(database: BetterSqlite3.Database): BetterSqlite3.Database {
  const cache = new Map<string, BetterSqlite3.Statement>();
  const prepare = database.prepare.bind(database);
  return Object.assign(Object.create(database) as BetterSqlite3.Database, {
    prepare: (source: string) => {
      let statement = cache.get(source);
      if (!statement) {
        statement = prepare(source);
        if (cache.size < 500) cache.set(source, statement);
      }
      return statement;
    },
    close: () => database.close(),
  });
}

async function sqliteDialect(file: string): Promise<SqliteDialect> {
  const { default: SQLite } = await import('better-sqlite3');
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new SQLite(file);
  // WAL: readers never block the writer. synchronous=NORMAL in WAL mode keeps every committed
  // transaction across a crash of this process (kill -9); only an OS crash can lose the last ones.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: withStatementCache(database) });
}

/** How long a request waits for a new PostgreSQL connection before it fails (pg waits forever by default); TCP keep-alive finds a silently dropped connection. */
const CONNECT_TIMEOUT_MS = 5_000;

const logConnectionError = (error: Error) => console.error(`database connection lost: ${error.message}`);

async function postgresDialect(connectionString: string, onConnectionError = logConnectionError): Promise<PostgresDialect> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
  // An 'error' event nobody listens to ends the process. A connection can fail while it is idle in
  // the pool (the pool then emits it too) or while it is checked out between two queries of a
  // transaction (only the connection emits it): listen on each connection, and let the pool's copy go.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  pool.on('error', () => {});
  return new PostgresDialect({ pool });
}

/** Opens the configured store and brings its schema up to date. */
export async function openStore(config: StoreConfig): Promise<OpenedStore> {
  const kind = config.databaseUrl ? 'postgres' : 'sqlite';
  const dialect = config.databaseUrl ? await postgresDialect(config.databaseUrl, config.onConnectionError) : await sqliteDialect(config.databasePath);
  const db = new Kysely<Database>({ dialect });
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
  return { db, kind, close: () => db.destroy() };
}

/** True when the store answers a trivial query (for GET /health). */
export async function storeIsReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
