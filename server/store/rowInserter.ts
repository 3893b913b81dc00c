import { CompiledQuery, PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from './schema';

/** Every column of a table, each once: a missing or unknown one does not compile. */
export type AllColumns<Table extends keyof Database> = Record<keyof Database[Table] & string, true>;

/**
 * An insert of one whole row by SQL text made once, the values as parameters in the columns' order.
 * Kysely's insert builder parses and compiles the values on every call: for a booking's columns, a
 * sizeable share of what a booking may cost beside a no-op request (npm run bench:booking; measured:
 * docs/performance.md, "Measurements behind the code").
 */
export function rowInserter<Table extends keyof Database & string>(
  table: Table,
  columns: AllColumns<Table>,
): (db: Kysely<Database>, row: Database[Table]) => Promise<void> {
  const names = Object.keys(columns) as (keyof Database[Table] & string)[];
  const text = (mark: (index: number) => string) =>
    `insert into "${table}" (${names.map((name) => `"${name}"`).join(', ')}) values (${names.map((_, index) => mark(index)).join(', ')})`;
  const sqlite = text(() => '?');
  const postgres = text((index) => `$${index + 1}`);
  return async (db, row) => {
    const parameters = names.map((name) => row[name]);
    await db.executeQuery(CompiledQuery.raw(db.getExecutor().adapter instanceof PostgresAdapter ? postgres : sqlite, parameters));
  };
}
