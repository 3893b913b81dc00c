/** The PostgreSQL database, migrated once per test run (tests/setup/postgres.ts), that each fresh test store copies. */
export const STORE_TEMPLATE = 'store_template';

/** The URL of database `name` on the PostgreSQL server at `serverUrl` (same user, host and port). */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
