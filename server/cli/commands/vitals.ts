/**
 * Staff report of the real-user Core Web Vitals (POST /vitals): p75 per page and metric.
 *   npm run vitals -- [--days N (default 28)] [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--format table|json]
 * Writes to stdout; uses the same store settings as the server (DATABASE_PATH / DATABASE_URL).
 */
import { listVitals } from '../../store/vitals';
import { periodBounds } from '../../period';
import { buildReport, formatTable } from '../../vitals/report';
import { parseReportArgs, type ReportArgs } from '../reportArgs';
import type { StaffCommand } from '../run';

const USAGE = 'usage: npm run vitals -- [--days N (default 28)] [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--format table|json]';

export const vitalsCommand: StaffCommand<ReportArgs<'table' | 'json'>> = {
  name: 'vitals',
  usage: USAGE,
  parse: (args) => parseReportArgs(args, ['table', 'json'] as const),
  run: async ({ period, format }, { store, stdout }) => {
    const report = buildReport(await listVitals(store.db, periodBounds(period)), period);
    stdout.write(format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : formatTable(report));
    return 0;
  },
};
