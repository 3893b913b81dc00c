import { CompiledQuery, PostgresAdapter, type Insertable, type Kysely } from 'kysely';
import type { Database } from './schema';

/** By store, table and columns: the same few shapes for the life of the process. */
const TEXTS = new Map<string, string>();

/**
 * Inserts one row by SQL text made once per store, table and columns, the values as parameters.
 * Kysely's insert builder parses and compiles the values on every call (some 50 µs for a booking's
 * 23 columns): a fifth of what a booking may cost beside a no-op request (npm run bench:booking).
 * Columns whose value is undefined are left out, as the builder leaves them.
 */
export async function insertRow<Table extends keyof Database & string>(db: Kysely<Database>, table: Table, row: Insertable<Database[Table]>): Promise<void> {
  const entries = Object.entries(row).filter(([, value]) => value !== undefined);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const key = `${postgres ? 'postgres' : 'sqlite'} ${table} ${entries.map(([column]) => column).join()}`;
  let text = TEXTS.get(key);
  if (text === undefined) {
    const columns = entries.map(([column]) => `"${column}"`).join(', ');
    const marks = entries.map((_, index) => (postgres ? `$${index + 1}` : '?')).join(', ');
    text = `insert into "${table}" (${columns}) values (${marks})`;
    TEXTS.set(key, text);
  }
  await db.executeQuery(CompiledQuery.raw(text, entries.map(([, value]) => value)));
}
