import { parseArgs } from 'node:util';
import { PeriodError, resolvePeriod, type Period } from '../period';
import { UsageError } from './run';

/** A report command's arguments: the period and the format. */
export interface ReportArgs<Format extends string> {
  period: Period;
  format: Format;
}

/**
 * A report command's arguments: the period (--days N, or --since … [--until …]; whole UTC days) and
 * --format, one of `formats` (the first is the default). A UsageError says why they make no sense.
 */
export function parseReportArgs<Format extends string>(args: string[], formats: readonly [Format, ...Format[]]): ReportArgs<Format> {
  const { values } = parseArgs({
    args,
    options: { days: { type: 'string' }, since: { type: 'string' }, until: { type: 'string' }, format: { type: 'string' } },
  });
  const format = (values.format ?? formats[0]) as Format;
  if (!formats.includes(format)) throw new UsageError(`--format must be ${formats.slice(0, -1).join(', ')} or ${formats.at(-1)}, got "${format}"`);
  try {
    return { period: resolvePeriod(values, new Date()), format };
  } catch (error) {
    throw error instanceof PeriodError ? new UsageError(error.message) : error;
  }
}
