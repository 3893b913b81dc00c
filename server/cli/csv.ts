import { stringify } from 'csv-stringify/sync';

/**
 * Neutralises spreadsheet formula injection: a cell starting with = + - @ (or a tab or carriage
 * return, which some spreadsheets strip before evaluating) is prefixed with a single quote, so
 * it is shown as text and never evaluated (OWASP CSV injection guidance).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** CSV with a header row; every cell is formula-safe and quoted where needed (RFC 4180). */
export function toCsv(rows: readonly Record<string, string>[], columns: readonly string[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => neutraliseFormula(row[column] ?? ''))),
    { header: true, columns: [...columns] },
  );
}
