import { stringify, type Stringifier } from 'csv-stringify';
import { replaceControls } from './controls';

/**
 * Neutralises spreadsheet formula injection: a cell starting with = + - @ (or a tab or carriage
 * return, which some spreadsheets strip before evaluating) is prefixed with a single quote, so
 * it is shown as text and never evaluated (OWASP CSV injection guidance).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One cell as the export writes it: no terminal control characters, never a formula. */
export function csvCell(value: string): string {
  return neutraliseFormula(replaceControls(value));
}

/**
 * A stream from row objects to CSV with a header row (the given columns, in order; a missing value is an empty cell); every cell goes
 * through csvCell and is quoted where needed (RFC 4180).
 */
/** A column: a property's name, or a nested property's path (`source.landingPage`) with its header. */
export type CsvColumn = string | { key: string; header: string };

export function csvStream(columns: readonly CsvColumn[]): Stringifier {
  return stringify({ header: true, columns: [...columns], cast: { string: csvCell } });
}
