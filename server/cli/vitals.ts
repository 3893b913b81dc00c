/**
 * Staff report of the real-user Core Web Vitals (POST /vitals): p75 per page and metric.
 *   npm run vitals -- [--days N (default 28)] [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--format table|json]
 * Writes to stdout; uses the same store settings as the server (DATABASE_PATH / DATABASE_URL).
 */
import { parseArgs } from 'node:util';
import { listVitals } from '../store/vitals';
import { PeriodError, periodBounds, resolvePeriod, type Period } from '../vitals/period';
import { buildReport, formatTable } from '../vitals/report';
import { runStaffCommand, UsageError } from './run';

const USAGE = 'usage: npm run vitals -- [--days N (default 28)] [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--format table|json]';

type Format = 'table' | 'json';

/** The period and format asked for; a UsageError says why the arguments make no sense. */
function parse(args: string[]): { period: Period; format: Format } {
  const { values } = parseArgs({
    args,
    options: { days: { type: 'string' }, since: { type: 'string' }, until: { type: 'string' }, format: { type: 'string', default: 'table' } },
  });
  if (values.format !== 'table' && values.format !== 'json') throw new UsageError(`--format must be table or json, got "${values.format}"`);
  try {
    return { period: resolvePeriod(values, new Date()), format: values.format };
  } catch (error) {
    throw error instanceof PeriodError ? new UsageError(error.message) : error;
  }
}

runStaffCommand({
  usage: USAGE,
  parse,
  run: async ({ period, format }, { store }) => {
    const report = buildReport(await listVitals(store.db, periodBounds(period)), period);
    process.stdout.write(format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : formatTable(report));
    return 0;
  },
});
