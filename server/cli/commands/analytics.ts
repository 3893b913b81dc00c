/**
 * Staff report of the site's analytics (POST /analytics): visitors, page views, top and entry pages,
 * referrers, campaigns, devices, events and conversions, each beside the previous period's.
 *   npm run analytics -- [--days N (default 28)] [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--format table|json|html]
 * Writes to stdout (`--format html > report.html`: one self-contained file); uses the same store
 * settings as the server (DATABASE_PATH / DATABASE_URL). Rolls up finished days first.
 */
import { buildAnalyticsReport } from '../../analytics/report';
import { formatAnalyticsHtml } from '../../analytics/reportHtml';
import { formatAnalyticsTable } from '../../analytics/reportTable';
import { parseReportArgs, type ReportArgs } from '../reportArgs';
import type { StaffCommand } from '../run';

const USAGE = 'usage: npm run analytics -- [--days N (default 28)] [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--format table|json|html]';

export const analyticsCommand: StaffCommand<ReportArgs<'table' | 'json' | 'html'>> = {
  name: 'analytics',
  usage: USAGE,
  parse: (args) => parseReportArgs(args, ['table', 'json', 'html'] as const),
  run: async ({ period, format }, { store, stdout }) => {
    const report = await buildAnalyticsReport(store.db, period);
    if (format === 'json') stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else stdout.write(format === 'html' ? formatAnalyticsHtml(report) : formatAnalyticsTable(report));
    return 0;
  },
};
