/** The PostgreSQL database, migrated once per test run (tests/setup/postgres.ts), that each fresh test store copies. */
export const STORE_TEMPLATE = 'store_template';
