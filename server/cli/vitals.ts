/**
 * Staff report of the real-user Core Web Vitals (POST /vitals): p75 per page and metric.
 *   npm run vitals -- [--days N (default 28)] [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--format table|json]
 * Writes to stdout; uses the same store settings as the server (DATABASE_PATH / DATABASE_URL).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openStore } from '../store/openStore';
import { listVitals } from '../store/vitals';
import { PeriodError, periodBounds, resolvePeriod, type Period } from '../vitals/period';
import { buildReport, formatTable } from '../vitals/report';
import { runCli } from './run';

const USAGE = 'usage: npm run vitals -- [--days N (default 28)] [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--format table|json]';

type Format = 'table' | 'json';

/** The period and format asked for, or the reason the arguments make no sense. */
function parseArguments(args: string[]): { period: Period; format: Format } | { error: string } {
  try {
    const { values } = parseArgs({
      args,
      options: { days: { type: 'string' }, since: { type: 'string' }, until: { type: 'string' }, format: { type: 'string', default: 'table' } },
    });
    if (values.format !== 'table' && values.format !== 'json') return { error: `--format must be table or json, got "${values.format}"` };
    return { period: resolvePeriod(values, new Date()), format: values.format };
  } catch (error) {
    // parseArgs throws a TypeError (with a code) for unknown options, missing values and positionals.
    if (error instanceof PeriodError || (error instanceof TypeError && 'code' in error)) return { error: error.message };
    throw error;
  }
}

async function main(): Promise<number> {
  const parsed = parseArguments(process.argv.slice(2));
  if ('error' in parsed) {
    console.error(`${parsed.error}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const store = await openStore({ databasePath: config.databasePath, databaseUrl: config.databaseUrl });
  try {
    const report = buildReport(await listVitals(store.db, periodBounds(parsed.period)), parsed.period);
    process.stdout.write(parsed.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : formatTable(report));
    return 0;
  } finally {
    await store.close();
  }
}

runCli(main);
